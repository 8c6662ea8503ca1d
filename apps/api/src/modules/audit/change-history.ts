// The lender's own changes (issue 35): a dealership, a program's rate sheet, a lender's user or a lender setting
// changed, by whom, when, what before and after, and why, written to the append-only log in the change's own
// transaction, and read back as a history tab. One shape for every entity, so that each screen shows it alike.
import type { ChangeEntity, ChangeHistoryAnswer, FieldChange } from '@vp/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { events } from './audit.schema.ts';

/** The log's type of every change row; the entity and its id are in the detail (the index events_change_idx). */
export const CHANGE_EVENT = 'change';

export interface Change {
  entity: ChangeEntity;
  entityId: number;
  /** What was done, in the entity's words: 'created', 'updated', 'suspended', 'versionAdded'... */
  action: string;
  /** Who made it; null for the command line (an operator, no user). */
  userId: number | null;
  /** The values before the change (null for a creation) and after it; only the fields that may differ are compared. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
  /** The dealership the change is about, when it is about one (its own changes are then found by its id too). */
  vendorId?: number | null;
  ip?: string | null;
}

/** The fields whose values differ between before and after, in the order of after's keys (then before's). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const text = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  return keys
    .map((field) => ({ field, before: text(before?.[field]), after: text(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}

/** Writes a change inside the caller's transaction: it happens with the change or not at all. */
export async function recordChange(executor: Pick<Db, 'insert'>, change: Change): Promise<void> {
  await executor.insert(events).values({
    type: CHANGE_EVENT,
    userId: change.userId,
    vendorId: change.vendorId ?? null,
    ip: change.ip ?? null,
    detail: {
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      before: change.before,
      after: change.after,
      reason: change.reason ?? null,
    },
  });
}

/** An entity's changes, newest first, each named by its author (through `userNames`, the users module's read). */
export function createChangeHistory(
  db: Db,
  userNames: (ids: readonly number[]) => Promise<ReadonlyArray<{ id: number; displayName: string }>>,
) {
  return {
    async of(entity: ChangeEntity, entityId: number): Promise<ChangeHistoryAnswer> {
      const rows = await db
        .select({ id: events.id, userId: events.userId, detail: events.detail, at: events.at })
        .from(events)
        .where(
          and(
            eq(events.type, CHANGE_EVENT),
            sql`${events.detail}->>'entity' = ${entity}`,
            sql`${events.detail}->>'entityId' = ${String(entityId)}`,
          ),
        )
        .orderBy(desc(events.at), desc(events.id))
        .limit(500);
      const names = new Map(
        (await userNames(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))).map((u) => [
          u.id,
          u.displayName,
        ]),
      );
      return {
        changes: rows.map((row) => {
          const detail = row.detail ?? {};
          const before = (detail.before ?? null) as Record<string, unknown> | null;
          const after = (detail.after ?? null) as Record<string, unknown> | null;
          return {
            id: row.id,
            at: new Date(row.at).toISOString(),
            by: (row.userId !== null && names.get(row.userId)) || null,
            action: String(detail.action ?? ''),
            reason: typeof detail.reason === 'string' ? detail.reason : null,
            fields: changedFields(before, after),
          };
        }),
      };
    },
  };
}
export type ChangeHistory = ReturnType<typeof createChangeHistory>;
