// The streams open on this node (decision 042): each vendor's events go to its users' streams, one frame written once
// for all of them; a heartbeat comment keeps proxies from closing a quiet stream; a user has a bounded number of
// streams (the oldest closes when one more opens) and the node too (the surplus is refused, as a shed request).
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from './live.repository.ts';

/** Where a stream's frames go: the response's socket. */
export interface StreamSink {
  write(frame: string): void;
  /** Bytes written and not yet sent: a client that reads nothing is closed rather than buffered without end. */
  pending(): number;
  end(): void;
}

export interface LiveClient {
  readonly userId: number;
  readonly vendorId: number;
  /** The session that opened it: the stream ends with it (logout, another device's password change, expiry). */
  readonly sessionId: number;
  /** Frames of live events held while the client replays what it missed (null once live). */
  held: { id: number; frame: string }[] | null;
  sink: StreamSink;
  closed: boolean;
}

/** What ended: one session, every session of a user, or every session of a vendor's users. */
export type EndedSessions = { sessionId: number } | { userId: number } | { vendorId: number };

export interface LiveHubOptions {
  /** The dashboard's counts of a vendor, sent with each event. */
  counts(vendorId: number): Promise<Record<string, number>>;
  maxPerUser: number;
  maxStreams: number;
  heartbeatMs: number;
  /** A client with more bytes than this waiting to be sent is closed. */
  maxPendingBytes?: number;
  /** Of these sessions, the ones still open; asked at each heartbeat for every stream at once. */
  openSessions?(ids: number[]): Promise<Set<number>>;
  log: FastifyBaseLogger;
}

/** Whether the ended sessions include the client's. */
function endedFor(ended: EndedSessions, client: LiveClient): boolean {
  if ('sessionId' in ended) return client.sessionId === ended.sessionId;
  if ('userId' in ended) return client.userId === ended.userId;
  return client.vendorId === ended.vendorId;
}

/** Ids of events already dispatched, remembered so that a listener's catch-up sends none twice. */
const REMEMBERED = 10_000;

/** One event as a stream's frame: its id, and its data with the vendor's counts. */
export function frameOf(event: LiveEvent, counts: Record<string, number> | undefined): string {
  const data = {
    id: event.applicationId,
    status: event.status,
    from: event.from,
    event: event.event,
    reference: event.reference,
    at: event.at,
    ...(counts ? { counts } : {}),
  };
  return `id: ${event.id}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createLiveHub(options: LiveHubOptions) {
  const maxPending = options.maxPendingBytes ?? 1024 * 1024;
  const byVendor = new Map<number, Set<LiveClient>>();
  const byUser = new Map<number, LiveClient[]>();
  const seen = new Set<number>();
  let total = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let checking = false;

  /** The heartbeat: a comment to every stream, then the streams of sessions that ended are closed. */
  async function beat() {
    for (const clients of byVendor.values()) for (const c of clients) send(c, ': keep-alive\n\n');
    await checkSessions();
  }

  /**
   * Closes the streams whose sessions no longer hold (ended, idle too long, past their expiry): at each heartbeat,
   * and when the sessions' listener listens again after a loss (the ends it missed).
   */
  async function checkSessions() {
    if (!options.openSessions || checking) return;
    checking = true;
    try {
      const clients = [...byVendor.values()].flatMap((set) => [...set]);
      const open = await options.openSessions(clients.map((c) => c.sessionId));
      for (const client of clients) if (!open.has(client.sessionId)) close(client);
    } catch (err) {
      options.log.warn({ err }, 'live streams: sessions not checked');
    } finally {
      checking = false;
    }
  }

  function send(client: LiveClient, frame: string) {
    if (client.closed) return;
    if (client.sink.pending() > maxPending) {
      close(client);
      return;
    }
    client.sink.write(frame);
  }

  function close(client: LiveClient) {
    if (client.closed) return;
    client.closed = true;
    total -= 1;
    const vendor = byVendor.get(client.vendorId);
    vendor?.delete(client);
    if (vendor?.size === 0) byVendor.delete(client.vendorId);
    const own = (byUser.get(client.userId) ?? []).filter((c) => c !== client);
    if (own.length > 0) byUser.set(client.userId, own);
    else byUser.delete(client.userId);
    if (total === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    client.sink.end();
  }

  async function dispatch(event: LiveEvent) {
    if (seen.has(event.id)) return;
    seen.add(event.id);
    if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as number);
    const clients = byVendor.get(event.vendorId);
    if (!clients || clients.size === 0) return;
    const frame = frameOf(event, await options.counts(event.vendorId));
    for (const client of clients) {
      if (client.held) client.held.push({ id: event.id, frame });
      else send(client, frame);
    }
  }

  return {
    /** Streams open on this node. */
    size: () => total,

    /** Opens a client, or answers null when the node holds its most; the user's oldest closes past its bound. */
    open(
      { userId, vendorId, sessionId }: Pick<LiveClient, 'userId' | 'vendorId' | 'sessionId'>,
      sink: StreamSink,
      resuming: boolean,
    ): LiveClient | null {
      if (total >= options.maxStreams) return null;
      const own = byUser.get(userId) ?? [];
      while (own.length >= options.maxPerUser) {
        const oldest = own[0];
        if (!oldest) break;
        close(oldest);
        own.shift();
      }
      const client: LiveClient = {
        userId,
        vendorId,
        sessionId,
        held: resuming ? [] : null,
        sink,
        closed: false,
      };
      byUser.set(userId, [...(byUser.get(userId) ?? []), client]);
      const vendor = byVendor.get(vendorId) ?? new Set<LiveClient>();
      vendor.add(client);
      byVendor.set(vendorId, vendor);
      total += 1;
      heartbeat ??= setInterval(() => void beat(), options.heartbeatMs);
      heartbeat.unref();
      return client;
    },

    /** Sends the events a resuming client missed, then what arrived meanwhile (each once), and makes it live. */
    resume(client: LiveClient, missed: readonly { id: number; frame: string }[]) {
      const sent = new Set<number>();
      for (const { id, frame } of missed) {
        sent.add(id);
        send(client, frame);
      }
      for (const { id, frame } of client.held ?? []) if (!sent.has(id)) send(client, frame);
      client.held = null;
    },

    send,
    close,
    checkSessions,

    /**
     * Sessions ended on some node (a sign-out, a password change, a user's disable, a dealership's suspension): their
     * streams close at once, before the next event (decision 052).
     */
    endSessions(ended: EndedSessions) {
      for (const clients of [...byVendor.values()])
        for (const client of [...clients]) if (endedFor(ended, client)) close(client);
    },

    /** An event from the listener: to the streams of its vendor, in the order received. */
    publish(event: LiveEvent): Promise<void> {
      chain = chain
        .then(() => dispatch(event))
        .catch((err) => options.log.warn({ err }, 'live event not dispatched'));
      return chain;
    },

    /** Closes every stream (the node is closing: a server waits for its open connections). */
    closeAll() {
      for (const clients of [...byVendor.values()]) for (const client of [...clients]) close(client);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
