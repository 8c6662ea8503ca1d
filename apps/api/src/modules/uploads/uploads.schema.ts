// Documents uploaded for an application: one row per upload URL handed out. A replaced document keeps its row
// (status 'replaced'), so the history of each type stays. Columns are snake_case in SQL; money is in cents.
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    uploadType: text().notNull(),
    contentType: text().notNull(),
    fileName: text().notNull(),
    storageKey: text().notNull(),
    size: bigint({ mode: 'number' }),
    /** pending (URL handed out) → receiving (its one PUT claimed it) → stored | rejected; stored → replaced. */
    status: text().notNull().default('pending'),
    /** The user who asked for the upload URL. */
    userId: integer(),
    /** The upload URL's end: a PUT after it is refused. */
    expiresAt: timestamp({ withTimezone: true }),
    storedAt: timestamp({ withTimezone: true }),
    /** Why the stored content was refused (wrongType, tooLarge, empty). */
    rejectReason: text(),
    created: createdAt(),
  },
  (t) => [index('uploads_app_idx').on(t.applicationId, t.uploadType)],
);
