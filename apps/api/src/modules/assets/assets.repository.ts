// The assets of an application, and the application row their rules read (locked for the write that checks the cap).
import { and, asc, eq, sql } from 'drizzle-orm';
import { serverPrepared } from '../../db/prepared.ts';
import type { Db } from '../../plugins/db.ts';
import { applications } from '../applications/applications.schema.ts';
import { assets } from './assets.schema.ts';

export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type AssetRow = typeof assets.$inferSelect;
export type NewAsset = Omit<typeof assets.$inferInsert, 'id' | 'applicationId' | 'created'>;

/** What the asset and program rules read of an application. */
const applicationColumns = {
  id: applications.id,
  vendorId: applications.vendorId,
  status: applications.status,
  amountApproved: applications.amountApproved,
  applicationType: applications.applicationType,
  province: applications.province,
  country: applications.country,
};

export function createAssetsRepository(db: Db) {
  // The program screen's calls read this on every request (options, payment, programs): one round trip, built once and
  // a server-side prepared statement on PGlite too, where planning the text costs more than running it (decision 024).
  const withTotals = serverPrepared(
    db
      .select({
        ...applicationColumns,
        assetCount: sql<number>`count(${assets.id})::int`,
        // A sum of bigints is a numeric: read back as text, then a whole number of cents.
        totalCents: sql<number>`coalesce(sum(${assets.retailCost}), 0)`.mapWith(Number),
      })
      .from(applications)
      .leftJoin(assets, eq(assets.applicationId, applications.id))
      .where(
        and(
          eq(applications.id, sql.placeholder('id')),
          eq(applications.vendorId, sql.placeholder('vendorId')),
        ),
      )
      .groupBy(applications.id)
      .prepare('application_with_asset_totals'),
    'application_with_asset_totals',
  );

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Tx));
    },

    /**
     * The vendor's application; `lock` holds its row until the transaction ends, so that two asset writes of one
     * application check the cap one after the other, never both against the same total.
     */
    async findApplication(vendorId: number, id: string, executor: Tx = db, lock = false) {
      const query = executor
        .select(applicationColumns)
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.vendorId, vendorId)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The vendor's application with its assets' count and total with tax (cents), for a read. */
    async findApplicationWithTotals(vendorId: number, id: string) {
      const [row] = await withTotals.execute({ id, vendorId });
      return row;
    },

    /** How many assets the application has (the closing steps' fact, decision 031). */
    async countByApplication(applicationId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(assets)
        .where(eq(assets.applicationId, applicationId));
      return row?.count ?? 0;
    },

    async findByApplication(applicationId: string, executor: Tx = db): Promise<AssetRow[]> {
      return executor
        .select()
        .from(assets)
        .where(eq(assets.applicationId, applicationId))
        .orderBy(asc(assets.id));
    },

    async insert(applicationId: string, values: NewAsset, tx: Tx): Promise<AssetRow> {
      const [row] = await tx
        .insert(assets)
        .values({ ...values, applicationId })
        .returning();
      if (!row) throw new Error('insert returned no asset');
      return row;
    },

    async update(applicationId: string, assetId: number, values: NewAsset, tx: Tx) {
      const [row] = await tx
        .update(assets)
        .set(values)
        .where(and(eq(assets.id, assetId), eq(assets.applicationId, applicationId)))
        .returning();
      return row;
    },

    async remove(applicationId: string, assetId: number, tx: Tx) {
      const [row] = await tx
        .delete(assets)
        .where(and(eq(assets.id, assetId), eq(assets.applicationId, applicationId)))
        .returning();
      return row;
    },
  };
}
export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
