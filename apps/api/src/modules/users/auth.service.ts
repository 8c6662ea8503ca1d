// Sign-in, sessions and password changes: credential checks, throttling, the second step (decision 053), token issue
// and expiry.
import type { ChangePasswordInput, LoginInput, SecondStepAnswer } from '@vp/domain';
import { tokenExpired } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { Principal } from '../../lib/principal.ts';
import type { Config } from '../../plugins/config.ts';
import type { AuditRepository } from '../audit/index.ts';
import { createCredentialCheck, type RequestMeta } from './credentials.ts';
import type { SessionCache } from './session-cache.ts';
import {
  assertMaySignIn,
  createSessionStart,
  hashToken,
  type SignInUser,
  toSessionUser,
} from './session-start.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { SignInLock } from './sign-in-lock.ts';
import type { UsersRepository } from './users.repository.ts';

/** Kept here for code written before decision 036; import it from `lib/principal.ts`. */
export type { Principal, RequestMeta };
export { hashToken };

/** A session's last-seen time is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

interface Deps {
  users: UsersRepository;
  sessions: SessionsRepository;
  audit: AuditRepository;
  hasher: PasswordHasher;
  clock: () => Date;
  config: Pick<Config, 'session' | 'password' | 'login'>;
  /** Sessions read recently, so that most calls run no session query (session-cache.ts, decision 024). */
  sessionCache?: SessionCache;
  /** After the password: the second step a user with a factor (or one who must enrol) goes through, or null. */
  secondStep?: (found: SignInUser, meta: RequestMeta) => Promise<SecondStepAnswer | null>;
  /** The lock by name (decision 052): the password check's counts, and a second factor's. */
  signInLock: SignInLock;
}

export function createAuthService(deps: Deps) {
  const { users, sessions, audit, hasher, clock, config, sessionCache, signInLock, secondStep } = deps;
  const checkCredentials = createCredentialCheck({ users, audit, hasher, lock: signInLock });
  const startSession = createSessionStart({ sessions, audit, clock, config });

  return {
    async login(input: LoginInput, meta: RequestMeta) {
      const { attempt, ...found } = await checkCredentials(input.userName, input.password, meta);
      const user = { ...found, vendorSuspended: false };
      try {
        assertMaySignIn(user, clock());
      } catch (error) {
        // A right password that has expired is no guess: the name's count starts again.
        await attempt.succeeded();
        throw error;
      }
      // With a second step, the name's slot stays counted until the step succeeds: a password alone buys no new
      // guesses at the code (decision 053).
      const step = await secondStep?.(user, meta);
      if (step) return step;
      await attempt.succeeded();
      return startSession(user, meta, 'password');
    },

    startSession,

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
      const { user, attempt } = await checkCredentials(input.userName, input.password, meta);
      await attempt.succeeded();
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
