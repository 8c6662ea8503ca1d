// The underwriter's view: Pending applications across vendors with their latest decision record.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { applications, decisions, vendors } from '../../db/schema.ts';
import type { Db } from '../../plugins/db.ts';

export function createUnderwriterRepository(db: Db) {
  /** The latest decision of each application, in one query. */
  async function latestDecisions(ids: string[]) {
    if (ids.length === 0) return new Map<string, typeof decisions.$inferSelect>();
    const rows = await db
      .select()
      .from(decisions)
      .where(inArray(decisions.applicationId, ids))
      .orderBy(desc(decisions.decidedAt), desc(decisions.id));
    const latest = new Map<string, typeof decisions.$inferSelect>();
    for (const row of rows) if (!latest.has(row.applicationId)) latest.set(row.applicationId, row);
    return latest;
  }

  async function withDecisions(
    rows: { application: typeof applications.$inferSelect; vendor: typeof vendors.$inferSelect }[],
  ) {
    const latest = await latestDecisions(rows.map((r) => r.application.id));
    return rows.map((r) => ({ ...r, decision: latest.get(r.application.id) ?? null }));
  }

  return {
    async findPending() {
      const rows = await db
        .select({ application: applications, vendor: vendors })
        .from(applications)
        .innerJoin(vendors, eq(applications.vendorId, vendors.id))
        .where(eq(applications.status, 'Pending'))
        .orderBy(applications.updated);
      return withDecisions(rows);
    },

    async findWithDecision(id: string) {
      const rows = await db
        .select({ application: applications, vendor: vendors })
        .from(applications)
        .innerJoin(vendors, eq(applications.vendorId, vendors.id))
        .where(eq(applications.id, id))
        .limit(1);
      return (await withDecisions(rows))[0];
    },

    /** Records the underwriter's decision, inside the transaction that moves the application (the status writer's). */
    async insertDecision(
      values: {
        applicationId: string;
        outcome: 'Approved' | 'Declined';
        amountRequested: number | null;
        amountCents: number | null;
        userId: number;
        note: string;
      },
      tx: Pick<Db, 'insert'>,
    ) {
      await tx.insert(decisions).values({
        applicationId: values.applicationId,
        submissionId: sql`gen_random_uuid()`,
        outcome: values.outcome,
        reasons: ['underwriter'],
        amountRequested: values.amountRequested,
        amountApproved: values.amountCents,
        decidedBy: values.userId,
        note: values.note,
      });
    },

    /** The loan number an approval writes: the one it has, else the next of the sequence. */
    nextEdgeId() {
      return sql`coalesce(${applications.edgeId}, 'C' || nextval('edge_id_seq')::text)`;
    },
  };
}
export type UnderwriterRepository = ReturnType<typeof createUnderwriterRepository>;
