// The outbox's reads and writes: the only code of the mail module that touches the database.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { outbox } from './mail.schema.ts';

export interface NewOutboxRow {
  messageId: string;
  vendorId: number | null;
  to: string;
  subject: string;
  bodyEncrypted: string;
}

export type OutboxRow = typeof outbox.$inferSelect;

export function createMailRepository(db: Db) {
  return {
    /** Writes a message once: a second write of the same message id (a retry) keeps the first. */
    async insert(row: NewOutboxRow) {
      await db
        .insert(outbox)
        .values({ ...row, status: 'queued' })
        .onConflictDoNothing({ target: outbox.messageId });
    },

    async findQueued(messageId: string): Promise<OutboxRow | undefined> {
      const [row] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.messageId, messageId), eq(outbox.status, 'queued')))
        .limit(1);
      return row;
    },

    /** Ids of the messages written but not delivered (a crash between the write and the job's send). */
    async findQueuedIds(limit: number): Promise<string[]> {
      const rows = await db
        .select({ messageId: outbox.messageId })
        .from(outbox)
        .where(and(eq(outbox.status, 'queued'), isNotNull(outbox.messageId)))
        .orderBy(outbox.id)
        .limit(limit);
      return rows.flatMap((r) => (r.messageId ? [r.messageId] : []));
    },

    /** Delivered: 'kept' by the built-in mailbox (the body stays, sealed) or 'sent' by SMTP (the body dropped). */
    async markDelivered(id: number, status: 'kept' | 'sent', at: Date) {
      await db
        .update(outbox)
        .set(status === 'sent' ? { status, sentAt: at, bodyEncrypted: null } : { status, sentAt: at })
        .where(eq(outbox.id, id));
    },

    /** The built-in mailbox of one vendor: its kept messages, newest first. */
    findKeptByVendor(vendorId: number, limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(and(eq(outbox.vendorId, vendorId), eq(outbox.status, 'kept')))
        .orderBy(desc(outbox.created), desc(outbox.id))
        .limit(limit);
    },

    /** Messages whose body was written in clear before decision 029. */
    findClear(limit: number) {
      return db
        .select({ id: outbox.id, text: outbox.legacyText, html: outbox.legacyHtml })
        .from(outbox)
        .where(isNotNull(outbox.legacyText))
        .limit(limit);
    },

    async seal(id: number, bodyEncrypted: string) {
      await db
        .update(outbox)
        .set({ bodyEncrypted, legacyText: null, legacyHtml: null })
        .where(eq(outbox.id, id));
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
