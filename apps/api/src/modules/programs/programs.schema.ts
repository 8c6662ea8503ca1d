// Financing programs with their rates, terms and deferral periods. Columns are snake_case in SQL; money is in cents.
import { boolean, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents } from '../../db/columns.ts';

export const programs = pgTable('programs', {
  id: serial().primaryKey(),
  description: text().notNull(),
  descriptionFr: text().notNull(),
  rateBump: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
  programType: text().notNull(),
  deferralLabel: text().notNull(),
  deferralLabelFr: text().notNull().default(''),
  /** Paid by the customer at signing, not financed; counted in the APR (decision 014). */
  feeCents: cents().notNull().default(0),
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

export const programTerms = pgTable(
  'program_terms',
  {
    id: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    /** The catalogue's term id (the domain's TERMS): the same months in every program, the termId of the calls. */
    termId: integer(),
    months: integer().notNull(),
  },
  (t) => [uniqueIndex('program_terms_program_term_idx').on(t.programId, t.termId)],
);

export const programDeferrals = pgTable('program_deferrals', {
  id: serial().primaryKey(),
  programId: integer()
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  labelEn: text().notNull(),
  labelFr: text().notNull(),
  qtyZeroPayments: integer().notNull().default(0),
  /** What happens to interest in the zero-payment months: 'accrue' or 'waive'; null without a deferral. */
  interest: text(),
});
