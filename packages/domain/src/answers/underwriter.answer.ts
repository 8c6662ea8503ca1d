// The underwriter's answers (spec §6; ARCHITECTURE §7): a Pending application of any vendor with its decision record
// and the bureau files behind it, and the outcome of a decision.
import { z } from 'zod';

export const bureauTrade = z.object({
  kind: z.enum(['revolving', 'installment', 'mortgage']),
  creditor: z.string(),
  balanceCents: z.number().int(),
  monthlyPaymentCents: z.number().int(),
  /** Worst rating in the payment history, 1 (paid as agreed) to 9 (bad debt). */
  worstRating: z.number().int(),
});
export type BureauTrade = z.infer<typeof bureauTrade>;

/** A bureau's file on one person, as the bureau adapter returns it and the decision record keeps it. */
export const bureauFile = z.object({
  hit: z.boolean(),
  /** The bureau's reference of this pull. */
  reference: z.string(),
  score: z.number().optional(),
  trades: z.array(bureauTrade),
  inquiriesLast6Months: z.number().int(),
  bankruptcies: z.number().int(),
});
export type BureauFile = z.infer<typeof bureauFile>;

export const decisionRecordAnswer = z.object({
  outcome: z.string(),
  /** Who decided: the lender (its policy or an underwriter) or its second-look partner (decision 039). */
  decider: z.enum(['lender', 'partner']),
  score: z.number().nullable(),
  /** Reason codes of the policy (underwriter:reasons.<code>). */
  reasons: z.array(z.string()),
  /** Quebec capacity to repay, 0.4612 for 46.12 %; null elsewhere. */
  debtRatio: z.number().nullable(),
  /** ISO date and time. */
  decidedAt: z.string(),
  bureau: z
    .object({ applicant: bureauFile.nullable().optional(), coApplicant: bureauFile.nullable().optional() })
    .nullable(),
});
export type DecisionRecord = z.infer<typeof decisionRecordAnswer>;

export const queueItemAnswer = z.object({
  id: z.string(),
  vendorName: z.string(),
  vendorProvince: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  applicationType: z.string().nullable(),
  /** Dollars. */
  amount: z.number().nullable(),
  hasCoApplicant: z.string().nullable(),
  status: z.string(),
  /** ISO date and time. */
  updated: z.string(),
  /** Whose credit the deal is: the lender's, or its second-look partner's. */
  creditor: z.enum(['lender', 'partner']),
  /** The latest decision, and the ones before it, newest first (a second look's beside the lender's). */
  decision: decisionRecordAnswer.nullable(),
  earlierDecisions: z.array(decisionRecordAnswer),
});
export type QueueItem = z.infer<typeof queueItemAnswer>;

/** GET /underwriter/queue. */
export const underwriterQueueAnswer = z.object({ results: z.array(queueItemAnswer) });
/** GET /underwriter/applications/{id}. */
export const underwriterItemAnswer = z.object({ Item: queueItemAnswer });

/** POST /underwriter/decide/{id}: the new status and amounts, in dollars. */
export const decideAnswer = z.object({
  status: z.string(),
  amountApproved: z.number().nullable(),
  rentalAmount: z.number().nullable(),
});
export type DecideAnswer = z.infer<typeof decideAnswer>;
