// The underwriter's view: Pending applications across vendors with their latest decision record.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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

    /** Records the underwriter's decision and moves the Pending application, in one transaction. */
    async decide(
      id: string,
      values: {
        status: 'Approved' | 'Declined';
        amountCents: number | null;
        rental: boolean;
        userId: number;
        note: string;
      },
    ) {
      return db.transaction(async (tx) => {
        const [app] = await tx
          .update(applications)
          .set({
            status: values.status,
            amountApproved: values.rental ? null : values.amountCents,
            rentalAmount: values.rental ? values.amountCents : null,
            edgeId:
              values.status === 'Approved'
                ? sql`coalesce(${applications.edgeId}, 'C' || nextval('edge_id_seq')::text)`
                : applications.edgeId,
            version: sql`${applications.version} + 1`,
            updated: sql`now()`,
          })
          .where(and(eq(applications.id, id), eq(applications.status, 'Pending')))
          .returning();
        if (!app) return undefined;
        await tx.insert(decisions).values({
          applicationId: id,
          submissionId: sql`gen_random_uuid()`,
          outcome: values.status,
          reasons: ['underwriter'],
          amountRequested: app.amount,
          amountApproved: values.amountCents,
          decidedBy: values.userId,
          note: values.note,
        });
        return app;
      });
    },
  };
}
export type UnderwriterRepository = ReturnType<typeof createUnderwriterRepository>;
