// Credit decisions: one record per submission, by the job or an underwriter. Columns are snake_case in SQL; money is in cents.

import type { DecisionRecord } from '@vp/domain';
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';
import { users } from '../users/users.schema.ts';

export const decisions = pgTable(
  'decisions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The submission this decision answers; unique so that a retried job yields one decision. */
    submissionId: uuid().notNull(),
    outcome: text().notNull(),
    /** Who decided: the lender (its policy or an underwriter) or its second-look partner (decision 039). */
    decider: text().$type<'lender' | 'partner'>().notNull().default('lender'),
    /** The bureau files the decision read, as the underwriter's answer shows them. */
    bureauResult: jsonb().$type<DecisionRecord['bureau']>(),
    score: integer(),
    reasons: jsonb().$type<string[]>().notNull().default([]),
    amountRequestedCents: cents('amount_requested'),
    amountApprovedCents: cents('amount_approved'),
    /** Quebec capacity to repay: (housing + other payments + new payment) / gross monthly income. */
    debtRatio: numeric({ precision: 6, scale: 4 }),
    decidedAt: createdAt(),
    decidedBy: integer().references(() => users.id),
    note: text(),
  },
  (t) => [
    uniqueIndex('decisions_submission_idx').on(t.submissionId),
    index('decisions_app_idx').on(t.applicationId),
  ],
);
