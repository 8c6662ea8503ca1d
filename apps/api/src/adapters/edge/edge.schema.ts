// The built-in edge system's table: its loan ledger's entries (the adapter's own store, decision 036). Money is in cents.
import { bigserial, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt } from '../../db/columns.ts';

/** The built-in edge system's ledger (ARCHITECTURE §1): packages filed and loans booked, by loan number. */
export const loanLedger = pgTable(
  'loan_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    edgeId: text().notNull(),
    applicationId: uuid().notNull(),
    /** packageFiled | booked */
    entry: text().notNull(),
    amountCents: cents(),
    fundingDate: date(),
    reference: text(),
    created: createdAt(),
  },
  (t) => [index('loan_ledger_edge_idx').on(t.edgeId)],
);
