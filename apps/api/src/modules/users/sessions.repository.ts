// Sessions: a hashed random token per sign-in, with its user and vendor.
import { eq, sql } from 'drizzle-orm';
import { serverPrepared } from '../../db/prepared.ts';
import type { Db } from '../../plugins/db.ts';
import { endSessions } from './session-ends.ts';
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

    /** Ends the session on every node: its cache entries and its live streams (session-ends.ts). */
    delete: (id: number) => endSessions(db, { sessionIds: [id] }),

    /** Ends every session of the user on every node (a password change). */
    deleteByUser: (userId: number) => endSessions(db, { userIds: [userId] }),
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
