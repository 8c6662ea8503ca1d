// The append-only audit log. Columns are snake_case in SQL; money is in cents.
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Append-only audit log: who did what to which application, when, from where. */
export const events = pgTable(
  'events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid(),
    vendorId: integer(),
    userId: integer(),
    type: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    at: createdAt(),
  },
  (t) => [index('events_app_idx').on(t.applicationId, t.at), index('events_user_idx').on(t.userId, t.at)],
);
