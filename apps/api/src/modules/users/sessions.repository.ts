// Sessions: a hashed random token per sign-in, with its user and vendor.
import { eq, sql } from 'drizzle-orm';
import { serverPrepared } from '../../db/prepared.ts';
import type { Db } from '../../plugins/db.ts';
import { encodeSessionEnd, SESSIONS_CHANNEL, type SessionEnd } from './session-cache.ts';
import { toVendor } from './users.repository.ts';
import { sessions, users, vendors } from './users.schema.ts';

export interface NewSession {
  tokenHash: string;
  createdAt: Date;
  userId: number;
  expiresAt: Date;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export function createSessionsRepository(db: Db) {
  // Every authenticated call runs it: built once, and a named prepared statement on PostgreSQL (decision 024).
  const byTokenHash = serverPrepared(
    db
      .select({ session: sessions, user: users, vendor: vendors })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .leftJoin(vendors, eq(users.vendorId, vendors.id))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_by_token_hash'),
    'session_by_token_hash',
  );
  /** Tells every node's session cache (session-cache.ts) that sessions ended. */
  const announce = (end: SessionEnd) =>
    db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${encodeSessionEnd(end)})`);

  return {
    async create(session: NewSession) {
      await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
    },

    async findByTokenHash(tokenHash: string) {
      const [row] = await byTokenHash.execute({ tokenHash });
      return row
        ? {
            ...row,
            vendor: row.vendor ? toVendor(row.vendor) : null,
            vendorSuspended: row.vendor?.status === 'suspended',
          }
        : undefined;
    },

    async touch(id: number, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async delete(id: number) {
      await db.delete(sessions).where(eq(sessions.id, id));
      await announce({ session: id });
    },

    async deleteByUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await announce({ user: userId });
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
