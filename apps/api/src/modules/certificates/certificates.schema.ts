// Completion certificates. Columns are snake_case in SQL; money is in cents.
import { bigserial, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  /** generated (paper, printed for signing by hand) | requested (electronic: its envelope says how far it got). */
  status: text().notNull().default('generated'),
  /** The certificate's wording: 'on' (the common one) or 'qc' (Quebec's own, French first). */
  form: text().notNull().default('on'),
  /** The generated certificate PDF, kept for the funding package (paper) or as sent for signature (electronic). */
  storageKey: text(),
  /** Electronic: the signing module's envelope (its signers' progress and, once complete, the sealed PDF). */
  envelopeId: uuid(),
  signedAt: timestamp({ withTimezone: true }),
  created: createdAt(),
});
