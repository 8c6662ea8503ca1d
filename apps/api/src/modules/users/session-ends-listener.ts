// Every node hears the sessions any node ends (session-ends.ts, decision 052): on PostgreSQL a connection of its own
// LISTENs on the channel, reconnecting after a loss; on PGlite, one process, PGlite's own LISTEN. What it hears goes
// to a receiver: the composition root's, which forgets the sessions in the cache and closes their live streams.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { decodeSessionEnd, SESSIONS_CHANNEL, type SessionNotice } from './session-ends.ts';

export interface SessionEndReceiver {
  /** Sessions ended (or a user's refreshed); undefined for an unreadable notification (any may have ended). */
  ended(notice: SessionNotice | undefined): void;
  /**
   * Listening, or not: while not, ends are missed, so a cache stays off; when listening again, whatever may have
   * been missed is to be checked.
   */
  listening(on: boolean): void;
}

export interface SessionEndsListenerOptions {
  /** PostgreSQL's URL; absent on PGlite. */
  url?: string | undefined;
  /** PGlite's own LISTEN (plugins/db.ts). */
  pgliteListen?:
    | ((channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>)
    | undefined;
  receiver: SessionEndReceiver;
  log: FastifyBaseLogger;
  retryMs?: number;
}

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
  options: SessionEndsListenerOptions,
): Promise<{ close(): Promise<void> }> {
  const { receiver } = options;
  const heard = (payload: string | undefined) =>
    receiver.ended(payload ? decodeSessionEnd(payload) : undefined);
  if (!options.url) {
    const stop = await options.pgliteListen?.(SESSIONS_CHANNEL, heard);
    receiver.listening(true);
    // Stopped after the database closed (the app's own close hooks): nothing left to stop.
    return { close: async () => stop?.().catch(() => undefined) };
  }
  return listenOnPostgres(options.url, options, heard);
}

/**
 * A dedicated PostgreSQL connection. The receiver is told it listens only while the connection does; a lost
 * connection is retried (every `retryMs`).
 */
async function listenOnPostgres(
  url: string,
  options: SessionEndsListenerOptions,
  heard: (payload: string | undefined) => void,
) {
  const { receiver, log, retryMs = 2_000 } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err?: unknown) => {
    receiver.listening(false);
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
      if (client === next) heard(message.payload);
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
    receiver.listening(true);
  }

  receiver.listening(false);
  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      receiver.listening(false);
      const current = client;
      client = undefined;
      if (current) await release(current);
    },
  };
}
