// A team admin's reads and writes of the team's users: a dealership's by its vendor admin (issue 27), the lender's by
// its lender admin (issue 35), and the user's own settings. Every write of a change runs in the caller's transaction,
// after the team's lock (`lockVendor`, `lockLender`): two admins of one team change its users one at a time, so the
// last-admin rule holds under concurrent requests.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { removeFactors } from './factor-reset.ts';
import { announceRefresh, endSessions as endAndAnnounce } from './session-ends.ts';
import { users, vendors } from './users.schema.ts';

export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type UserRow = typeof users.$inferSelect;

export function createTeamUsersRepository(db: Db) {
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

    /** Holds the lender's team until the transaction ends (a transaction-scoped advisory lock: it has no row). */
    async lockLender(tx: Executor) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lender-users'))`);
    },

    /** The vendor's users, by name. */
    listByVendor(vendorId: number, executor: Executor = db): Promise<UserRow[]> {
      return executor
        .select()
        .from(users)
        .where(and(eq(users.vendorId, vendorId), eq(users.role, 'vendor'), eq(users.system, false)))
        .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
    },

    /** The lender's users (role 'underwriter': the lender's staff, decision 046), by name. */
    listLender(executor: Executor = db): Promise<UserRow[]> {
      return executor
        .select()
        .from(users)
        .where(eq(users.role, 'underwriter'))
        .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
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
     * Ends every session of the user (session-ends.ts): every node's cache forgets them and their live streams close
     * at the commit; a notification sent in a transaction is delivered when it commits, never if it rolls back.
     */
    endSessions: (tx: Executor, userId: number) => endAndAnnounce(tx, { userIds: [userId] }),

    /** The user's passkeys, authenticator apps, recovery codes and pending sign-ins go (a reset, decision 053). */
    removeFactors: (tx: Executor, userId: number) => removeFactors(tx, userId),

    /** Every node's cache forgets the user's sessions (read again with the user's new admin flag or roles). */
    async refreshSessions(tx: Executor, userId: number) {
      await announceRefresh(tx, userId);
    },

    async setLanguage(id: number, language: 'en' | 'fr', executor: Executor = db) {
      await executor.update(users).set({ language }).where(eq(users.id, id));
    },
  };
}
export type TeamUsersRepository = ReturnType<typeof createTeamUsersRepository>;
