// What every call of the customer's side starts from (issue 26): the link by its token or its session, the person it
// is for, the audit of its events, and the per-address count of wrong tokens and codes.
import { classOf, type Locale, type Vendor } from '@vp/domain';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import type { Db } from '../../plugins/db.ts';
import type { CustomerLinkRow } from './customer.repository.ts';
import type { CustomerDeps } from './customer-links.service.ts';
import { hashSecret, isSecretShape, SESSION_TTL_MS } from './customer-secrets.ts';

export { SESSION_TTL_MS };

export const CODE_TTL_MS = 10 * 60_000;
/** Wrong codes (or dates) after which a link no longer opens. */
export const LINK_MAX_FAILURES = 5;
/** One-time codes a link may send in all (the first included), and the time between two (issue 36). */
export const LINK_MAX_CODES = 5;
export const CODE_GAP_MS = 60_000;

export interface AccessDeps extends CustomerDeps {
  vendorById: (id: number) => Promise<Vendor | undefined>;
  /** A fresh signing page of a contract's signer still to sign (the signing module's); null once done or ended. */
  signerLink?: ((envelopeId: string, signerId: number) => Promise<string | null>) | undefined;
  /** Whether a contract's signer has still to sign (the signing module's): a signing link opens only until then. */
  signerPending: (envelopeId: string, signerId: number) => Promise<boolean>;
  /** The per-address count of wrong tokens and codes (the sign-in notice's pattern, decision 033). */
  guard: { waitMs(address: string | undefined): number; recordFailure(address: string | undefined): void };
  /** The customer's consent given, in its transaction: the dealership's webhooks learn it (decision 058). */
  onConsent?:
    | ((
        consent: { applicationId: string; vendorId: number },
        tx: Pick<Db, 'select' | 'insert'>,
      ) => Promise<void>)
    | undefined;
}

export interface Visitor {
  ip: string;
  userAgent: string | null;
  locale: Locale;
}

/** Whatever was wrong (token, code, date, expiry), the answer is the same. */
export const invalidLink = () => new AppError('errors:api.customerLinkInvalid', 404);

/** What every call of the customer's side starts from: the link by its token or its session, its person, the audit. */
export function linkAccess(deps: AccessDeps) {
  const { repository, answers, audit, clock, guard } = deps;
  const event = (link: CustomerLinkRow, type: string, detail: Record<string, unknown>, ip: string) =>
    audit.record({
      type,
      applicationId: link.applicationId,
      vendorId: link.vendorId,
      detail: { person: link.person, ...detail },
      ip,
    });

  function checkAddress(ip: string) {
    const wait = guard.waitMs(ip);
    if (wait > 0)
      throw new RetryLaterError('errors:api.tooManyRequests', 429, Math.ceil(wait / 1000), {
        seconds: Math.ceil(wait / 1000),
      });
  }

  /**
   * Whether the link's application still takes it: not cancelled nor deleted. Their links are revoked with the status
   * (the status writer's reaction); this answers them as closed even where a revoke was missed (issue 36).
   */
  async function applicationOpen(link: CustomerLinkRow) {
    const status = await answers.status(link.vendorId, link.applicationId);
    return status !== undefined && classOf(status)?.phase !== 'ended';
  }

  /** A signing link opens (and texts a code) only while its signer has still to sign. */
  async function signingOpen(link: CustomerLinkRow) {
    if (link.purpose !== 'sign') return true;
    return Boolean(
      link.envelopeId && link.signerId !== null && (await deps.signerPending(link.envelopeId, link.signerId)),
    );
  }

  async function liveLink(token: string, ip: string) {
    checkAddress(ip);
    const link = isSecretShape(token)
      ? await repository.findLiveByToken(hashSecret(token), clock())
      : undefined;
    // A tablet's hand-off is opened by the dealer's session, never by its token. A closed link answers as a missing one.
    const opens =
      link &&
      link.failures < LINK_MAX_FAILURES &&
      !link.channels.includes('tablet') &&
      (await applicationOpen(link)) &&
      (await signingOpen(link));
    if (!link || !opens) {
      guard.recordFailure(ip);
      throw invalidLink();
    }
    return link;
  }

  async function person(link: CustomerLinkRow) {
    const found = await answers.read(link.vendorId, link.applicationId);
    const target = link.person === 'applicant' ? found?.applicant : found?.coApplicant;
    if (!found || !target) throw invalidLink();
    return { found, target };
  }

  async function sessionLink(session: string | undefined) {
    const now = clock();
    const link =
      session && isSecretShape(session)
        ? await repository.findLiveBySession(hashSecret(session), now)
        : undefined;
    if (!link || !(await applicationOpen(link))) throw invalidLink();
    return link;
  }

  return { event, liveLink, person, sessionLink };
}
