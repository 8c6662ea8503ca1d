// The reports' facts (issue 37, decision 054): one row per application that has moved at least once, with the
// instants of the steps the reports count, written by the status writer's reaction in the change's transaction.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents } from '../../db/columns.ts';

const instant = () => timestamp({ withTimezone: true });

export const reportFacts = pgTable(
  'report_facts',
  {
    /** The application's id (no foreign key: the applications' table is its module's own, decision 036). */
    applicationId: uuid().primaryKey(),
    vendorId: integer().notNull(),
    /** The vendor user who created the deal: the salesperson a report counts it for. */
    salespersonId: integer(),
    startedAt: instant().notNull(),
    /** The latest submission (a re-submit moves it). */
    submittedAt: instant(),
    /** The latest credit answer and what it was ('approved' | 'declined'). */
    decidedAt: instant(),
    decision: text().$type<'approved' | 'declined'>(),
    /** The first credit answer after the latest submission: submit-to-decision is answeredAt − submittedAt. */
    answeredAt: instant(),
    /** The latest approval, and whether the lender (first look) or its partner (second look) gave it. */
    approvedAt: instant(),
    approvedLook: text().$type<'first' | 'second'>(),
    declinedAt: instant(),
    declineReasons: jsonb().$type<string[]>().notNull().default([]),
    signedAt: instant(),
    fundedAt: instant(),
    financedCents: cents('financed'),
  },
  // The durations, the decline reasons and the funded amounts are read from the indexes alone (index-only scans): each
  // step's index carries the columns its statement reads.
  (t) => [
    index('report_facts_vendor_submitted_idx').on(t.vendorId, t.submittedAt),
    index('report_facts_vendor_decided_idx').on(t.vendorId, t.decidedAt, t.decision, t.declineReasons),
    index('report_facts_vendor_answered_idx').on(t.vendorId, t.answeredAt, t.submittedAt),
    index('report_facts_vendor_approved_idx').on(t.vendorId, t.approvedAt),
    index('report_facts_vendor_signed_idx').on(t.vendorId, t.signedAt),
    index('report_facts_vendor_funded_idx').on(t.vendorId, t.fundedAt, t.approvedAt, t.financedCents),
    index('report_facts_submitted_idx').on(t.submittedAt).where(sql`${t.submittedAt} IS NOT NULL`),
    index('report_facts_decided_idx')
      .on(t.decidedAt, t.decision, t.declineReasons)
      .where(sql`${t.decidedAt} IS NOT NULL`),
    index('report_facts_answered_idx')
      .on(t.answeredAt, t.submittedAt)
      .where(sql`${t.answeredAt} IS NOT NULL`),
    index('report_facts_approved_idx').on(t.approvedAt).where(sql`${t.approvedAt} IS NOT NULL`),
    index('report_facts_signed_idx').on(t.signedAt).where(sql`${t.signedAt} IS NOT NULL`),
    index('report_facts_funded_idx')
      .on(t.fundedAt, t.approvedAt, t.financedCents)
      .where(sql`${t.fundedAt} IS NOT NULL`),
  ],
);

/**
 * The facts' counts and sums by dealership, salesperson and UTC day (decision 054): what a report of many days adds
 * up instead of its facts rows. Kept by triggers in the writer's transaction (migration 0027): on report_facts, each
 * step's count moved from its old day to its new one; on applications, the listed ones started that day.
 */
export const reportRollup = pgTable(
  'report_rollup',
  {
    vendorId: integer().notNull(),
    /** The salesperson (the deal's creator); 0 for none on file. */
    salespersonId: integer().notNull(),
    /** The UTC day of the step's instant. */
    day: date({ mode: 'string' }).notNull(),
    started: integer().notNull().default(0),
    submitted: integer().notNull().default(0),
    approvedFirst: integer().notNull().default(0),
    approvedSecond: integer().notNull().default(0),
    signed: integer().notNull().default(0),
    funded: integer().notNull().default(0),
    decided: integer().notNull().default(0),
    approved: integer().notNull().default(0),
    declined: integer().notNull().default(0),
    fundedCents: bigint({ mode: 'number' }).notNull().default(0),
    fundedWithAmount: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.salespersonId, t.day] }),
    index('report_rollup_day_idx').on(t.day),
  ],
);
