// The outbox of e-mails (kept by the built-in mailbox, or sent by SMTP). Columns are snake_case in SQL; money is in cents.
import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** E-mails waiting to be sent (or kept, with the built-in mailbox). */
export const outbox = pgTable('outbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  attachments: jsonb(),
  status: text().notNull().default('queued'),
  created: createdAt(),
  sentAt: timestamp({ withTimezone: true }),
});
