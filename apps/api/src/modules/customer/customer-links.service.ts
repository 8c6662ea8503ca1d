// The salesperson's side of the customer's own device (issue 26): send a link (e-mail and/or text) for the customer,
// or the co-applicant, to complete their part on their own phone; revoke it. A new link revokes the previous one, behind
// the application's row lock, so that one link stays live however many are sent at once.
import { randomUUID } from 'node:crypto';
import {
  type CustomerLinkBody,
  type CustomerPerson,
  classOf,
  email as emailRule,
  type Locale,
  optionalPhone,
  validateStep,
} from '@vp/domain';
import { z } from 'zod';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import type { SmsMessage } from '../../adapters/sms/sms.ts';
import { AppError } from '../../lib/app-error.ts';
import { applicationNotFound, isApplicationId, vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { CustomerAnswers } from '../applications/index.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { CustomerRepository } from './customer.repository.ts';
import { linkMessages } from './customer-messages.ts';
import { maskEmail, maskPhone, newSecret, SESSION_TTL_MS } from './customer-secrets.ts';

/** How long a link opens (ARCHITECTURE §10). */
export const LINK_TTL_MS = 72 * 3_600_000;

export interface CustomerDeps {
  repository: CustomerRepository;
  answers: CustomerAnswers;
  audit: AuditRepository;
  sendMail: (message: MailMessage) => Promise<void>;
  sendSms: (message: SmsMessage) => Promise<void>;
  translate: (locale: Locale, key: string, params?: Record<string, string | number>) => string;
  clock: () => Date;
  /** The web app's address: the link is `${publicUrl}/customer#${token}` (the token after '#', never sent in a URL). */
  publicUrl: string;
}

const badRequest = (key: string) => new AppError(key, 400);

/** The contact typed where a link is sent, by the wizard's own rules for the person's e-mail and mobile phone. */
const contactFields = z.object({ email: emailRule, mobilePhone: optionalPhone });
const contactForm = { fields: contactFields, schema: contactFields };

/** The message with the link: by e-mail, else by text (both chosen: the code goes by text at opening). */
async function deliverLink(
  deps: CustomerDeps,
  message: {
    vendor: { id: number; name: string };
    target: Record<string, unknown>;
    channels: string[];
    email: string | null;
    mobile: string | null;
    language: Locale;
    expiresAt: Date;
    token: { value: string };
  },
) {
  const { vendor, target, channels, email, mobile } = message;
  const messages = linkMessages(deps.translate, {
    locale: message.language,
    vendor: vendor.name,
    name: [target.firstName, target.lastName].filter((p) => typeof p === 'string' && p).join(' '),
    url: `${deps.publicUrl.replace(/\/$/, '')}/customer#${message.token.value}`,
    expiresAt: message.expiresAt,
  });
  const sentTo: { email?: string; sms?: string } = {};
  if (email && channels.includes('email')) {
    await deps.sendMail({
      messageId: randomUUID(),
      vendorId: vendor.id,
      to: email,
      subject: messages.subject,
      text: messages.email,
    });
    sentTo.email = maskEmail(email);
  }
  if (mobile && channels.includes('sms')) {
    if (!channels.includes('email'))
      await deps.sendSms({ messageId: randomUUID(), vendorId: vendor.id, to: mobile, text: messages.sms });
    sentTo.sms = maskPhone(mobile);
  }
  return sentTo;
}

export function createCustomerLinksService(deps: CustomerDeps) {
  const { repository, answers, audit, clock } = deps;

  /**
   * The application of this vendor, still editable, the person's stored answers, and the contact typed where the link
   * is sent, checked by the wizard's own rules (a wrong e-mail or phone is a field error, in the caller's language).
   */
  async function editable(principal: Principal, id: string, body: CustomerLinkBody) {
    const vendor = vendorOf(principal);
    const found = isApplicationId(id) ? await answers.read(vendor.id, id) : undefined;
    if (!found) throw applicationNotFound();
    if (!classOf(found.status)?.edit)
      throw new AppError('errors:api.applicationLocked', 409, { status: found.status });
    const target = body.person === 'applicant' ? found.applicant : found.coApplicant;
    if (!target) throw badRequest('errors:api.customerLinkNoCoApplicant');
    const given = Object.fromEntries(
      Object.entries(body.contact ?? {}).filter(
        ([, value]) => typeof value === 'string' && value.trim() !== '',
      ),
    );
    const result = validateStep(contactForm, given, 'back');
    if (!result.ok)
      throw new AppError('errors:fatalError.errorAppForm', 400, {}, {}, { errors: result.errors });
    const contact = result.data as { email?: string; mobilePhone?: string };
    return { vendor, target, contact };
  }

  return {
    /** POST /api/applications/customer-link/{id}: a message with the link, or the dealer's tablet handed over. */
    async send(principal: Principal, id: string, body: CustomerLinkBody, locale: Locale, ip?: string) {
      const { vendor, target, contact } = await editable(principal, id, body);
      const email = contact.email ?? (typeof target.email === 'string' ? target.email : null);
      const mobile =
        contact.mobilePhone ?? (typeof target.mobilePhone === 'string' ? target.mobilePhone : null);
      const channels = [...new Set(body.channels)];
      if (channels.includes('email') && !email) throw badRequest('errors:api.customerLinkNoEmail');
      if (channels.includes('sms') && !mobile) throw badRequest('errors:api.customerLinkNoMobile');
      const tablet = channels.includes('tablet');
      const language = body.language ?? locale;
      const now = clock();
      const expiresAt = new Date(now.getTime() + (tablet ? SESSION_TTL_MS : LINK_TTL_MS));
      const token = newSecret();
      // The tablet's hand-off: the dealer's signed-in device vouches for the opening, the customer's view starts at once.
      const session = tablet ? newSecret() : null;
      const event = { applicationId: id, vendorId: vendor.id, userId: principal.userId, ip: ip ?? null };
      await repository.transaction(async (tx) => {
        // The application's row first: sends at once take turns, each revoking the one before (issue 36).
        if (!(await answers.lock(id, vendor.id, tx))) throw applicationNotFound();
        const revoked = await repository.revokeLive(id, body.person, now, tx);
        if (revoked > 0)
          await audit.record(
            {
              ...event,
              type: 'customer_link.revoked',
              detail: { person: body.person, revoked, reason: 'replaced' },
            },
            tx,
          );
        const awaited = await answers.awaitCustomer(
          {
            applicationId: id,
            vendorId: vendor.id,
            person: body.person,
            channel: tablet ? 'tablet' : 'link',
            contact,
            language,
          },
          tx,
        );
        if (!awaited) throw new AppError('errors:api.applicationChanged', 409);
        await repository.insert(
          {
            applicationId: id,
            vendorId: vendor.id,
            person: body.person,
            createdBy: principal.userId,
            tokenHash: token.hash,
            channels,
            language,
            expiresAt,
            ...(session ? { openedAt: now, sessionHash: session.hash, sessionExpiresAt: expiresAt } : {}),
          },
          tx,
        );
        await audit.record(
          { ...event, type: 'customer_link.sent', detail: { person: body.person, channels, language } },
          tx,
        );
      });
      if (session) return { sentTo: {}, expiresAt: expiresAt.toISOString(), session: session.value };
      const sentTo = await deliverLink(deps, {
        vendor,
        target,
        channels,
        email,
        mobile,
        language,
        expiresAt,
        token,
      });
      return { sentTo, expiresAt: expiresAt.toISOString() };
    },

    /** DELETE /api/applications/customer-link/{id}: the person's live link no longer opens. */
    async revoke(principal: Principal, id: string, person: CustomerPerson, ip?: string) {
      const vendor = vendorOf(principal);
      const found = isApplicationId(id) ? await answers.read(vendor.id, id) : undefined;
      if (!found) throw applicationNotFound();
      const revoked = await repository.transaction(async (tx) => {
        if (!(await answers.lock(id, vendor.id, tx))) throw applicationNotFound();
        const count = await repository.revokeLive(id, person, clock(), tx);
        // Not answered: the consent is the dealer's to ask again, on their screen or by a new link.
        await answers.releaseAwaited({ applicationId: id, vendorId: vendor.id, person }, tx);
        if (count > 0)
          await audit.record(
            {
              type: 'customer_link.revoked',
              applicationId: id,
              vendorId: vendor.id,
              userId: principal.userId,
              detail: { person, revoked: count, reason: 'revoked' },
              ip: ip ?? null,
            },
            tx,
          );
        return count;
      });
      return { revoked };
    },
  };
}
