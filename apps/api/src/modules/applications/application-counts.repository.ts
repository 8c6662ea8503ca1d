// The applications counted and swept: the dashboard's counts per list group, the submissions still undecided.
import { statusesWhere } from '@vp/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { perTurn } from '../../db/per-turn.ts';
import { serverPrepared } from '../../db/prepared.ts';
import type { Db } from '../../plugins/db.ts';
import { applications } from './applications.schema.ts';

type GroupCount = { listGroup: number; count: number };

/** The statuses of a second look the partner has not answered. */
const WITH_PARTNER = statusesWhere((c) => c.phase === 'kamsel');

export function createApplicationCountsRepository(db: Db) {
  // The dashboard's counts of the vendors asking in one turn, as one statement (decision 027).
  const countsOfVendors = serverPrepared(
    db
      .select({
        vendorId: applications.vendorId,
        listGroup: applications.listGroup,
        count: sql<number>`count(*)::int`,
      })
      .from(applications)
      .where(
        and(
          sql`${applications.vendorId} = any(${sql.placeholder('vendorIds')}::int[])`,
          sql`${applications.listGroup} IS NOT NULL`,
        ),
      )
      .groupBy(applications.vendorId, applications.listGroup)
      .prepare('application_counts_of_vendors'),
    'application_counts_of_vendors',
  );
  const counts = perTurn<number, GroupCount[]>(async (vendorIds) => {
    const rows = await countsOfVendors.execute({ vendorIds: [...new Set(vendorIds)] });
    const byVendor = new Map<number, GroupCount[]>();
    for (const row of rows) {
      const list = byVendor.get(row.vendorId) ?? [];
      list.push({ listGroup: Number(row.listGroup), count: row.count });
      byVendor.set(row.vendorId, list);
    }
    return vendorIds.map((vendorId) => byVendor.get(vendorId) ?? []);
  });
  return {
    /**
     * Number of listed applications per group order (the generated `list_group`), for one vendor or
     * (vendorId null: the lender) for all: the same column the list filters on, so counts and totals agree.
     */
    async countByGroup(vendorId: number | null): Promise<GroupCount[]> {
      if (vendorId !== null) return counts.load(vendorId);
      const rows = await db
        .select({ listGroup: applications.listGroup, count: sql<number>`count(*)::int` })
        .from(applications)
        .where(sql`${applications.listGroup} IS NOT NULL`)
        .groupBy(applications.listGroup);
      return rows.map((row) => ({ listGroup: Number(row.listGroup), count: row.count }));
    },

    /**
     * Submissions accepted but not decided yet (their job lost before it was queued, or a worker down): every
     * vendor's for the start-up sweep, one vendor's for the list's sync. A decision is stored in the transaction that
     * moves the application out of SubmittedToCredit, so no decided submission is still there; a job sent twice finds
     * its decision and changes nothing (decisions.service.ts).
     */
    async findUndecided(vendorId?: number) {
      return db
        .select({ applicationId: applications.id, submissionId: applications.submissionId })
        .from(applications)
        .where(
          and(
            vendorId === undefined ? undefined : eq(applications.vendorId, vendorId),
            eq(applications.status, 'SubmittedToCredit'),
            isNotNull(applications.submissionId),
          ),
        );
    },

    /**
     * Second looks the partner has not answered yet (sent, or acknowledged), every vendor's: the start-up and periodic
     * sweeps send each again, so that a partner outage or a crash never loses one (a send is idempotent).
     */
    async findWithPartner() {
      return db
        .select({ applicationId: applications.id, submissionId: applications.submissionId })
        .from(applications)
        .where(and(inArray(applications.status, WITH_PARTNER), isNotNull(applications.submissionId)));
    },
  };
}
