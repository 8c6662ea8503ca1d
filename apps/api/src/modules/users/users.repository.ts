// Users and vendors: look-ups by name and password updates.
import type { Vendor } from '@vp/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
    /** A person's account by the name typed at sign-in; a dealership's system (decision 058) never signs in. */
    findByUserName: (userName: string) =>
      findOne(
        and(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase()), eq(users.system, false)) as SQL,
      ),

    /** The user of a sign-in ticket or a passkey, with their vendor. */
    findById: (id: number) => findOne(eq(users.id, id)),

    async updatePassword(id: number, passwordHash: string, changedAt: Date, expiresAt: Date) {
      await db
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: changedAt,
          passwordExpiresAt: expiresAt,
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
