// Users and vendors: look-ups by name, the failed-login counter, and password updates.
import type { Vendor } from '@vp/domain';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users, vendors } from './users.schema.ts';

export type UserRow = typeof users.$inferSelect;

export function toVendor(row: typeof vendors.$inferSelect): Vendor {
  return {
    id: row.id,
    name: row.name,
    vendorInternalOrExternal: row.vendorInternalOrExternal,
    province: row.province,
    country: row.country === 'US' ? 'US' : 'CA',
  };
}

/** The vendors' names and where they are (a contract names its dealer; the lender's queue, each package's vendor). */
export async function vendorsByIds(executor: Pick<Db, 'select'>, ids: readonly number[]): Promise<Vendor[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select()
    .from(vendors)
    .where(inArray(vendors.id, [...new Set(ids)]));
  return rows.map(toVendor);
}

export function createUsersRepository(db: Db) {
  async function findOne(where: SQL) {
    const [row] = await db
      .select({ user: users, vendor: vendors })
      .from(users)
      .leftJoin(vendors, eq(users.vendorId, vendors.id))
      .where(where)
      .limit(1);
    return row
      ? {
          user: row.user,
          vendor: row.vendor ? toVendor(row.vendor) : null,
          vendorSuspended: row.vendor?.status === 'suspended',
        }
      : undefined;
  }

  return {
    findByUserName: (userName: string) =>
      findOne(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase())),

    /** The user of a sign-in ticket or a passkey, with their vendor. */
    findById: (id: number) => findOne(eq(users.id, id)),

    /**
     * Reserves one password check before the hash is verified, in one statement, so that parallel attempts cannot
     * slip past the lock: counts the attempt as a failure until it succeeds, and the attempt that takes the last slot
     * locks the account until `lockUntil` (a success clears it). An expired lock starts the count again. Answers
     * false when the account is locked: no check may be made.
     */
    async reserveLoginAttempt(id: number, maxFailures: number, now: Date, lockUntil: Date) {
      const expired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now.toISOString()}::timestamptz)`;
      const attempts = sql`(case when ${expired} then 1 else ${users.failedLogins} + 1 end)`;
      const rows = await db
        .update(users)
        .set({
          failedLogins: attempts,
          lockedUntil: sql`case when ${attempts} >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(users.id, id), or(isNull(users.lockedUntil), expired)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async clearFailedLogins(id: number) {
      await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
    },

    async updatePassword(id: number, passwordHash: string, changedAt: Date, expiresAt: Date) {
      await db
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: changedAt,
          passwordExpiresAt: expiresAt,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(eq(users.id, id));
    },

    findVendors: () => db.select().from(vendors).orderBy(asc(vendors.id)),

    async insertUser(values: typeof users.$inferInsert) {
      await db.insert(users).values(values);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type FoundUser = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;
