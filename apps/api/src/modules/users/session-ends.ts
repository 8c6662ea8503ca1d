// The one way sessions end (decision 052): `endSessions` deletes them and tells every node, through PostgreSQL's
// NOTIFY sent in the caller's transaction (delivered at its commit, never if it rolls back); each node hears it on
// `listenForEndedSessions` (its own connection on PostgreSQL, PGlite's LISTEN in one process) and forgets the
// sessions in its cache and closes their live streams. Sign-out, a password change, a user's disable or password
// reset, a dealership's suspension, and any later "factor reset", all call `endSessions`.
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { sessions, users as usersTable } from './users.schema.ts';

/** The channel a node announces ended sessions on. */
export const SESSIONS_CHANNEL = 'vp_sessions_ended';

/** What ended: one session, every session of a user, or every session of a dealership's users. */
export type SessionEnd = { session: number } | { user: number } | { vendor: number };

/** What a node hears: an end, or a user's sessions that hold but are to be read again (new rights). */
export type SessionNotice = SessionEnd | { refreshed: number };

/** `user:<id>:refresh` for a refresh: a node of before decision 052 reads it as `user:<id>`, and forgets alike. */
export function encodeSessionEnd(notice: SessionNotice): string {
  if ('session' in notice) return `session:${notice.session}`;
  if ('user' in notice) return `user:${notice.user}`;
  if ('vendor' in notice) return `vendor:${notice.vendor}`;
  return `user:${notice.refreshed}:refresh`;
}

export function decodeSessionEnd(payload: string): SessionNotice | undefined {
  const [kind, raw, extra] = payload.split(':');
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id)) return undefined;
  if (kind === 'user' && extra === 'refresh') return { refreshed: id };
  if (extra !== undefined) return undefined;
  if (kind === 'session') return { session: id };
  if (kind === 'user') return { user: id };
  if (kind === 'vendor') return { vendor: id };
  return undefined;
}

/** Every node's cache forgets the user's sessions, which hold: read again with the user's new rights. */
export async function announceRefresh(executor: Pick<Db, 'execute'>, userId: number): Promise<void> {
  await executor.execute(
    sql`select pg_notify(${SESSIONS_CHANNEL}, ${encodeSessionEnd({ refreshed: userId })})`,
  );
}

/** Which sessions to end; each list may be empty. */
export interface SessionsToEnd {
  sessionIds?: readonly number[];
  userIds?: readonly number[];
  vendorId?: number;
}

type Executor = Pick<Db, 'delete' | 'execute' | 'select'>;

/**
 * Deletes the sessions and announces their end to every node (their caches forget them, their streams close within
 * a second). In a transaction, the announcement goes at its commit.
 */
export async function endSessions(executor: Executor, which: SessionsToEnd): Promise<void> {
  const sessionIds = [...new Set(which.sessionIds ?? [])];
  const userIds = [...new Set(which.userIds ?? [])];
  const ends: SessionEnd[] = [
    ...sessionIds.map((session) => ({ session })),
    ...userIds.map((user) => ({ user })),
    ...(which.vendorId === undefined ? [] : [{ vendor: which.vendorId }]),
  ];
  if (ends.length === 0) return;
  const matches: SQL[] = [];
  if (sessionIds.length > 0) matches.push(inArray(sessions.id, sessionIds));
  if (userIds.length > 0) matches.push(inArray(sessions.userId, userIds));
  if (which.vendorId !== undefined)
    matches.push(
      inArray(
        sessions.userId,
        executor
          .select({ id: usersTable.id })
          .from(usersTable)
          .where(eq(usersTable.vendorId, which.vendorId)),
      ),
    );
  await executor.delete(sessions).where(or(...matches));
  for (const end of ends)
    await executor.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${encodeSessionEnd(end)})`);
}
