// The outbox of text messages (kept by the built-in outbox, or sent through an HTTP gateway), as the mail's outbox.
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * Every text message, written before it is delivered: 'kept' (the built-in outbox, shown in the demo) or 'sent' (the
 * gateway, its body then dropped). A body may carry a live link or a code: sealed with the data key (decision 029).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    messageId: text().notNull(),
    /** The vendor whose customer it went to: the demo's outbox shows a vendor its own messages only. */
    vendorId: integer(),
    to: text().notNull(),
    /** AES-256-GCM of the text (lib/sin-cipher.ts); NULL once a gateway took it. */
    bodyEncrypted: text(),
    status: text().notNull().default('queued'),
    created: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_outbox_message_id_idx').on(t.messageId),
    index('sms_outbox_vendor_created_idx').on(t.vendorId, t.created),
  ],
);
