// A short-lived in-process cache of sessions, so that an authenticated read costs no session query (decision 024).
// A logout, an expiry or a password change forgets the session at once on this node, and on every other node through
// PostgreSQL's LISTEN/NOTIFY (session-ends.ts, session-ends-listener.ts); while that listener is not connected the
// cache stays off (a node that could miss a logout does not cache), and a reconnect starts from an empty cache.
import type { Vendor } from '@vp/domain';
import type { SessionNotice } from './session-ends.ts';
import type { UserRow } from './users.repository.ts';
import type { sessions } from './users.schema.ts';

/** What the sessions repository finds for a token. */
export interface CachedSession {
  session: typeof sessions.$inferSelect;
  user: UserRow;
  vendor: Vendor | null;
  /** The lender suspended the user's dealership (issue 35): the session is refused. */
  vendorSuspended?: boolean;
}

export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  set(tokenHash: string, found: CachedSession): void;
  forget(end: SessionNotice): void;
  /** Off: nothing is kept or answered (the cross-node listener is down); on again starts empty. */
  setEnabled(enabled: boolean): void;
  readonly size: number;
}

interface Entry {
  found: CachedSession;
  until: number;
}

/**
 * `ttlMs` 0 turns the cache off. The map holds at most `maxEntries` sessions; when full, the oldest entry goes
 * (a Map iterates in insertion order).
 */
export function createSessionCache({
  ttlMs,
  clock,
  enabled: initiallyEnabled = true,
  maxEntries = 10_000,
}: {
  ttlMs: number;
  clock: () => Date;
  enabled?: boolean;
  maxEntries?: number;
}): SessionCache {
  const entries = new Map<string, Entry>();
  let enabled = initiallyEnabled && ttlMs > 0;
  return {
    get(tokenHash) {
      if (!enabled) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= clock().getTime()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.found;
    },
    set(tokenHash, found) {
      if (!enabled) return;
      entries.delete(tokenHash);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { found, until: clock().getTime() + ttlMs });
    },
    forget(end) {
      for (const [hash, { found }] of entries) {
        if (endsSession(end, found)) entries.delete(hash);
      }
    },
    setEnabled(on) {
      entries.clear();
      enabled = on && ttlMs > 0;
    },
    get size() {
      return entries.size;
    },
  };
}

function endsSession(end: SessionNotice, found: CachedSession): boolean {
  if ('session' in end) return found.session.id === end.session;
  if ('user' in end) return found.user.id === end.user;
  if ('refreshed' in end) return found.user.id === end.refreshed;
  return found.user.vendorId === end.vendor;
}
