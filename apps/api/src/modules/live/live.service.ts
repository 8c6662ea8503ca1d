// The live status service (decision 042): the hub of this node's streams, fed by the listener, and a stream's resume
// from the table after its Last-Event-ID.
import type { FastifyBaseLogger } from 'fastify';
import { type LiveEvent, type LiveRepository, REPLAY_PAGE } from './live.repository.ts';
import { createLiveHub, frameOf, type LiveClient, type StreamSink } from './live-hub.ts';

export interface LiveLimits {
  maxPerUser: number;
  maxStreams: number;
  heartbeatMs: number;
  /** Events are kept this long for a resume, then pruned. */
  keepMs: number;
}

export function createLiveService({
  repository,
  counts,
  openSessions,
  limits,
  log,
  clock = () => new Date(),
}: {
  repository: LiveRepository;
  counts(vendorId: number): Promise<Record<string, number>>;
  /** Of these sessions, the ones still open (the users module's openSessionIds). */
  openSessions?(ids: number[]): Promise<Set<number>>;
  limits: LiveLimits;
  log: FastifyBaseLogger;
  clock?: () => Date;
}) {
  const hub = createLiveHub({ counts, openSessions, ...limits, log });
  /** The newest event this node dispatched or knows of: a reconnected listener reads on from it. */
  let lastSeen: number | undefined;

  function received(event: LiveEvent) {
    lastSeen = Math.max(lastSeen ?? 0, event.id);
    return hub.publish(event);
  }

  return {
    hub,
    received,

    /** The listener is (again) listening: the events committed since the last one seen reach the streams. */
    async caughtUp() {
      if (lastSeen === undefined) {
        lastSeen = await repository.latestId();
        return;
      }
      for (;;) {
        const page = await repository.after(lastSeen);
        for (const event of page) await received(event);
        if (page.length < REPLAY_PAGE) return;
      }
    },

    /** Opens a stream; null when this node holds its most. `afterId`: the client's Last-Event-ID. */
    async open(
      who: Pick<LiveClient, 'userId' | 'vendorId' | 'sessionId'>,
      sink: StreamSink,
      afterId: number | undefined,
    ) {
      const client = hub.open(who, sink, afterId !== undefined);
      if (!client || afterId === undefined) return client;
      await replay(client, afterId);
      return client;
    },

    close: (client: LiveClient) => hub.close(client),

    /** This node holds its most streams. */
    full: () => hub.size() >= limits.maxStreams,

    /** The events older than the kept time are deleted (the periodic prune job). */
    prune: () => repository.prune(new Date(clock().getTime() - limits.keepMs)),
  };

  async function replay(client: LiveClient, afterId: number) {
    const missed: LiveEvent[] = [];
    let from = afterId;
    for (;;) {
      const page = await repository.since(client.vendorId, from);
      missed.push(...page);
      const last = page.at(-1);
      if (!last || page.length < REPLAY_PAGE) break;
      from = last.id;
    }
    // The counts of now go with the last missed event: the dashboard needs only the newest.
    const now = missed.length > 0 ? await counts(client.vendorId) : undefined;
    hub.resume(
      client,
      missed.map((event, i) => ({
        id: event.id,
        frame: frameOf(event, i === missed.length - 1 ? now : undefined),
      })),
    );
  }
}
export type LiveService = ReturnType<typeof createLiveService>;
