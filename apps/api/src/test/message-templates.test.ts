// Every e-mail and text message the system sends, rendered in English and French with a new application's missing
// fields (no name typed yet, no loan number, no reference): none may leave a placeholder empty ('Hello ,'), unfilled
// ('{{name}}') or a hole in its sentence (issue 40). The translate given to each builder refuses a placeholder whose
// value is missing or blank, whatever the template.
import {
  findProgram,
  LOCALES,
  type Locale,
  NOTICE_KINDS,
  type NoticeKind,
  shareQuoteRequest,
} from '@vp/domain';
import { createTranslator, resources, type Translate } from '@vp/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../adapters/mail/mail.ts';
import { codeMessage, linkMessages, signMessage } from '../modules/customer/customer-messages.ts';
import { createShareService } from '../modules/financing/share.service.ts';
import { noticeMessage } from '../modules/notifications/notice-mail.ts';
import type { NoticeRow } from '../modules/notifications/notifications.repository.ts';
import { invitationMessage } from '../modules/signing/signing-invitation.ts';
import { messageFormats } from '../plugins/i18n.ts';

const translate = createTranslator(messageFormats);
let holes: string[] = [];
afterEach(() => {
  holes = [];
});

/** The catalog's own text of a key ('application:customerLink.greeting'), before interpolation. */
function template(locale: string, key: string, ns?: string): string | undefined {
  const [namespace, path] = ns ? [ns, key] : key.includes(':') ? key.split(/:(.*)/s) : ['common', key];
  const catalog = (resources as Record<string, Record<string, unknown>>)[locale]?.[namespace ?? ''];
  const walk = (p: string) =>
    p
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
  const found = walk(path ?? '') ?? walk(`${path}_other`);
  return typeof found === 'string' ? found : undefined;
}

/** The real translator, noting every placeholder given no value or a blank one. */
const strict: Translate = (locale, key, params) => {
  const text = template(locale, key, typeof params?.ns === 'string' ? params.ns : undefined);
  if (text === undefined) holes.push(`${locale} ${key}: no such message`);
  for (const [, name] of (text ?? '').matchAll(/\{\{\s*(\w+)/g)) {
    const value = (params as Record<string, unknown> | undefined)?.[name ?? ''];
    if (value === undefined || value === null || String(value).trim() === '')
      holes.push(`${locale} ${key}: {{${name}}} is empty`);
  }
  return translate(locale, key, params);
};

/** A message as a person reads it: no placeholder left, no word missing before a comma or a full stop. */
function expectWhole(label: string, ...texts: (string | undefined)[]) {
  expect(holes, label).toEqual([]);
  for (const text of texts) {
    expect(text, label).toBeTruthy();
    expect(text, label).not.toMatch(/\{\{|\}\}|undefined|null|NaN/);
    expect(text, label).not.toMatch(/[ \u00a0](,|\.(\s|$))/);
    expect(text, label).not.toMatch(/ {2}/);
  }
}

const expiresAt = new Date('2026-11-23T15:00:00Z');
const url = 'https://portal.example.ca/customer#token';

describe.each(LOCALES)(
  'every message to a customer or a user, in %s, with a new application’s missing fields',
  (locale: Locale) => {
    it('the link from step 1, before any name is typed: a greeting without a name, by e-mail and by text', () => {
      const unnamed = linkMessages(strict, { locale, vendor: 'Demo Heating', name: '', url, expiresAt });
      expectWhole('link, unnamed', unnamed.subject, unnamed.email, unnamed.sms);
      expect(unnamed.email.split('\n')[0]).toBe(locale === 'fr' ? 'Bonjour,' : 'Hello,');
      const named = linkMessages(strict, {
        locale,
        vendor: 'Demo Heating',
        name: 'Alex Martin',
        url,
        expiresAt,
      });
      expectWhole('link, named', named.email);
      expect(named.email.split('\n')[0]).toBe(
        locale === 'fr' ? 'Bonjour Alex Martin,' : 'Hello Alex Martin,',
      );
    });

    it('the one-time code and the contract’s invitation on the customer’s page', () => {
      const code = codeMessage(strict, locale, '123456');
      expectWhole('code', code.subject, code.text);
      const sign = signMessage(strict, { locale, name: ' ', reference: 'C1000100', url });
      expectWhole('sign', sign.subject, sign.text);
    });

    it('the signing invitations, contract and certificate, to a signer without a name on file', () => {
      for (const purpose of ['contract', 'certificate'] as const) {
        const message = invitationMessage(strict, {
          recipient: {
            signerId: 1,
            roleName: 'customer',
            name: '',
            email: 'i@example.ca',
            method: 'Email',
            language: locale,
          },
          vendorId: 1,
          envelopeId: 'env-1',
          purpose,
          reference: 'C1000100',
          url: 'https://portal.example.ca/esign/env-1/token',
          expiresAt,
        } as Parameters<typeof invitationMessage>[1]);
        expectWhole(`invitation ${purpose}`, message.subject, message.text, message.html);
      }
    });

    it('each notice’s e-mail: with the deal’s number, with only an old short reference, and with neither', () => {
      const notice = (kind: NoticeKind, params: NoticeRow['params']): NoticeRow => ({
        id: 1,
        userId: 1,
        vendorId: 1,
        applicationId: '00000000-0000-4000-8000-000000000001',
        kind,
        params,
        readAt: null,
        mailState: 'pending',
        created: expiresAt,
      });
      for (const kind of NOTICE_KINDS)
        for (const params of [
          { reference: 100_009, number: 'C1000100', status: 'Approved' },
          { reference: 100_009, status: 'Declined' },
          { reference: null, number: null, status: 'Not Approved' },
        ]) {
          const message = noticeMessage(strict, 'https://portal.example.ca', notice(kind, params), {
            email: 'u@example.ca',
            language: locale,
          });
          expectWhole(`notice ${kind}`, message.subject, message.text, message.html);
        }
    });

    it('the payment quote shared from the calculator, with no application', async () => {
      const sent: MailMessage[] = [];
      const share = createShareService({
        assets: {} as Parameters<typeof createShareService>[0]['assets'],
        mail: { send: async (message: MailMessage) => void sent.push(message) } as unknown as Parameters<
          typeof createShareService
        >[0]['mail'],
        audit: { record: async () => {} } as unknown as Parameters<typeof createShareService>[0]['audit'],
        translate: strict,
        // The catalogue's version 1 of each program, as a dealership offering every program is offered it today.
        catalogue: {
          offeredProgram: async (_vendorId: number, _creditor: string, programId: number) =>
            findProgram(programId),
        } as unknown as Parameters<typeof createShareService>[0]['catalogue'],
      });
      const vendor = {
        id: 1,
        name: 'Demo Heating',
        vendorInternalOrExternal: 'External Vendor',
        province: 'ON',
        country: 'CA' as const,
      };
      const principal = {
        sessionId: 1,
        userId: 1,
        user: { userName: 'u', displayName: 'U', role: 'vendor' as const },
        vendor,
      };
      for (const programId of [194, 301])
        await share.share(
          principal,
          shareQuoteRequest.parse({
            email: 'c@example.ca',
            language: locale,
            amount: '5000',
            country: 'CA',
            province: 'ON',
            programId,
          }),
        );
      for (const message of sent) expectWhole('share', message.subject, message.text);
    });
  },
);
