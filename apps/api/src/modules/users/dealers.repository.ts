// The lender's dealers (issue 35): the vendors' rows as its console reads and writes them, their first vendor admin,
// the end of every session of a suspended dealership's users, and a user's second factors reset (a lost phone). The only code of the console touching these tables
// (they are the users module's); every write runs in the caller's transaction.
import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { removeFactors } from './factor-reset.ts';
import { userFactors } from './factors.schema.ts';
import { endSessions as endAndAnnounce } from './session-ends.ts';
import type { Executor } from './team-users.repository.ts';
import { users, vendors } from './users.schema.ts';

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendor = typeof vendors.$inferInsert;

export interface DealerFilter {
  q?: string | undefined;
  status?: 'active' | 'suspended' | undefined;
  province?: string | undefined;
  /** The vendors' column value ('External Vendor' or another). */
  kind?: { external: boolean } | undefined;
}

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: DealerFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    q ? or(ilike(vendors.name, likeText(q)), ilike(vendors.legalName, likeText(q))) : undefined,
    filter.status ? eq(vendors.status, filter.status) : undefined,
    filter.province ? eq(vendors.province, filter.province) : undefined,
    filter.kind
      ? filter.kind.external
        ? eq(vendors.vendorInternalOrExternal, 'External Vendor')
        : sql`${vendors.vendorInternalOrExternal} <> 'External Vendor'`
      : undefined,
  );
}

export function createDealersRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    /** One page of the dealers by name, and how many match. */
    async list(filter: DealerFilter, page: { offset: number; limit: number }) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vendors)
          .where(where)
          .orderBy(asc(sql`lower(${vendors.name})`), asc(vendors.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ count: count() }).from(vendors).where(where),
      ]);
      return { rows, total: Number(total?.count ?? 0) };
    },

    async findById(id: number, executor: Pick<Db, 'select'> = db): Promise<VendorRow | undefined> {
      const [row] = await executor.select().from(vendors).where(eq(vendors.id, id)).limit(1);
      return row;
    },

    /** The vendor's row, held until the transaction ends: one change to a dealership at a time. */
    async lock(tx: Executor, id: number): Promise<VendorRow | undefined> {
      const [row] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update');
      return row;
    },

    async insert(tx: Executor, values: NewVendor): Promise<VendorRow> {
      const [row] = await tx.insert(vendors).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(tx: Executor, id: number, values: Partial<NewVendor>): Promise<VendorRow> {
      const [row] = await tx.update(vendors).set(values).where(eq(vendors.id, id)).returning();
      if (!row) throw new Error('update found no row');
      return row;
    },

    async userNameTaken(tx: Executor, userName: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase()))
        .limit(1);
      return row !== undefined;
    },

    async insertUser(tx: Executor, values: typeof users.$inferInsert): Promise<{ id: number }> {
      const [row] = await tx.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Ends every session of the vendor's users (session-ends.ts): every node's cache forgets them and their live
     * streams close at the commit (sent only if the transaction commits). The users' ids, for this node's cache.
     */
    async endSessions(tx: Executor, vendorId: number): Promise<number[]> {
      const ids = (await tx.select({ id: users.id }).from(users).where(eq(users.vendorId, vendorId))).map(
        (row) => row.id,
      );
      await endAndAnnounce(tx, { vendorId });
      return ids;
    },

    /** The vendor's users by name, each with its confirmed passkeys and authenticator apps counted. */
    async usersOf(vendorId: number, executor: Pick<Db, 'select'> = db) {
      return executor
        .select({
          id: users.id,
          userName: users.userName,
          displayName: users.displayName,
          vendorAdmin: users.vendorAdmin,
          disabledAt: users.disabledAt,
          secondFactors: sql<number>`(select count(*)::int from ${userFactors} where ${userFactors.userId} = ${users.id} and ${isNotNull(userFactors.confirmedAt)})`,
        })
        .from(users)
        .where(eq(users.vendorId, vendorId))
        .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
    },

    /**
     * A one-time password, already expired (they choose their own at their next sign-in), and their sessions end,
     * when they are the vendor's: false when they are not.
     */
    async resetPassword(tx: Executor, vendorId: number, userId: number, passwordHash: string, now: Date) {
      const changed = await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, passwordExpiresAt: now })
        .where(and(eq(users.id, userId), eq(users.vendorId, vendorId)))
        .returning({ id: users.id });
      if (changed.length === 0) return false;
      await endAndAnnounce(tx, { userIds: [userId] });
      return true;
    },

    /**
     * The user's passkeys, authenticator apps, recovery codes and pending sign-ins go, and their sessions end (the
     * same reset as a vendor admin's, decision 053), when they are the vendor's: false when they are not.
     */
    async resetFactors(tx: Executor, vendorId: number, userId: number): Promise<boolean> {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.vendorId, vendorId)))
        .limit(1);
      if (!user) return false;
      await removeFactors(tx, userId);
      await endAndAnnounce(tx, { userIds: [userId] });
      return true;
    },
  };
}
export type DealersRepository = ReturnType<typeof createDealersRepository>;
