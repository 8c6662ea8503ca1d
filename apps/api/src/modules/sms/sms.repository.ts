// The SMS outbox's reads and writes: the only code of the SMS module that touches the database.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { smsOutbox } from './sms.schema.ts';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

export function createSmsRepository(db: Db) {
  return {
    /** Writes a message once: a second write of the same id (a retry) keeps the first. */
    async insert(row: { messageId: string; vendorId: number | null; to: string; bodyEncrypted: string }) {
      await db
        .insert(smsOutbox)
        .values({ ...row, status: 'queued' })
        .onConflictDoNothing({ target: smsOutbox.messageId });
    },

    /** Marks a message delivered: 'kept' by the built-in outbox (its body stays sealed), 'sent' (its body dropped). */
    async markDelivered(messageId: string, status: 'kept' | 'sent', at: Date) {
      await db
        .update(smsOutbox)
        .set({ status, sentAt: at, ...(status === 'sent' ? { bodyEncrypted: null } : {}) })
        .where(eq(smsOutbox.messageId, messageId));
    },

    async findKeptByVendor(vendorId: number, limit: number): Promise<SmsOutboxRow[]> {
      return db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.vendorId, vendorId), eq(smsOutbox.status, 'kept')))
        .orderBy(desc(smsOutbox.created), desc(smsOutbox.id))
        .limit(limit);
    },
  };
}
export type SmsRepository = ReturnType<typeof createSmsRepository>;
