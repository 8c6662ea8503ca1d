// The append-only audit log: who did what to which application, when, from where.

import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { events } from './audit.schema.ts';

export interface AuditEvent {
  type: string;
  userId?: number | null;
  vendorId?: number | null;
  applicationId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export function createAuditRepository(db: Db) {
  return {
    /** Records an event, inside the caller's transaction when one is given. */
    async record(event: AuditEvent, executor: Pick<Db, 'insert'> = db) {
      await executor.insert(events).values(event);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** What the log tells others: the lender's reading of an application's history. */
export function createAuditHistory(db: Db) {
  return {
    /** Each user's last event of a type (their last sign-in: 'login'), for the users who have one. */
    async lastOfType(type: string, userIds: readonly number[]): Promise<Map<number, Date>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: events.userId, at: max(events.at) })
        .from(events)
        .where(and(eq(events.type, type), inArray(events.userId, [...new Set(userIds)])))
        .groupBy(events.userId);
      const found = new Map<number, Date>();
      for (const row of rows) if (row.userId !== null && row.at) found.set(row.userId, new Date(row.at));
      return found;
    },

    /**
     * Whether the application went into one of `reviewStatuses` (the status writer's audit `to`) and was not sent back
     * to one of `draftStatuses` after it: the lender's by its history, whatever its status now.
     */
    async reviewedSinceLastDraft(
      applicationId: string,
      reviewStatuses: readonly string[],
      draftStatuses: readonly string[],
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(
          sql`${events.applicationId} = ${applicationId} and ${events.detail}->>'to' in ${reviewStatuses}
            and not exists (select 1 from ${events} redrafted where redrafted.application_id = ${events.applicationId}
              and redrafted.id > ${events.id} and redrafted.detail->>'to' in ${draftStatuses})`,
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type AuditHistory = ReturnType<typeof createAuditHistory>;
