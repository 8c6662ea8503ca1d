// The counts of refused sign-ins (decision 052): one row per key (an HMAC of a name typed or of an address), shared by
// every node, each count taken in one statement so that parallel attempts cannot pass the limit.
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { signInFailures } from './users.schema.ts';

export interface CountRule {
  /** The failure that fills the count locks the key. */
  maxFailures: number;
  /** Failures older than this window are forgotten: the next one starts a new count. */
  windowMs: number;
  lockMs: number;
}

const t = signInFailures;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createSignInLockRepository(db: Db) {
  return {
    /**
     * Counts one failure against the key, unless it is locked: a new row, or a count started again after its window
     * or its lock, or one more; the failure that reaches `maxFailures` locks it for `lockMs`. One statement: parallel
     * counts queue on the row, and none is taken past the limit. Answers false when the key was locked (nothing
     * counted).
     */
    async count(key: string, rule: CountRule, now: Date): Promise<boolean> {
      const lockUntil = at(new Date(now.getTime() + rule.lockMs));
      const fresh = sql`(${t.lockedUntil} is not null or ${t.windowStart} <= ${at(new Date(now.getTime() - rule.windowMs))})`;
      const failures = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
      const rows = await db
        .insert(t)
        .values({
          key,
          failures: 1,
          windowStart: now,
          lockedUntil: rule.maxFailures <= 1 ? new Date(now.getTime() + rule.lockMs) : null,
        })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            failures,
            windowStart: sql`case when ${fresh} then ${at(now)} else ${t.windowStart} end`,
            lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then ${lockUntil} else null end`,
          },
          // A lock still running counts nothing; an ended one starts a new count (`fresh`).
          setWhere: or(isNull(t.lockedUntil), sql`${t.lockedUntil} <= ${at(now)}`),
        })
        .returning({ key: t.key });
      return rows.length > 0;
    },

    /** The end of the latest lock still running among these keys, if any. */
    async lockedUntil(keys: readonly string[], now: Date): Promise<Date | undefined> {
      if (keys.length === 0) return undefined;
      const rows = await db
        .select({ until: t.lockedUntil })
        .from(t)
        .where(and(inArray(t.key, [...keys]), sql`${t.lockedUntil} > ${at(now)}`));
      const ends = rows.flatMap((row) => (row.until ? [row.until.getTime()] : []));
      return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
    },

    /** The key's count starts again (a right password). */
    async clear(key: string) {
      await db.delete(t).where(inArray(t.key, [key]));
    },

    /** Deletes the counts whose window began before `before` and whose lock (if any) has ended by `now`. */
    async prune(before: Date, now: Date): Promise<number> {
      const rows = await db
        .delete(t)
        .where(and(lt(t.windowStart, before), or(isNull(t.lockedUntil), sql`${t.lockedUntil} <= ${at(now)}`)))
        .returning({ key: t.key });
      return rows.length;
    },
  };
}
export type SignInLockRepository = ReturnType<typeof createSignInLockRepository>;
