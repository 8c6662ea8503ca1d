// Sessions: a hashed random token per sign-in, with its user and vendor.
import { eq } from 'drizzle-orm';
import { sessions, users, vendors } from '../../db/schema.ts';
import type { Db } from '../../plugins/db.ts';
import { toVendor } from './users.repository.ts';

export interface NewSession {
  tokenHash: string;
  createdAt: Date;
  userId: number;
  expiresAt: Date;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export function createSessionsRepository(db: Db) {
  return {
    async create(session: NewSession) {
      await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
    },

    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users, vendor: vendors })
        .from(sessions)
        .innerJoin(users, eq(sessions.userId, users.id))
        .leftJoin(vendors, eq(users.vendorId, vendors.id))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row ? { ...row, vendor: row.vendor ? toVendor(row.vendor) : null } : undefined;
    },

    async touch(id: number, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async delete(id: number) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteByUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
