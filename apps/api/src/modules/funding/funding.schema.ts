// Funding packages (the combined PDF a dealer submits). Money is in cents.
import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';

/** One row per submission: a resubmission after Missing Documents adds a row, the earlier ones stay. */
export const fundingPackages = pgTable(
  'funding_packages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    pages: integer().notNull(),
    /** The bill of sale's final amount the dealer typed (equal to the financed amount, else refused). */
    billOfSaleCents: cents().notNull(),
    /** The automatic checks as the dealer saw them at submission (domain FundingCheck[]). */
    checks: jsonb().notNull(),
    earliestFundingDate: date().notNull(),
    submittedBy: integer(),
    submittedAt: createdAt(),
    /** funded | missingDocuments, with the lender's note and who reviewed it. */
    outcome: text(),
    reviewNote: text(),
    reviewedBy: integer(),
    reviewedAt: timestamp({ withTimezone: true }),
    fundingDate: date(),
  },
  (t) => [index('funding_packages_app_idx').on(t.applicationId, t.submittedAt)],
);
