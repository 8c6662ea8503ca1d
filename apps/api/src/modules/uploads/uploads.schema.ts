// Documents uploaded for an application. Columns are snake_case in SQL; money is in cents.
import { bigint, bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    status: text().notNull().default('pending'),
    created: createdAt(),
  },
  (t) => [index('uploads_app_idx').on(t.applicationId, t.uploadType)],
);
