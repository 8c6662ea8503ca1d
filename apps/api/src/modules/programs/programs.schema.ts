// Financing programs as the lender's data (decision 047): a program is a row, its terms live in versions, each from a
// day on; and the programs each dealership is withheld from. Columns are snake_case in SQL; money is in cents.
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from '../../db/columns.ts';
import { users, vendors } from '../users/users.schema.ts';

/** A program's identity: what selections and versions refer to. Its terms are its versions'. */
export const programs = pgTable('programs', {
  id: serial().primaryKey(),
  active: boolean().notNull().default(true),
});

export const programVersions = pgTable(
  'program_versions',
  {
    id: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    /** 1, 2, 3... per program; version 1 is the catalogue's (packages/domain). */
    version: integer().notNull(),
    /** The first day of the lender's calendar (Toronto) it prices on. */
    effectiveFrom: date().notNull(),
    nameEn: text().notNull(),
    nameFr: text().notNull(),
    /** 'lender' or 'partner': whose deals it prices (decision 039). */
    creditor: text().notNull(),
    /** The customer's nominal annual rate, percent. */
    rate: numeric({ precision: 6, scale: 3 }).notNull(),
    /** Points above (or below) the standard rate: the card's "rate bump". */
    rateBump: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
    /** Zero-payment months (0: none) and what the interest does meanwhile ('accrue' or 'waive'; null without). */
    deferralMonths: integer().notNull().default(0),
    deferralInterest: text(),
    deferralLabelEn: text().notNull(),
    deferralLabelFr: text().notNull(),
    /** Paid by the customer at signing, not financed; counted in the APR (decision 014). */
    feeCents: cents().notNull().default(0),
    /** The lender's charge to the dealer, percent of the amount financed, withheld at funding. */
    dealerFeePercent: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
    /** The catalogue's term ids (the domain's TERMS). */
    termIds: integer().array().notNull(),
    /** The lender admin who wrote it; null for the catalogue's version 1. */
    createdBy: integer().references(() => users.id),
    created: createdAt(),
    reason: text(),
  },
  (t) => [
    uniqueIndex('program_versions_program_version_idx').on(t.programId, t.version),
    index('program_versions_program_day_idx').on(t.programId, t.effectiveFrom),
  ],
);

/** The programs a dealership may not offer; every other program it may (new programs included). */
export const vendorProgramExclusions = pgTable(
  'vendor_program_exclusions',
  {
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    programId: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.programId] })],
);
