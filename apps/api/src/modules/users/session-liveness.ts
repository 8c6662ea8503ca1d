// Which sessions are still open (issue 27, decision 042): a live stream outlives the request that opened it, so the
// node asks, for all its streams at once, which of their sessions still hold (not ended, not idle too long, not past
// their absolute expiry), without touching them: an open stream is no activity of the user's.
import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { sessions } from './users.schema.ts';

export async function openSessionIds(
  db: Pick<Db, 'select'>,
  ids: readonly number[],
  now: Date,
  idleMs: number,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, [...new Set(ids)]),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
