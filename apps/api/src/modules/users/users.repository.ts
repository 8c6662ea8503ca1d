// Users and vendors: look-ups by name, the failed-login counter, and password updates.
import type { Vendor } from '@vp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { users, vendors } from '../../db/schema.ts';
import type { Db } from '../../plugins/db.ts';

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

export function createUsersRepository(db: Db) {
  return {
    async findByUserName(userName: string) {
      const [row] = await db
        .select({ user: users, vendor: vendors })
        .from(users)
        .leftJoin(vendors, eq(users.vendorId, vendors.id))
        .where(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase()))
        .limit(1);
      return row ? { user: row.user, vendor: row.vendor ? toVendor(row.vendor) : null } : undefined;
    },

    /** Counts one failure; at the limit, locks the account until `lockUntil` and starts the count again. */
    async recordFailedLogin(id: number, maxFailures: number, lockUntil: Date) {
      const [row] = await db
        .update(users)
        .set({
          failedLogins: sql`case when ${users.failedLogins} + 1 >= ${maxFailures} then 0 else ${users.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, id))
        .returning({ lockedUntil: users.lockedUntil });
      return row?.lockedUntil ?? null;
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

    async insertVendor(values: typeof vendors.$inferInsert) {
      const [row] = await db.insert(vendors).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    findVendors: () => db.select().from(vendors).orderBy(asc(vendors.id)),

    async insertUser(values: typeof users.$inferInsert) {
      await db.insert(users).values(values);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
