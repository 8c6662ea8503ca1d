// The answer of GET /api/reports (issue 37): every figure of one report for one scope and one date range.
import { z } from 'zod';
import { FUNNEL_STEPS, REPORT_PERIODS } from '../reports.ts';

const duration = z.object({
  /** How many deals the figure is measured on. */
  count: z.number().int(),
  /** Seconds; null when count is 0. */
  median: z.number().nullable(),
  p90: z.number().nullable(),
});

export const reportAnswer = z.object({
  /** The range as resolved: inclusive local dates in `timeZone`. */
  range: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  /** Whose deals are counted: one salesperson's own, a dealership's, or every dealer's (the lender's staff). */
  scope: z.enum(['salesperson', 'vendor', 'lender']),
  dealerId: z.number().int().nullable(),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: z.number().int() })),
  approvals: z.object({
    decided: z.number().int(),
    approved: z.number().int(),
    declined: z.number().int(),
    /** approved ÷ decided, 0 to 1; null when nothing was decided. */
    approvalRate: z.number().nullable(),
  }),
  /** The decline reasons' codes (as the decision stores them) and how many declines gave each. */
  declineReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  funding: z.object({
    period: z.enum(REPORT_PERIODS),
    /** One entry per week (starting Monday) or month of the range, empty ones included; `start` an ISO date. */
    series: z.array(z.object({ start: z.string(), count: z.number().int(), amount: z.number() })),
    count: z.number().int(),
    /** Dollars, two decimals. */
    amount: z.number(),
    averageAmount: z.number().nullable(),
  }),
  speed: z.object({ submitToDecision: duration, approvalToFunding: duration }),
  /** By salesperson (a dealership's scope) or by dealer (the lender's), every one with activity in the range. */
  people: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      started: z.number().int(),
      submitted: z.number().int(),
      approved: z.number().int(),
      decided: z.number().int(),
      approvalRate: z.number().nullable(),
      funded: z.number().int(),
      fundedAmount: z.number(),
    }),
  ),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
