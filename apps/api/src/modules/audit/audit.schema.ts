// The append-only audit log. Columns are snake_case in SQL; money is in cents.
import { sql } from 'drizzle-orm';
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
  (t) => [
    index('events_app_idx').on(t.applicationId, t.at),
    index('events_user_idx').on(t.userId, t.at),
    // The lender's changes by entity (issue 35's history tabs, change-history.ts).
    index('events_change_idx')
      .on(sql`(${t.detail}->>'entity')`, sql`(${t.detail}->>'entityId')`, t.at)
      .where(sql`${t.type} = 'change'`),
    // The statuses a vendor's applications reached, by when (the dealers list's figures, status-reached.ts).
    index('events_status_reached_idx')
      .on(t.vendorId, t.at)
      .where(sql`(${t.detail}->>'to') is not null and ${t.applicationId} is not null`),
  ],
);
