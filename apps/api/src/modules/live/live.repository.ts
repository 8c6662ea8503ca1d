// The live events' table: written in the status writer's transaction (its trigger announces each at commit, migration
// 0016), read back by a stream that resumes after its Last-Event-ID or a node whose listener reconnected.
import { and, asc, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Executor, StatusChange } from '../applications/index.ts';
import { liveEvents } from './live.schema.ts';

/** One status change on its way to the streams of its vendor. */
export interface LiveEvent {
  id: number;
  vendorId: number;
  applicationId: string;
  reference: number | null;
  event: string;
  from: string | null;
  status: string;
  /** ISO date and time. */
  at: string;
}

/** Rows read back at once, at most: a longer gap is read page by page. */
export const REPLAY_PAGE = 500;

const toEvent = (row: typeof liveEvents.$inferSelect): LiveEvent => ({
  id: row.id,
  vendorId: row.vendorId,
  applicationId: row.applicationId,
  reference: row.reference,
  event: row.event,
  from: row.fromStatus,
  status: row.status,
  at: row.created.toISOString(),
});

/** The trigger's payload (migration 0016), or undefined when it is not one. */
export function parseLiveNotification(payload: string | undefined): LiveEvent | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const at = new Date(String(value.at));
    if (typeof value.id !== 'number' || typeof value.vendorId !== 'number' || Number.isNaN(at.getTime()))
      return undefined;
    return {
      id: value.id,
      vendorId: value.vendorId,
      applicationId: String(value.applicationId),
      reference: typeof value.reference === 'number' ? value.reference : null,
      event: String(value.event),
      from: typeof value.from === 'string' ? value.from : null,
      status: String(value.status),
      at: at.toISOString(),
    };
  } catch {
    return undefined;
  }
}

export function createLiveRepository(db: Db) {
  return {
    /** The status writer's reaction: one row in the change's transaction; its trigger tells every node at commit. */
    async record(change: StatusChange, tx: Executor) {
      await tx.insert(liveEvents).values({
        vendorId: change.vendorId,
        applicationId: change.applicationId,
        reference: change.reference,
        event: change.event,
        fromStatus: change.from,
        status: change.to,
      });
    },

    /** A vendor's events after an id, oldest first (a stream's resume). */
    async since(vendorId: number, afterId: number, limit = REPLAY_PAGE): Promise<LiveEvent[]> {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.vendorId, vendorId), gt(liveEvents.id, afterId)))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      return rows.map(toEvent);
    },

    /** Every vendor's events after an id (a listener that reconnected catches up), oldest first. */
    async after(afterId: number, limit = REPLAY_PAGE): Promise<LiveEvent[]> {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(gt(liveEvents.id, afterId))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      return rows.map(toEvent);
    },

    /** The newest event's id (0 when none): where a node's listener starts. */
    async latestId(): Promise<number> {
      const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
      return Number(row?.id ?? 0);
    },

    /** Deletes the events older than `before`; answers how many. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(liveEvents)
        .where(lt(liveEvents.created, before))
        .returning({ id: liveEvents.id });
      return rows.length;
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
