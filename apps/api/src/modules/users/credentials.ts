// The credential check of sign-in and of a password change: the account lock, the per-address notice, and one answer
// for every refusal (decisions 002 and 033).
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { Config } from '../../plugins/config.ts';
import type { AuditRepository } from '../audit/index.ts';
import { createSignInNotice } from './sign-in-notice.ts';
import type { UsersRepository } from './users.repository.ts';

export interface RequestMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export function createCredentialCheck({
  users,
  audit,
  hasher,
  clock,
  config,
}: {
  users: UsersRepository;
  audit: AuditRepository;
  hasher: PasswordHasher;
  clock: () => Date;
  config: Pick<Config, 'login'>;
}) {
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
  return async function checkCredentials(userName: string, password: string, meta: RequestMeta) {
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
    // Told only to whoever knows the password: a disabled account is no secret to its own user (issue 27).
    if (user.disabledAt)
      throw new AppError(
        user.role === 'underwriter' ? 'lender:api.accountDisabled' : 'settings:api.accountDisabled',
        401,
      );
    // Likewise the lender's suspension of the whole dealership (issue 35): its users are told, and to whom to turn.
    if (found.vendorSuspended) throw new AppError('dealers:api.suspended', 401);
    return { user, vendor };
  };
}
export type CredentialCheck = ReturnType<typeof createCredentialCheck>;
