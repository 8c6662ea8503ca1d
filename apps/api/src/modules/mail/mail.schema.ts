// The outbox of e-mails (kept by the built-in mailbox, or sent by SMTP). Columns are snake_case in SQL; money is in cents.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * Every e-mail, written before it is delivered: 'queued', then 'kept' (the built-in mailbox, which is the outbox
 * itself) or 'sent' (SMTP, its body then dropped). The body may carry a live link (a signing invitation): it is sealed
 * with the data key, as the SIN is (decision 029).
 */
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
    /** AES-256-GCM of `{ text, html }` as JSON (lib/sin-cipher.ts); NULL once an SMTP delivery is done. */
    bodyEncrypted: text(),
    /** The body in clear, written before decision 029; sealed into bodyEncrypted at start-up (mail-at-rest.ts). */
    legacyText: text('text'),
    legacyHtml: text('html'),
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
