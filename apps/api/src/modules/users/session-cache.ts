// A short-lived in-process cache of sessions, so that an authenticated read costs no session query (decision 024).
// A logout, an expiry or a password change forgets the session at once on this node, and on every other node through
// PostgreSQL's LISTEN/NOTIFY (`listenForEndedSessions`); while that listener is not connected the cache stays off (a
// node that could miss a logout does not cache), and a reconnect starts from an empty cache.
import type { Vendor } from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { UserRow } from './users.repository.ts';
import type { sessions } from './users.schema.ts';

/** The channel a node announces an ended session (or every session of a user) on. */
export const SESSIONS_CHANNEL = 'vp_sessions_ended';

/** What the sessions repository finds for a token. */
export interface CachedSession {
  session: typeof sessions.$inferSelect;
  user: UserRow;
  vendor: Vendor | null;
  /** The lender suspended the user's dealership (issue 35): the session is refused. */
  vendorSuspended?: boolean;
}

/** What ended: one session (`session:<id>`) or every session of a user (`user:<id>`). */
export type SessionEnd = { session: number } | { user: number };

export const encodeSessionEnd = (end: SessionEnd) =>
  'session' in end ? `session:${end.session}` : `user:${end.user}`;

export function decodeSessionEnd(payload: string): SessionEnd | undefined {
  const [kind, raw] = payload.split(':');
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) return undefined;
  if (kind === 'session') return { session: id };
  if (kind === 'user') return { user: id };
  return undefined;
}

export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  set(tokenHash: string, found: CachedSession): void;
  forget(end: SessionEnd): void;
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
        if ('session' in end ? found.session.id === end.session : found.user.id === end.user)
          entries.delete(hash);
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

/**
 * Listens on a dedicated PostgreSQL connection for the sessions other nodes end, and forgets them here. The cache is
 * on only while the connection listens; a lost connection turns it off and is retried (every `retryMs`); the cache
 * is empty when it comes back, so nothing missed in between is ever answered.
 */
/**
 * Ends a listening connection without waiting on it forever: a connection that already ended (its server gone, a
 * proxy cut) never answers `end()`, so after a second its socket is destroyed. An error it emits from now on is
 * expected and dropped.
 */
async function release(connection: pg.Client): Promise<void> {
  connection.removeAllListeners('notification');
  connection.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 1_000);
  });
  const ended = await Promise.race([
    connection.end().then(
      () => 'ended' as const,
      () => 'ended' as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  if (ended === 'late') {
    // pg keeps its socket on `connection.stream`; not in the typings.
    (
      connection as unknown as { connection?: { stream?: { destroy(): void } } }
    ).connection?.stream?.destroy();
  }
}

export async function listenForEndedSessions(
  url: string,
  cache: SessionCache,
  log: FastifyBaseLogger,
  retryMs = 2_000,
) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err?: unknown) => {
    cache.setEnabled(false);
    // Its handlers stay (an error after this is ignored by them): a pg client without an error listener would throw.
    if (client) {
      const old = client;
      client = undefined;
      release(old);
    }
    if (closed) return;
    if (err) log.warn({ err }, 'session listener lost: session cache off until it reconnects');
    retry = setTimeout(connect, retryMs);
    retry.unref();
  };

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    // Before it listens, a failure is the catch's below; after, it turns the cache off and retries.
    next.on('error', (err) => {
      if (client === next) lost(err);
    });
    next.on('end', () => {
      if (client === next) lost(new Error('connection ended'));
    });
    next.on('notification', (message) => {
      if (client !== next) return;
      const end = message.payload ? decodeSessionEnd(message.payload) : undefined;
      // An unreadable payload may be an ended session: forget everything rather than guess.
      if (end) cache.forget(end);
      else cache.setEnabled(true);
    });
    try {
      await next.connect();
      await next.query(`listen ${SESSIONS_CHANNEL}`);
    } catch (err) {
      await release(next);
      lost(err);
      return;
    }
    if (closed) {
      await release(next);
      return;
    }
    client = next;
    cache.setEnabled(true);
  }

  cache.setEnabled(false);
  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      cache.setEnabled(false);
      const current = client;
      client = undefined;
      if (current) await release(current);
    },
  };
}
