// The lender's settings (issue 35, decision 046): one row, changed by the lender admin.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const lenderSettings = pgTable(
  'lender_settings',
  {
    /** Always 1: the lender has one set of settings. */
    id: integer().primaryKey().default(1),
    /** Four eyes: who approved a deal's credit may not book it in the funding review. */
    fourEyes: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('lender_settings_one_row', sql`${t.id} = 1`)],
);
