// Funding packages (the combined PDF a dealer submits) and the funding statements (what the dealer is paid for a
// booked deal). Money is in cents.
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';
import { users, vendors } from '../users/users.schema.ts';

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

/**
 * What the dealer is paid for a booked deal (issue 35): written with the status Booked, in its transaction, one per
 * deal. A record of the payment: it keeps the figures, the deal's number and its program as they were at booking.
 */
export const fundingStatements = pgTable(
  'funding_statements',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id),
    /** The deal's number as the dealer reads it (the loan number, else its reference). */
    reference: text().notNull(),
    programId: integer(),
    programEn: text().notNull(),
    programFr: text().notNull(),
    financedCents: cents('financed_amount').notNull(),
    dealerFeePercent: numeric({ precision: 6, scale: 3 }).notNull(),
    /** financed × percent / 100, rounded half up to the cent (packages/domain's dealerFeeCents). */
    dealerFeeCents: cents('dealer_fee').notNull(),
    paidCents: cents('paid_to_dealer').notNull(),
    /** The lender's calendar day of booking (America/Toronto): the statement's day, the CSV's periods. */
    bookedOn: date().notNull(),
    /** The funding date the lender booked the deal for. */
    fundingDate: date().notNull(),
    bookedBy: integer().references(() => users.id),
    bookedAt: createdAt(),
  },
  (t) => [
    index('funding_statements_day_idx').on(t.bookedOn),
    index('funding_statements_vendor_day_idx').on(t.vendorId, t.bookedOn),
  ],
);
