// What the lender's dealers console reads of a vendor's applications (issue 35): how many each vendor created since a
// moment, and the ids of a vendor's applications in given statuses (a suspension ends their signing links).
import { and, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications } from './applications.schema.ts';

/** One grouped count over applications_vendor_listed_created_idx; a deleted draft is left out, as every list does. */
export async function applicationsCreatedSince(
  executor: Pick<Db, 'select'>,
  vendorIds: readonly number[],
  since: Date,
): Promise<Map<number, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await executor
    .select({ vendorId: applications.vendorId, count: count() })
    .from(applications)
    .where(
      and(
        inArray(applications.vendorId, [...new Set(vendorIds)]),
        gte(applications.created, since),
        isNotNull(applications.listGroup),
      ),
    )
    .groupBy(applications.vendorId);
  return new Map(rows.map((row) => [row.vendorId, Number(row.count)]));
}

/** The ids of the vendor's applications in one of the statuses (over applications_vendor_status_idx). */
export async function vendorApplicationIds(
  executor: Pick<Db, 'select'>,
  vendorId: number,
  statuses: readonly string[],
): Promise<string[]> {
  if (statuses.length === 0) return [];
  const rows = await executor
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.vendorId, vendorId), inArray(applications.status, [...statuses])));
  return rows.map((row) => row.id);
}
