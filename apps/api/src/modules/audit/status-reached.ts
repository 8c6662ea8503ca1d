// Which applications of each vendor reached given statuses since a moment, read from the status writer's events
// (every status change is one, with `to` in its detail): the lender's dealers list's figures (issue 35, decision 049).
// One statement over the index events_status_reached_idx (vendor, at), for the vendors of one page.
import { and, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { events } from './audit.schema.ts';

const reachedTo = sql<string>`(${events.detail}->>'to')`;

function reachedSince(vendorIds: readonly number[], since: Date, statuses: readonly string[]) {
  return and(
    inArray(events.vendorId, [...new Set(vendorIds)]),
    gte(events.at, since),
    isNotNull(events.applicationId),
    sql`${reachedTo} is not null`,
    inArray(reachedTo, [...statuses]),
  );
}

/** Per vendor: the distinct applications that reached one of `counted`, and of those, one of `among`. */
export async function statusReachedCounts(
  executor: Pick<Db, 'select'>,
  query: { vendorIds: readonly number[]; since: Date; counted: readonly string[]; among: readonly string[] },
): Promise<Map<number, { counted: number; among: number }>> {
  if (query.vendorIds.length === 0 || query.counted.length === 0) return new Map();
  const among = query.among.length > 0 ? inArray(reachedTo, [...query.among]) : sql`false`;
  const rows = await executor
    .select({
      vendorId: events.vendorId,
      counted: sql<number>`count(distinct ${events.applicationId})`.mapWith(Number),
      among: sql<number>`count(distinct ${events.applicationId}) filter (where ${among})`.mapWith(Number),
    })
    .from(events)
    .where(reachedSince(query.vendorIds, query.since, query.counted))
    .groupBy(events.vendorId);
  const counts = new Map<number, { counted: number; among: number }>();
  for (const row of rows) if (row.vendorId !== null) counts.set(row.vendorId, row);
  return counts;
}

/** The applications (with their vendor) that reached one of `statuses` since the moment, each once. */
export async function applicationsReached(
  executor: Pick<Db, 'select'>,
  query: { vendorIds: readonly number[]; since: Date; statuses: readonly string[] },
): Promise<Array<{ vendorId: number; applicationId: string }>> {
  if (query.vendorIds.length === 0 || query.statuses.length === 0) return [];
  const rows = await executor
    .select({ vendorId: events.vendorId, applicationId: events.applicationId })
    .from(events)
    .where(reachedSince(query.vendorIds, query.since, query.statuses))
    .groupBy(events.vendorId, events.applicationId);
  return rows.flatMap((row) =>
    row.vendorId !== null && row.applicationId !== null
      ? [{ vendorId: row.vendorId, applicationId: row.applicationId }]
      : [],
  );
}
