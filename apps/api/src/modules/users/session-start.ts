// The start of a session, wherever a sign-in ends (a password alone, its second step, a passkey alone), and the
// rules every way in shares: a disabled user, a suspended dealership and an expired password are told so.
import { createHash, randomBytes } from 'node:crypto';
import {
  LENDER_ROLES,
  type LenderRole,
  PASSWORD_EXPIRED_CODE,
  type SessionUser,
  type Vendor,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Config } from '../../plugins/config.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { UserRow } from './users.repository.ts';

/** Where a request came from, for the audit and the session's row. */
export interface RequestMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const isLenderRole = (role: string): role is LenderRole => (LENDER_ROLES as readonly string[]).includes(role);

export function toSessionUser(user: UserRow): SessionUser {
  return {
    userName: user.userName,
    displayName: user.displayName,
    role: user.role === 'underwriter' ? 'underwriter' : 'vendor',
    vendorAdmin: user.role !== 'underwriter' && user.vendorAdmin,
    lenderRoles: user.role === 'underwriter' ? user.lenderRoles.filter(isLenderRole) : [],
    language: user.language ?? null,
  };
}

export interface SignInUser {
  user: UserRow;
  vendor: Vendor | null;
  vendorSuspended: boolean;
}

/**
 * Refuses a user who may not begin a session, told only to whoever proved who they are (a password or a passkey):
 * a disabled account (issue 27), a suspended dealership (issue 35), a password past its age.
 */
export function assertMaySignIn({ user, vendorSuspended }: SignInUser, now: Date): void {
  assertAccountOpen(user, vendorSuspended);
  if (user.passwordExpiresAt && user.passwordExpiresAt <= now) {
    throw new AppError('errors:api.passwordExpired', 401, {}, { code: PASSWORD_EXPIRED_CODE });
  }
}

/** A disabled account (issue 27) or a suspended dealership (issue 35): told to whoever proved who they are. */
export function assertAccountOpen(
  user: Pick<UserRow, 'disabledAt' | 'role'>,
  vendorSuspended: boolean,
): void {
  if (user.disabledAt)
    throw new AppError(
      user.role === 'underwriter' ? 'lender:api.accountDisabled' : 'settings:api.accountDisabled',
      401,
    );
  if (vendorSuspended) throw new AppError('dealers:api.suspended', 401);
}

export function createSessionStart({
  sessions,
  audit,
  clock,
  config,
}: {
  sessions: SessionsRepository;
  audit: AuditRepository;
  clock: () => Date;
  config: Pick<Config, 'session'>;
}) {
  /** A new session: its token (only its hash is stored), the user and the vendor, audited as a sign-in. */
  return async function startSession({ user, vendor }: SignInUser, meta: RequestMeta, how: string) {
    const authToken = randomBytes(32).toString('base64url');
    const now = clock();
    await sessions.create({
      tokenHash: hashToken(authToken),
      createdAt: now,
      userId: user.id,
      expiresAt: new Date(now.getTime() + config.session.maxMs),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    await audit.record({
      type: 'login',
      userId: user.id,
      vendorId: user.vendorId,
      detail: { how },
      ip: meta.ip ?? null,
    });
    return { authToken, user: toSessionUser(user), vendor };
  };
}
export type StartSession = ReturnType<typeof createSessionStart>;
