// POST /api/share: a payment quote e-mailed to a customer in the language chosen, priced as the calculator showed it
// (the amount before tax plus the region's tax, every term of the program with its payment and APR).

import { randomUUID } from 'node:crypto';
import {
  dollarsToCents,
  formatCents,
  programOptions,
  type ShareQuoteRequest,
  totalWithTax,
} from '@vp/domain';
import type { Translate } from '@vp/i18n';
import { vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AssetsService } from '../assets/index.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { MailService } from '../mail/index.ts';
import type { ProgramCatalogue } from '../programs/index.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function createShareService({
  assets,
  mail,
  audit,
  translate,
  catalogue,
}: {
  /** The programs the dealership may offer, each as its version in effect today (decision 047). */
  catalogue: ProgramCatalogue;
  assets: AssetsService;
  mail: MailService;
  audit: AuditRepository;
  translate: Translate;
}) {
  return {
    async share(principal: Principal, body: ShareQuoteRequest, ip?: string) {
      const vendor = vendorOf(principal);
      // Shared from an application: it must be one this External Vendor may finance (another's answers as missing).
      const application = body.id ? await assets.application(principal, body.id, 'read') : undefined;
      // The application's creditor's programs, or the lender's (the calculator's), as the dealership offers them today.
      const program = await catalogue.offeredProgram(
        vendor.id,
        application?.creditor ?? 'lender',
        body.programId,
      );
      const { totalCents } = totalWithTax(body.amount, { country: body.country, region: body.province });
      const options = programOptions(program, totalCents);
      const locale = body.language;
      const t = (key: string, params?: Record<string, string | number>) =>
        translate(locale, `financing:share.${key}`, params);
      const terms = options.terms.map((term) =>
        t('term', {
          months: term.months,
          payment: formatCents(dollarsToCents(term.amount), locale),
          apr: term.aprPercent,
        }),
      );
      const paragraphs = [
        [t('greeting')],
        [t('intro', { vendor: vendor.name })],
        [
          t('program', { program: locale === 'fr' ? program.descriptionFr : program.description }),
          t('amount', { amount: formatCents(totalCents, locale) }),
        ],
        terms.length > 0 ? terms : [t('noTerm')],
        [t('footer')],
      ];
      await mail.send({
        messageId: randomUUID(),
        vendorId: vendor.id,
        to: body.email,
        subject: t('subject'),
        text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
        html: paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n'),
      });
      await audit.record({
        type: 'quote.shared',
        applicationId: application?.id ?? null,
        vendorId: vendor.id,
        userId: principal.userId,
        ip: ip ?? null,
        // The customer's address is not kept in the audit log: the mail itself is the record.
        detail: { programId: program.programId, financedCents: totalCents, language: locale },
      });
      return { result: 'Success' as const };
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
