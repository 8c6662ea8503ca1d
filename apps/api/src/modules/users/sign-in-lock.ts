// The sign-in lock by name (decision 052): refused attempts count against the name typed, whether it exists or not,
// and, much higher, against the address (one address trying many names); past either limit every attempt is told to
// wait. The counts are in the database (sign-in-lock.repository.ts), shared by every node. The password check uses
// it (credentials.ts); a second factor's verifier counts its wrong codes through the same lock.
import { createHmac } from 'node:crypto';
import { RetryLaterError } from '../../lib/app-error.ts';
import type { CountRule, SignInLockRepository } from './sign-in-lock.repository.ts';

export interface SignInLockLimits {
  /** Refused attempts on one name within `windowMs` that lock it (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  windowMs: number;
  /** How long a name, or an address, is locked (LOGIN_LOCK_MINUTES). */
  lockMs: number;
  /** Refused attempts from one address within `addressWindowMs` that pause it; 0 turns it off. */
  addressMaxFailures: number;
  addressWindowMs: number;
}

/** The normalised name: what a person means, whatever its case, spaces or Unicode form. */
export const normaliseName = (name: string) => name.normalize('NFC').trim().toLowerCase().normalize('NFC');

/** One attempt under way: a slot of its name is taken; it ends as a success or a failure. */
export interface SignInAttempt {
  /** The secret was right: the name's count starts again. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the name's slot stays counted, and the address is counted. */
  failed(): Promise<void>;
}

export function createSignInLock({
  repository,
  dataKey,
  limits,
  clock,
}: {
  repository: SignInLockRepository;
  /** The HMAC's key is derived from it: without it, a row's key tells no name. */
  dataKey: Buffer;
  limits: SignInLockLimits;
  clock: () => Date;
}) {
  const secret = createHmac('sha256', dataKey).update('vp:sign-in-lock').digest();
  const keyOf = (kind: 'name' | 'address', value: string) =>
    createHmac('sha256', secret).update(`${kind}:${value}`).digest('hex');
  const nameKey = (name: string) => keyOf('name', normaliseName(name));
  const addressKey = (ip: string | undefined) =>
    ip && limits.addressMaxFailures > 0 ? keyOf('address', ip) : undefined;
  const nameRule: CountRule = {
    maxFailures: limits.maxFailures,
    windowMs: limits.windowMs,
    lockMs: limits.lockMs,
  };
  const addressRule: CountRule = {
    maxFailures: limits.addressMaxFailures,
    windowMs: limits.addressWindowMs,
    lockMs: limits.lockMs,
  };

  /** The one answer of a lock, whoever typed the name and whether it exists: the wait, in minutes and seconds. */
  const refusal = (until: Date, now: Date) => {
    const waitMs = Math.max(1, until.getTime() - now.getTime());
    return new RetryLaterError('errors:api.tooManyAttempts', 429, Math.ceil(waitMs / 1000), {
      count: Math.ceil(waitMs / 60_000),
    });
  };

  /** Throws the lock's answer when the name or the address is locked. */
  async function check(name: string, ip: string | undefined): Promise<void> {
    const now = clock();
    const keys = [nameKey(name), addressKey(ip)].flatMap((key) => (key ? [key] : []));
    const until = await repository.lockedUntil(keys, now);
    if (until) throw refusal(until, now);
  }

  /** Counts a failure against the address (a pause only well above what a dealership's office meets). */
  async function countAddress(ip: string | undefined) {
    const key = addressKey(ip);
    if (key) await repository.count(key, addressRule, clock());
  }

  /**
   * Starts an attempt: refused with the lock's answer when the address is paused or the name locked; else one of the
   * name's slots is taken before the secret is checked (counted as a failure until it succeeds), so that parallel
   * attempts check at most `maxFailures` secrets.
   */
  async function begin(name: string, ip: string | undefined): Promise<SignInAttempt> {
    const address = addressKey(ip);
    const now = clock();
    const paused = address ? await repository.lockedUntil([address], now) : undefined;
    if (paused) throw refusal(paused, now);
    const key = nameKey(name);
    if (!(await repository.count(key, nameRule, now))) {
      await check(name, ip);
      // Unlocked between the count and the read: counted as the next attempt would be.
      return begin(name, ip);
    }
    return {
      succeeded: () => repository.clear(key),
      failed: () => countAddress(ip),
    };
  }

  return {
    check,
    begin,
    /** A failure checked without `begin` (e.g. a one-time code): counted against the name and the address. */
    async recordFailure(name: string, ip: string | undefined): Promise<void> {
      await repository.count(nameKey(name), nameRule, clock());
      await countAddress(ip);
    },
    /** The name's count starts again (a right password, or a second factor's right code). */
    clear: (name: string) => repository.clear(nameKey(name)),
    /** Deletes the counts past their window and their lock (the periodic prune job). */
    prune() {
      const now = clock();
      const longest = Math.max(limits.windowMs, limits.addressWindowMs);
      return repository.prune(new Date(now.getTime() - longest), now);
    },
  };
}
export type SignInLock = ReturnType<typeof createSignInLock>;
