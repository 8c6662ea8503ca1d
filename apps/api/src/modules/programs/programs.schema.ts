// Financing programs with their rates, terms and deferral periods. Columns are snake_case in SQL; money is in cents.
import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const programs = pgTable('programs', {
  id: serial().primaryKey(),
  description: text().notNull(),
  descriptionFr: text().notNull(),
  rateBump: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
  programType: text().notNull(),
  deferralLabel: text().notNull(),
  active: boolean().notNull().default(true),
});

export const programRates = pgTable('program_rates', {
  id: serial().primaryKey(),
  programId: integer()
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  /** Annual rate in percent. */
  rate: numeric({ precision: 6, scale: 3 }).notNull(),
});

export const programTerms = pgTable('program_terms', {
  id: serial().primaryKey(),
  programId: integer()
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  months: integer().notNull(),
});

export const programDeferrals = pgTable('program_deferrals', {
  id: serial().primaryKey(),
  programId: integer()
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  labelEn: text().notNull(),
  labelFr: text().notNull(),
  qtyZeroPayments: integer().notNull().default(0),
});
