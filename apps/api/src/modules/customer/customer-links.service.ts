// The salesperson's side of the customer's own device (issue 26): send a link (e-mail and/or text) for the customer,
// or the co-applicant, to complete their part on their own phone; revoke it. A new link revokes the previous one.
import { randomUUID } from 'node:crypto';
import { type CustomerLinkBody, type CustomerPerson, classOf, type Locale } from '@vp/domain';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import type { SmsMessage } from '../../adapters/sms/sms.ts';
import { AppError } from '../../lib/app-error.ts';
import { applicationNotFound, isApplicationId, vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { CustomerAnswers } from '../applications/index.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { CustomerRepository } from './customer.repository.ts';
import { linkMessages } from './customer-messages.ts';
import { maskEmail, maskPhone, newSecret } from './customer-secrets.ts';

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

export function createCustomerLinksService(deps: CustomerDeps) {
  const { repository, answers, audit, clock } = deps;

  /** The application of this vendor, still editable, and the person's contacts. */
  async function editable(principal: Principal, id: string, person: CustomerPerson) {
    const vendor = vendorOf(principal);
    const found = isApplicationId(id) ? await answers.read(vendor.id, id) : undefined;
    if (!found) throw applicationNotFound();
    if (!classOf(found.status)?.edit)
      throw new AppError('errors:api.applicationLocked', 409, { status: found.status });
    const target = person === 'applicant' ? found.applicant : found.coApplicant;
    if (!target) throw badRequest('errors:api.customerLinkNoCoApplicant');
    return { vendor, target };
  }

  return {
    /** POST /api/applications/customer-link/{id}. */
    async send(principal: Principal, id: string, body: CustomerLinkBody, locale: Locale, ip?: string) {
      const { vendor, target } = await editable(principal, id, body.person);
      const email = typeof target.email === 'string' ? target.email : null;
      const mobile = typeof target.mobilePhone === 'string' ? target.mobilePhone : null;
      const channels = [...new Set(body.channels)];
      if (channels.includes('email') && !email) throw badRequest('errors:api.customerLinkNoEmail');
      if (channels.includes('sms') && !mobile) throw badRequest('errors:api.customerLinkNoMobile');
      const language = body.language ?? locale;
      const now = clock();
      const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
      const token = newSecret();
      const event = { applicationId: id, vendorId: vendor.id, userId: principal.userId, ip: ip ?? null };
      await repository.transaction(async (tx) => {
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
          },
          tx,
        );
        await audit.record(
          { ...event, type: 'customer_link.sent', detail: { person: body.person, channels, language } },
          tx,
        );
      });
      const messages = linkMessages(deps.translate, {
        locale: language,
        vendor: vendor.name,
        name: [target.firstName, target.lastName].filter((p) => typeof p === 'string' && p).join(' '),
        url: `${deps.publicUrl.replace(/\/$/, '')}/customer#${token.value}`,
        expiresAt,
      });
      const sentTo: { email?: string; sms?: string } = {};
      // Both channels: the link goes by e-mail and the code, at opening, by text (each channel carries one factor).
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
          await deps.sendSms({
            messageId: randomUUID(),
            vendorId: vendor.id,
            to: mobile,
            text: messages.sms,
          });
        sentTo.sms = maskPhone(mobile);
      }
      return { sentTo, expiresAt: expiresAt.toISOString() };
    },

    /** DELETE /api/applications/customer-link/{id}: the person's live link no longer opens. */
    async revoke(principal: Principal, id: string, person: CustomerPerson, ip?: string) {
      const vendor = vendorOf(principal);
      const found = isApplicationId(id) ? await answers.read(vendor.id, id) : undefined;
      if (!found) throw applicationNotFound();
      const revoked = await repository.revokeLive(id, person, clock());
      if (revoked > 0)
        await audit.record({
          type: 'customer_link.revoked',
          applicationId: id,
          vendorId: vendor.id,
          userId: principal.userId,
          detail: { person, revoked, reason: 'revoked' },
          ip: ip ?? null,
        });
      return { revoked };
    },
  };
}
