// A notice per address, in this node's memory (decision 033): after a number of refused attempts from one address,
// every attempt from it is told to wait. The customer links' guard uses it; the staff's sign-in no longer does (its
// lock follows the name typed and is shared by every node: sign-in-lock.ts, decision 052).

interface Options {
  /** Refused sign-ins from one address that start the pause; 0 turns the notice off. */
  maxFailures: number;
  /** The failures counted are those since the first one of this window. */
  windowMs: number;
  /** How long the address is paused: the account lock's length, so that a person locked out is told the truth. */
  pauseMs: number;
  clock: () => Date;
  /** Addresses remembered at most (the oldest are forgotten first): a flood of addresses cannot exhaust memory. */
  maxAddresses?: number;
}

interface Entry {
  failures: number;
  /** When the window of this count began (ms). */
  since: number;
  /** The end of the pause (ms), 0 while none. */
  pausedUntil: number;
}

export function createSignInNotice({
  maxFailures,
  windowMs,
  pauseMs,
  clock,
  maxAddresses = 10_000,
}: Options) {
  const byAddress = new Map<string, Entry>();
  const off = maxFailures === 0;

  /** The address's entry while it still counts, or undefined once its window or its pause has ended. */
  const current = (address: string, now: number): Entry | undefined => {
    const entry = byAddress.get(address);
    if (!entry) return undefined;
    const ended = entry.pausedUntil > 0 ? entry.pausedUntil <= now : now - entry.since >= windowMs;
    if (!ended) return entry;
    byAddress.delete(address);
    return undefined;
  };

  return {
    /** The milliseconds this address must still wait before a sign-in is checked, 0 when it may sign in. */
    waitMs(address: string | undefined): number {
      if (off || !address) return 0;
      const now = clock().getTime();
      const entry = current(address, now);
      return entry && entry.pausedUntil > now ? entry.pausedUntil - now : 0;
    },

    /** Counts a refused sign-in (unknown name, wrong password, locked account alike). */
    recordFailure(address: string | undefined): void {
      if (off || !address) return;
      const now = clock().getTime();
      const entry = current(address, now) ?? { failures: 0, since: now, pausedUntil: 0 };
      entry.failures += 1;
      if (entry.failures >= maxFailures && entry.pausedUntil === 0) entry.pausedUntil = now + pauseMs;
      // Re-inserted, so that the map's order is the order of last failure and the oldest go first.
      byAddress.delete(address);
      byAddress.set(address, entry);
      if (byAddress.size > maxAddresses) {
        const oldest = byAddress.keys().next().value;
        if (oldest !== undefined) byAddress.delete(oldest);
      }
    },
  };
}
export type SignInNotice = ReturnType<typeof createSignInNotice>;
