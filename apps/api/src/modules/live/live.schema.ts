// The live status events (issue 27, decision 042): one row per status change of an application, written in the status
// writer's transaction; a trigger announces each on the `live_events` channel at commit, and a stream that reconnects
// replays the rows after its Last-Event-ID. Pruned after LIVE_KEEP_HOURS.
import { bigserial, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The application's vendor: a stream carries its own vendor's events only. */
    vendorId: integer().notNull(),
    applicationId: uuid().notNull(),
    /** The application's short reference (not personal data), for a screen reader's announcement. */
    reference: integer(),
    /** The status-table event that moved it, and the status it left and reached. */
    event: text().notNull(),
    fromStatus: text(),
    status: text().notNull(),
    created: createdAt(),
  },
  (t) => [
    index('live_events_vendor_id_idx').on(t.vendorId, t.id),
    index('live_events_created_idx').on(t.created),
  ],
);
