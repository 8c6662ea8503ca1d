// The outbox of e-mails (kept by the built-in mailbox, or sent by SMTP). Columns are snake_case in SQL; money is in cents.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** E-mails waiting to be sent (or kept, with the built-in mailbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The message's own id: a retried delivery job writes it once. */
    messageId: text(),
    /** The vendor whose user sent it: the built-in mailbox shows a vendor its own mail only. */
    vendorId: integer(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attachments: jsonb(),
    status: text().notNull().default('queued'),
    created: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_message_id_idx').on(t.messageId),
    index('outbox_vendor_created_idx').on(t.vendorId, t.created),
  ],
);
