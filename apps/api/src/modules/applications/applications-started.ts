// The applications started in a range (the reports' first funnel step, issue 37): counted by dealership or by the
// salesperson who created them, read by the reports module through the composition root (decision 036).
import { and, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications } from './applications.schema.ts';

export interface StartedQuery {
  from: Date;
  /** Exclusive. */
  to: Date;
  vendorId: number | null;
  createdBy: number | null;
  /** Counted per dealership or per salesperson (the creator; 0 for none recorded). */
  by: 'vendor' | 'salesperson';
}

/** How many applications were created in the range, by dealership or by salesperson; deleted drafts left out. */
export async function applicationsStarted(db: Pick<Db, 'select'>, query: StartedQuery) {
  const key: SQL<number> =
    query.by === 'vendor'
      ? sql<number>`${applications.vendorId}`
      : sql<number>`coalesce(${applications.createdBy}, 0)`;
  const rows = await db
    .select({ key, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      and(
        // Listed ones only (a deleted draft has no list group): the listed-by-creation indexes then serve it.
        isNotNull(applications.listGroup),
        gte(applications.created, query.from),
        lt(applications.created, query.to),
        query.vendorId === null ? undefined : sql`${applications.vendorId} = ${query.vendorId}`,
        query.createdBy === null ? undefined : sql`${applications.createdBy} = ${query.createdBy}`,
      ),
    )
    .groupBy(key);
  return new Map(rows.map((row) => [Number(row.key), Number(row.count)]));
}

/** When the application was created (the reports' facts row begins with it). */
export async function applicationCreatedAt(
  db: Pick<Db, 'select'>,
  applicationId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ created: applications.created })
    .from(applications)
    .where(sql`${applications.id} = ${applicationId}`);
  return row?.created ?? null;
}
