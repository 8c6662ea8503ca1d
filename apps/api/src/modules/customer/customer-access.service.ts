// The customer's side (issue 26): open the link (a one-time code to the other channel, or the date of birth on file),
// verify it for a short session, read what to confirm, and submit the consent and answers once, in one transaction.
// Every wrong token, code or date answers as a missing link; wrong ones are limited per link and per address, and so
// are the codes sent.
import { randomUUID } from 'node:crypto';
import { parseUsDate, toIsoDate } from '@vp/domain';
import { RetryLaterError } from '../../lib/app-error.ts';
import type { CustomerLinkRow } from './customer.repository.ts';
import {
  type AccessDeps,
  CODE_GAP_MS,
  CODE_TTL_MS,
  invalidLink,
  LINK_MAX_CODES,
  LINK_MAX_FAILURES,
  linkAccess,
  SESSION_TTL_MS,
  type Visitor,
} from './customer-link-access.ts';
import { codeMessage } from './customer-messages.ts';
import { hashCode, maskEmail, maskPhone, newCode, newSecret } from './customer-secrets.ts';
import { createCustomerSubmission } from './customer-submit.service.ts';

/** Why no new code goes now: one was sent under a minute ago, or the link sent all it may (issue 36). */
function codeRefused(link: CustomerLinkRow | undefined, now: Date): never {
  if (!link) throw invalidLink();
  if (link.codesSent >= LINK_MAX_CODES) {
    // Waiting brings no new code; the link's own end is when the dealer's new one is surely needed.
    const left = Math.max(1, Math.ceil((link.expiresAt.getTime() - now.getTime()) / 1000));
    throw new RetryLaterError('errors:api.customerCodeLimit', 429, left);
  }
  const next = (link.codeSentAt?.getTime() ?? 0) + CODE_GAP_MS;
  const seconds = Math.max(1, Math.ceil((next - now.getTime()) / 1000));
  throw new RetryLaterError('errors:api.customerCodeWait', 429, seconds, { seconds });
}

/** The second factor of a link: the code by the channel the link did not go by, else the date of birth on file. */
function factorOf(link: CustomerLinkRow, target: Record<string, unknown>) {
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
  if (!channel && dob) return { factor: 'dob' as const };
  // One channel and no date on file: the code goes by the same channel (decision 041 says what that proves).
  const by: 'email' | 'sms' = channel ?? (sentBy[0] === 'sms' ? 'sms' : 'email');
  const sentTo = by === 'sms' && mobile ? maskPhone(mobile) : maskEmail(email ?? '');
  return { factor: 'code' as const, by, email, mobile, sentTo };
}

/** Opening the link and giving the second factor. */
function createCustomerVerification(deps: AccessDeps) {
  const { repository, clock, guard } = deps;
  const { event, liveLink, person } = linkAccess(deps);

  async function deliverCode(
    link: CustomerLinkRow,
    to: { by: 'email' | 'sms'; email: string | null; mobile: string | null },
    code: string,
  ) {
    const message = codeMessage(deps.translate, link.language === 'fr' ? 'fr' : 'en', code);
    if (to.by === 'sms' && to.mobile)
      await deps.sendSms({
        messageId: randomUUID(),
        vendorId: link.vendorId,
        to: to.mobile,
        text: message.text,
      });
    else if (to.email)
      await deps.sendMail({
        messageId: randomUUID(),
        vendorId: link.vendorId,
        to: to.email,
        subject: message.subject,
        text: message.text,
      });
  }

  return {
    /**
     * POST /customer-api/open: the second factor asked, and a code sent when it is one. The code out stays while it is
     * valid (opening again sends none); `resend` asks a new one: one a minute, `LINK_MAX_CODES` a link (issue 36).
     */
    async open(token: string, visitor: Visitor, resend = false) {
      const link = await liveLink(token, visitor.ip);
      const { target } = await person(link);
      const factor = factorOf(link, target);
      const now = clock();
      if (factor.factor === 'dob') {
        await repository.askDob(link.id, now);
        await event(link, 'customer_link.opened', { factor: 'dob' }, visitor.ip);
        return { factor: 'dob' as const };
      }
      const answer = { factor: 'code' as const, channel: factor.by, sentTo: factor.sentTo };
      const code = newCode(token);
      const written = await repository.writeCode(
        link.id,
        { hash: code.hash, channel: factor.by, expiresAt: new Date(now.getTime() + CODE_TTL_MS) },
        { now, resend, limits: { max: LINK_MAX_CODES, gapMs: CODE_GAP_MS } },
      );
      if (!written) {
        const current = await repository.findById(link.id);
        const valid = current?.codeHash && current.codeExpiresAt && current.codeExpiresAt > now;
        // Opened again while the code sent is valid: the customer reads that one, no other replaces it.
        if (!resend && valid && current.codeChannel === factor.by) {
          await event(link, 'customer_link.opened', { factor: 'code' }, visitor.ip);
          return answer;
        }
        codeRefused(current, now);
      }
      await deliverCode(link, factor, code.code);
      await event(
        link,
        'customer_link.opened',
        { factor: 'code', ...(resend ? { resend } : {}) },
        visitor.ip,
      );
      await event(link, 'customer_link.code_sent', { channel: factor.by }, visitor.ip);
      return answer;
    },

    /**
     * POST /customer-api/verify: the code (or the date of birth) for a session of 30 minutes. An attempt is reserved
     * before the check (requests at once each take one, none past the limit), a right one given back (issue 36).
     */
    async verify(
      body: { token: string; code?: string | undefined; dob?: string | undefined },
      visitor: Visitor,
    ) {
      const link = await liveLink(body.token, visitor.ip);
      const failures = await repository.reserveAttempt(link.id, LINK_MAX_FAILURES);
      if (failures === undefined) {
        guard.recordFailure(visitor.ip);
        throw invalidLink();
      }
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
