// A user's notices and e-mail choices: written in the status change's transaction, read and marked by their user
// only (every statement names the user), claimed once for their e-mail, pruned after 90 days.
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Executor } from '../applications/index.ts';
import { type NoticeParams, noticePreferences, notifications } from './notifications.schema.ts';

export type NoticeRow = typeof notifications.$inferSelect;
export interface NewNotice {
  userId: number;
  vendorId: number;
  applicationId: string;
  kind: string;
  params: NoticeParams;
  mailState: 'pending' | null;
}

export function createNotificationsRepository(db: Db) {
  return {
    async insertMany(rows: readonly NewNotice[], tx: Executor) {
      if (rows.length > 0) await tx.insert(notifications).values([...rows]);
    },

    /** The e-mail choices of these users (a user without a row chose none). */
    async emailChoices(userIds: readonly number[], executor: Pick<Db, 'select'> = db) {
      if (userIds.length === 0) return new Map<number, string[]>();
      const rows = await executor
        .select()
        .from(noticePreferences)
        .where(inArray(noticePreferences.userId, [...userIds]));
      return new Map(rows.map((row) => [row.userId, row.email]));
    },

    async saveEmailChoices(userId: number, email: readonly string[], at: Date) {
      await db
        .insert(noticePreferences)
        .values({ userId, email: [...email], updated: at })
        .onConflictDoUpdate({ target: noticePreferences.userId, set: { email: [...email], updated: at } });
    },

    /** A page of the user's notices, newest first, older than `before` when given. */
    page(userId: number, before: number | undefined, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), before ? lt(notifications.id, before) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks one of the user's notices read; false when the user has no such notice. */
    async markRead(userId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /**
     * Takes up to `limit` notices whose e-mail waits, marking them mailed in the same statement: however many nodes
     * run it at once, each notice is taken once (`for update skip locked`).
     */
    async claimMail(limit: number): Promise<NoticeRow[]> {
      const waiting = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.mailState, 'pending'))
        .orderBy(notifications.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(notifications)
        .set({ mailState: 'mailed' })
        .where(inArray(notifications.id, waiting))
        .returning();
    },

    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(lt(notifications.created, before))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
