// Sign-in, sessions and password changes: credential checks, throttling, token issue and expiry.
import { createHash, randomBytes } from 'node:crypto';
import {
  type ChangePasswordInput,
  type LoginInput,
  PASSWORD_EXPIRED_CODE,
  type SessionUser,
} from '@vp/domain';
import { AppError, RetryLaterError, tokenExpired } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { Principal } from '../../lib/principal.ts';
import type { Config } from '../../plugins/config.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { createSignInNotice } from './sign-in-notice.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

/** Kept here for code written before decision 036; import it from `lib/principal.ts`. */
export type { Principal };

export interface RequestMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** A session's last-seen time is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toSessionUser(user: UserRow): SessionUser {
  return {
    userName: user.userName,
    displayName: user.displayName,
    role: user.role === 'underwriter' ? 'underwriter' : 'vendor',
  };
}

interface Deps {
  users: UsersRepository;
  sessions: SessionsRepository;
  audit: AuditRepository;
  hasher: PasswordHasher;
  clock: () => Date;
  config: Pick<Config, 'session' | 'password' | 'login'>;
  /** Sessions read recently, so that most calls run no session query (session-cache.ts, decision 024). */
  sessionCache?: SessionCache;
}

export function createAuthService({ users, sessions, audit, hasher, clock, config, sessionCache }: Deps) {
  const invalidCredentials = () => new AppError('errors:api.invalidCredentials', 401);
  const notice = createSignInNotice({
    maxFailures: config.login.addressMaxFailures,
    windowMs: config.login.addressWindowMs,
    pauseMs: config.login.lockMs,
    clock,
  });
  /** Refused: counted against the address (decision 033), then the one answer of every refusal. */
  const refused = (meta: RequestMeta) => {
    notice.recordFailure(meta.ip);
    return invalidCredentials();
  };

  /**
   * Checks a user name and password. A slot is reserved before the hash is verified (users.reserveLoginAttempt), so
   * parallel attempts verify at most LOGIN_MAX_FAILURES wrong passwords. A locked account answers exactly as an
   * unknown name or a wrong password, after the same argon2id work: nothing tells whether a name exists. An address
   * with too many refusals is told to wait before anything is checked, whatever the name (decision 033).
   */
  async function checkCredentials(userName: string, password: string, meta: RequestMeta) {
    const waitMs = notice.waitMs(meta.ip);
    if (waitMs > 0) {
      throw new RetryLaterError('errors:api.tooManyAttempts', 429, Math.ceil(waitMs / 1000), {
        count: Math.ceil(waitMs / 60_000),
      });
    }
    const found = await users.findByUserName(userName);
    const now = clock();
    const reserved =
      found &&
      (await users.reserveLoginAttempt(
        found.user.id,
        config.login.maxFailures,
        now,
        new Date(now.getTime() + config.login.lockMs),
      ));
    if (!found || !reserved) {
      await hasher.verify('', password);
      throw refused(meta);
    }
    const { user, vendor } = found;
    if (!(await hasher.verify(user.passwordHash, password))) {
      await audit.record({
        type: 'login.failed',
        userId: user.id,
        vendorId: user.vendorId,
        ip: meta.ip ?? null,
      });
      throw refused(meta);
    }
    await users.clearFailedLogins(user.id);
    return { user, vendor };
  }

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
      if (session.expiresAt <= now || session.lastSeenAt.getTime() + config.session.idleMs <= now.getTime()) {
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
