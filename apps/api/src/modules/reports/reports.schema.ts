// The reports' facts (issue 37, decision 054): one row per application that has moved at least once, with the
// instants of the steps the reports count, written by the status writer's reaction in the change's transaction.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  (t) => [
    index('report_facts_vendor_submitted_idx').on(t.vendorId, t.submittedAt),
    index('report_facts_vendor_decided_idx').on(t.vendorId, t.decidedAt),
    index('report_facts_vendor_answered_idx').on(t.vendorId, t.answeredAt),
    index('report_facts_vendor_approved_idx').on(t.vendorId, t.approvedAt),
    index('report_facts_vendor_signed_idx').on(t.vendorId, t.signedAt),
    index('report_facts_vendor_funded_idx').on(t.vendorId, t.fundedAt),
    index('report_facts_submitted_idx').on(t.submittedAt).where(sql`${t.submittedAt} IS NOT NULL`),
    index('report_facts_decided_idx').on(t.decidedAt).where(sql`${t.decidedAt} IS NOT NULL`),
    index('report_facts_answered_idx').on(t.answeredAt).where(sql`${t.answeredAt} IS NOT NULL`),
    index('report_facts_approved_idx').on(t.approvedAt).where(sql`${t.approvedAt} IS NOT NULL`),
    index('report_facts_signed_idx').on(t.signedAt).where(sql`${t.signedAt} IS NOT NULL`),
    index('report_facts_funded_idx').on(t.fundedAt).where(sql`${t.fundedAt} IS NOT NULL`),
  ],
);
