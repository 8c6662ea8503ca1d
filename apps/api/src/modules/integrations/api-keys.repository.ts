// The API keys' table (decision 058): by their token's hash or their vendor.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { apiKeys } from './integrations.schema.ts';
import type { Executor } from './webhooks.repository.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function createApiKeysRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx)),

    async insertKey(values: typeof apiKeys.$inferInsert, tx: Executor): Promise<ApiKeyRow> {
      const [row] = await tx.insert(apiKeys).values(values).returning();
      if (!row) throw new Error('api key not created');
      return row;
    },
    keysOf: (vendorId: number): Promise<ApiKeyRow[]> =>
      db.select().from(apiKeys).where(eq(apiKeys.vendorId, vendorId)).orderBy(desc(apiKeys.id)),
    async keyOf(vendorId: number, id: number, tx: Executor = db): Promise<ApiKeyRow | undefined> {
      const [row] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.vendorId, vendorId), eq(apiKeys.id, id)))
        .limit(1);
      return row;
    },
    async liveKeyByHash(tokenHash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)))
        .limit(1);
      return row;
    },
    async revokeKey(id: number, at: Date, tx: Executor): Promise<ApiKeyRow | undefined> {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning();
      return row;
    },
    /** The key's last use, written only when the one on file is older than `before` (once a minute at most). */
    async touchKey(id: number, at: Date, before: Date) {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, id),
            sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < ${before.toISOString()})`,
          ),
        );
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
