// The customer's side (issue 26): open the link (a one-time code to the other channel, or the date of birth on file),
// verify it for a short session, read what to confirm, and submit the consent and answers once, in one transaction.
// Every wrong token, code or date answers as a missing link; wrong ones are limited per link and per address.
import { randomUUID } from 'node:crypto';
import { parseUsDate, toIsoDate } from '@vp/domain';
import {
  type AccessDeps,
  CODE_TTL_MS,
  invalidLink,
  linkAccess,
  SESSION_TTL_MS,
  type Visitor,
} from './customer-link-access.ts';
import { codeMessage } from './customer-messages.ts';
import { hashCode, maskEmail, maskPhone, newCode, newSecret } from './customer-secrets.ts';
import { createCustomerSubmission } from './customer-submit.service.ts';

/** Opening the link and giving the second factor. */
function createCustomerVerification(deps: AccessDeps) {
  const { repository, clock, guard } = deps;
  const { event, liveLink, person } = linkAccess(deps);
  return {
    /** POST /customer-api/open: the second factor asked, and a code sent when it is one. */
    async open(token: string, visitor: Visitor) {
      const link = await liveLink(token, visitor.ip);
      const { target } = await person(link);
      const email = typeof target.email === 'string' ? target.email : null;
      const mobile = typeof target.mobilePhone === 'string' ? target.mobilePhone : null;
      const sentBy = link.channels;
      // The code goes by the channel the link did not (both chosen: the link went by e-mail, the code goes by text).
      const channel: 'email' | 'sms' | null = sentBy.includes('email')
        ? mobile
          ? 'sms'
          : null
        : email
          ? 'email'
          : null;
      const dob = typeof target.dobIso === 'string' ? target.dobIso : null;
      const now = clock();
      if (!channel && dob) {
        await repository.setCode(link.id, { hash: null, channel: 'dob', expiresAt: null }, now);
        await event(link, 'customer_link.opened', { factor: 'dob' }, visitor.ip);
        return { factor: 'dob' as const };
      }
      // One channel and no date on file: the code goes by the same channel (decision 041 says what that proves).
      const by: 'email' | 'sms' = channel ?? (sentBy[0] === 'sms' ? 'sms' : 'email');
      const code = newCode(token);
      await repository.setCode(
        link.id,
        { hash: code.hash, channel: by, expiresAt: new Date(now.getTime() + CODE_TTL_MS) },
        now,
      );
      const message = codeMessage(deps.translate, link.language === 'fr' ? 'fr' : 'en', code.code);
      if (by === 'sms' && mobile)
        await deps.sendSms({
          messageId: randomUUID(),
          vendorId: link.vendorId,
          to: mobile,
          text: message.text,
        });
      else if (email)
        await deps.sendMail({
          messageId: randomUUID(),
          vendorId: link.vendorId,
          to: email,
          subject: message.subject,
          text: message.text,
        });
      await event(link, 'customer_link.opened', { factor: 'code' }, visitor.ip);
      await event(link, 'customer_link.code_sent', { channel: by }, visitor.ip);
      return {
        factor: 'code' as const,
        channel: by,
        sentTo: by === 'sms' && mobile ? maskPhone(mobile) : maskEmail(email ?? ''),
      };
    },

    /** POST /customer-api/verify: the code (or the date of birth) for a session of 30 minutes. */
    async verify(
      body: { token: string; code?: string | undefined; dob?: string | undefined },
      visitor: Visitor,
    ) {
      const link = await liveLink(body.token, visitor.ip);
      const now = clock();
      let right = false;
      let codeHash: string | null = null;
      if (link.codeChannel === 'dob') {
        const { target } = await person(link);
        const given = body.dob ? parseUsDate(body.dob) : undefined;
        right = Boolean(given && typeof target.dobIso === 'string' && toIsoDate(given) === target.dobIso);
      } else if (link.codeHash && link.codeExpiresAt && link.codeExpiresAt > now && body.code) {
        codeHash = hashCode(body.token, body.code);
        right = codeHash === link.codeHash;
      }
      const session = newSecret();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      if (!right || !(await repository.startSession(link.id, codeHash, { hash: session.hash, expiresAt }))) {
        const failures = await repository.recordFailure(link.id);
        guard.recordFailure(visitor.ip);
        await event(link, 'customer_link.failed', { failures }, visitor.ip);
        throw invalidLink();
      }
      await event(link, 'customer_link.verified', {}, visitor.ip);
      return { session: session.value, expiresAt: expiresAt.toISOString() };
    },
  };
}

export function createCustomerAccessService(deps: AccessDeps) {
  return { ...createCustomerVerification(deps), ...createCustomerSubmission(deps, linkAccess(deps)) };
}
export type CustomerAccessService = ReturnType<typeof createCustomerAccessService>;
