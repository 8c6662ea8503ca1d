// The credential check of sign-in and of a password change: the lock by name (decision 052) and one answer for every
// refusal (decision 002).
import { AppError } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { AuditRepository } from '../audit/index.ts';
import { assertAccountOpen, type RequestMeta } from './session-start.ts';
import type { SignInLock } from './sign-in-lock.ts';
import type { UsersRepository } from './users.repository.ts';

export type { RequestMeta } from './session-start.ts';

export function createCredentialCheck({
  users,
  audit,
  hasher,
  lock,
}: {
  users: UsersRepository;
  audit: AuditRepository;
  hasher: PasswordHasher;
  lock: SignInLock;
}) {
  const invalidCredentials = () => new AppError('errors:api.invalidCredentials', 401);

  /**
   * Checks a user name and password. The name typed is counted before the hash is verified (sign-in-lock.ts), so
   * that parallel attempts verify at most LOGIN_MAX_FAILURES wrong passwords; once locked, the name is answered 429
   * with the wait, whoever types it and whether it exists. An unknown name costs the same argon2id work and the same
   * statements as a wrong password: nothing tells whether a name exists.
   */
  return async function checkCredentials(userName: string, password: string, meta: RequestMeta) {
    const attempt = await lock.begin(userName, meta.ip);
    const found = await users.findByUserName(userName);
    if (!found) {
      await hasher.verify('', password);
      await attempt.failed();
      throw invalidCredentials();
    }
    const { user, vendor } = found;
    if (!(await hasher.verify(user.passwordHash, password))) {
      await audit.record({
        type: 'login.failed',
        userId: user.id,
        vendorId: user.vendorId,
        ip: meta.ip ?? null,
      });
      await attempt.failed();
      throw invalidCredentials();
    }
    // Told only to whoever knows the password: a disabled account, a suspended dealership are no secret to their users.
    assertAccountOpen(user, found.vendorSuspended);
    // The name's count starts again once the whole sign-in succeeds: after a second step when there is one (053).
    return { user, vendor, attempt };
  };
}
export type CredentialCheck = ReturnType<typeof createCredentialCheck>;
