// The financing selection saved with an application (program, term, payment and disclosure). Columns are snake_case in SQL; money is in cents.
import { date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cents } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';
import { programs, programVersions } from '../programs/programs.schema.ts';

export const financingSelections = pgTable('financing_selections', {
  applicationId: uuid()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  programId: integer()
    .notNull()
    .references(() => programs.id),
  /**
   * The program's version it was priced on (decision 047): the contract, the funding and the re-opened program screen
   * read it, whatever version is in effect since. Null only for a row written without pricing (a test's fixture): its
   * program's version in effect on the day it was saved is read instead.
   */
  programVersionId: integer().references(() => programVersions.id),
  /** The catalogue's term id (the domain's TERMS, program_terms.term_id); the signature guard reads it. */
  termId: integer(),
  deferralPeriod: text(),
  qtyZeroPayments: integer(),
  rate: numeric({ precision: 6, scale: 3 }),
  financedAmountCents: cents('financed_amount'),
  monthlyPaymentCents: cents('monthly_payment'),
  frequency: text().notNull().default('monthly'),
  downpaymentCents: cents('downpayment'),
  apr: numeric({ precision: 6, scale: 3 }),
  leaseDate: date(),
  installationDate: date(),
  paperOrElectronic: text(),
  // Every figure the cost-of-borrowing disclosure showed, kept for the contract (decision 014).
  programType: text(),
  deferralInterest: text(),
  feeCents: cents(),
  termMonths: integer(),
  paymentCount: integer(),
  lastPaymentCents: cents(),
  firstPaymentDate: date(),
  totalOfPaymentsCents: cents(),
  costOfCreditCents: cents(),
  totalObligationCents: cents(),
  /**
   * The lender's charge for the program's rate, in percent of the financed amount, from the program's version saved
   * (issue 35): what the funding statement deducts from what the dealer is paid. 0 for a standard program.
   */
  dealerFeePercent: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
  /** The user who saved the selection. */
  savedBy: integer(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
