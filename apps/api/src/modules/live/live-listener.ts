// Every node hears every commit's live events (decision 042): on PostgreSQL a connection of its own LISTENs on the
// `live_events` channel (as the session cache's listener does, reconnecting after a loss); on PGlite, one process,
// PGlite's own LISTEN. Each (re)connection first catches up from the table, so an event committed while the
// connection was down is not lost.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type LiveEvent, parseLiveNotification } from './live.repository.ts';

export const LIVE_CHANNEL = 'live_events';

export interface LiveListenerOptions {
  /** PostgreSQL's URL; absent on PGlite. */
  url?: string | undefined;
  /** PGlite's own LISTEN (plugins/db.ts). */
  pgliteListen?:
    | ((channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>)
    | undefined;
  onEvent(event: LiveEvent): void;
  /** Called once listening, at start and after each reconnection: read what may have been missed. */
  onListening(): Promise<void>;
  log: FastifyBaseLogger;
  retryMs?: number;
}

export async function listenForLiveEvents(options: LiveListenerOptions): Promise<{ close(): Promise<void> }> {
  const handle = (payload: string | undefined) => {
    const event = parseLiveNotification(payload);
    if (event) options.onEvent(event);
    else options.log.warn('unreadable live event notification');
  };
  if (!options.url) {
    const stop = await options.pgliteListen?.(LIVE_CHANNEL, handle);
    await options.onListening();
    // Stopped after the database closed (the app's own close hooks): nothing left to stop.
    return { close: async () => stop?.().catch(() => undefined) };
  }
  return listenOnPostgres(options.url, options, handle);
}

async function listenOnPostgres(
  url: string,
  options: LiveListenerOptions,
  handle: (payload: string | undefined) => void,
) {
  const retryMs = options.retryMs ?? 2_000;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const release = (old: pg.Client) => old.end().catch(() => undefined);
  const lost = (err: unknown) => {
    if (client) {
      const old = client;
      client = undefined;
      void release(old);
    }
    if (closed) return;
    options.log.warn({ err }, 'live events listener lost: reconnecting');
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('error', (err) => {
      if (client === next) lost(err);
    });
    next.on('end', () => {
      if (client === next) lost(new Error('connection ended'));
    });
    next.on('notification', (message) => {
      if (client === next) handle(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
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
    await options.onListening().catch((err) => options.log.warn({ err }, 'live events catch-up failed'));
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) await release(current);
    },
  };
}
