// Sign-in, sessions and password changes: credential checks, throttling, token issue and expiry.
import { createHash, randomBytes } from 'node:crypto';
import {
  type ChangePasswordInput,
  LENDER_ROLES,
  type LenderRole,
  type LoginInput,
  PASSWORD_EXPIRED_CODE,
  type SessionUser,
} from '@vp/domain';
import { AppError, tokenExpired } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { Principal } from '../../lib/principal.ts';
import type { Config } from '../../plugins/config.ts';
import type { AuditRepository } from '../audit/index.ts';
import { createCredentialCheck, type RequestMeta } from './credentials.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { SignInLock } from './sign-in-lock.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

/** Kept here for code written before decision 036; import it from `lib/principal.ts`. */
export type { Principal, RequestMeta };

/** A session's last-seen time is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toSessionUser(user: UserRow): SessionUser {
  return {
    userName: user.userName,
    displayName: user.displayName,
    role: user.role === 'underwriter' ? 'underwriter' : 'vendor',
    vendorAdmin: user.role !== 'underwriter' && user.vendorAdmin,
    lenderRoles: user.role === 'underwriter' ? user.lenderRoles.filter(isLenderRole) : [],
    language: user.language ?? null,
  };
}

const isLenderRole = (role: string): role is LenderRole => (LENDER_ROLES as readonly string[]).includes(role);

interface Deps {
  users: UsersRepository;
  sessions: SessionsRepository;
  audit: AuditRepository;
  hasher: PasswordHasher;
  clock: () => Date;
  config: Pick<Config, 'session' | 'password' | 'login'>;
  /** Sessions read recently, so that most calls run no session query (session-cache.ts, decision 024). */
  sessionCache?: SessionCache;
  /** The lock by name (decision 052): the password check's counts, and a second factor's. */
  signInLock: SignInLock;
}

export function createAuthService(deps: Deps) {
  const { users, sessions, audit, hasher, clock, config, sessionCache, signInLock } = deps;
  const checkCredentials = createCredentialCheck({ users, audit, hasher, lock: signInLock });

  return {
    async login(input: LoginInput, meta: RequestMeta) {
      const { user, vendor } = await checkCredentials(input.userName, input.password, meta);
      if (user.passwordExpiresAt && user.passwordExpiresAt <= clock()) {
        throw new AppError('errors:api.passwordExpired', 401, {}, { code: PASSWORD_EXPIRED_CODE });
      }
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
      await audit.record({ type: 'login', userId: user.id, vendorId: user.vendorId, ip: meta.ip ?? null });
      return { authToken, user: toSessionUser(user), vendor };
    },

    /** The principal of a token, or a 403 when it is unknown, idle too long or past its absolute expiry. */
    async authenticate(token: string | undefined): Promise<Principal> {
      if (!token) throw tokenExpired();
      const tokenHash = hashToken(token);
      const now = clock();
      const cached = sessionCache?.get(tokenHash);
      // A cached session answers only while it needs no write: expiry and the last-seen touch go to the database.
      if (
        cached &&
        cached.session.expiresAt > now &&
        cached.session.lastSeenAt.getTime() + config.session.idleMs > now.getTime() &&
        now.getTime() - cached.session.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS
      ) {
        const { session, user, vendor } = cached;
        return { sessionId: session.id, userId: user.id, user: toSessionUser(user), vendor };
      }
      const found = await sessions.findByTokenHash(tokenHash);
      if (!found) throw tokenExpired();
      const { session, user, vendor } = found;
      // A disabled user's sessions end when it is disabled (vendor-users.service.ts), a suspended dealership's users'
      // when it is suspended (dealers.service.ts); one left by a race ends here.
      if (
        user.disabledAt ||
        found.vendorSuspended ||
        session.expiresAt <= now ||
        session.lastSeenAt.getTime() + config.session.idleMs <= now.getTime()
      ) {
        await sessions.delete(session.id);
        throw tokenExpired();
      }
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await sessions.touch(session.id, now);
        session.lastSeenAt = now;
      }
      sessionCache?.set(tokenHash, found);
      return { sessionId: session.id, userId: user.id, user: toSessionUser(user), vendor };
    },

    async logout(principal: Principal, meta: RequestMeta) {
      sessionCache?.forget({ session: principal.sessionId });
      await sessions.delete(principal.sessionId);
      await audit.record({
        type: 'logout',
        userId: principal.userId,
        vendorId: principal.vendor?.id ?? null,
        ip: meta.ip ?? null,
      });
    },

    /** Changes a password given the current one (no session needed: an expired user has none); ends every session. */
    async changePassword(input: ChangePasswordInput, meta: RequestMeta) {
      const { user } = await checkCredentials(input.userName, input.password, meta);
      const now = clock();
      const hash = await hasher.hash(input.newPassword);
      await users.updatePassword(user.id, hash, now, new Date(now.getTime() + config.password.maxAgeMs));
      sessionCache?.forget({ user: user.id });
      await sessions.deleteByUser(user.id);
      await audit.record({
        type: 'password.changed',
        userId: user.id,
        vendorId: user.vendorId,
        ip: meta.ip ?? null,
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
