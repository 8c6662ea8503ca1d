// A vendor admin's reads and writes of the dealership's users (issue 27), and the user's own settings. Every write of
// a change runs in the caller's transaction, after `lockVendor`: two admins of one vendor change its users one at a
// time, so the last-admin rule holds under concurrent requests.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { encodeSessionEnd, SESSIONS_CHANNEL } from './session-cache.ts';
import { sessions, users, vendors } from './users.schema.ts';

export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type UserRow = typeof users.$inferSelect;

export function createVendorUsersRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    /** Holds the vendor's row until the transaction ends: one change to its users at a time. */
    async lockVendor(tx: Executor, vendorId: number) {
      await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('update');
    },

    async findById(id: number, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByUserName(userName: string, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor
        .select()
        .from(users)
        .where(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase()))
        .limit(1);
      return row;
    },

    listByVendor(vendorId: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.vendorId, vendorId), eq(users.role, 'vendor')))
        .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
    },

    /** The vendor's enabled admins other than `exceptId`. */
    async otherEnabledAdmins(tx: Executor, vendorId: number, exceptId: number): Promise<number> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.vendorId, vendorId),
            eq(users.vendorAdmin, true),
            isNull(users.disabledAt),
            ne(users.id, exceptId),
          ),
        );
      return rows.length;
    },

    async insert(tx: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(tx: Executor, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      if (!row) throw new Error('update found no row');
      return row;
    },

    /**
     * Ends every session of the user, and tells every node's session cache (session-cache.ts) at the commit: a
     * notification sent in a transaction is delivered when it commits, never if it rolls back.
     */
    async endSessions(tx: Executor, userId: number) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${encodeSessionEnd({ user: userId })})`);
    },

    /** Every node's cache forgets the user's sessions (read again with the user's new admin flag). */
    async refreshSessions(tx: Executor, userId: number) {
      await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${encodeSessionEnd({ user: userId })})`);
    },

    async setLanguage(id: number, language: 'en' | 'fr', executor: Executor = db) {
      await executor.update(users).set({ language }).where(eq(users.id, id));
    },
  };
}
export type VendorUsersRepository = ReturnType<typeof createVendorUsersRepository>;
