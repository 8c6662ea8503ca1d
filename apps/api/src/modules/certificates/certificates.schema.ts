// Completion certificates. Columns are snake_case in SQL; money is in cents.
import { bigserial, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';

export const certificates = pgTable('certificates', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  applicationId: uuid()
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  installerName: text().notNull(),
  installerEmail: text().notNull(),
  installerCompany: text().notNull(),
  method: text().notNull(),
  created: createdAt(),
});
