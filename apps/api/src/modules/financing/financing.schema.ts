// The financing selection saved with an application (program, term, payment and disclosure). Columns are snake_case in SQL; money is in cents.
import { date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cents } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';
import { programs, programTerms } from '../programs/programs.schema.ts';

export const financingSelections = pgTable('financing_selections', {
  applicationId: uuid()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  programId: integer()
    .notNull()
    .references(() => programs.id),
  termId: integer().references(() => programTerms.id),
  deferralPeriod: text(),
  qtyZeroPayments: integer(),
  rate: numeric({ precision: 6, scale: 3 }),
  financedAmount: cents(),
  monthlyPayment: cents(),
  frequency: text().notNull().default('monthly'),
  downpayment: cents(),
  apr: numeric({ precision: 6, scale: 3 }),
  leaseDate: date(),
  installationDate: date(),
  paperOrElectronic: text(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
