// The automatic checks of a funding package, listed to the dealer before submitting and to the lender when reviewing.
import { z } from 'zod';
import { noLoneSurrogate } from '../text.ts';

export const FUNDING_CHECKS = [
  'contractSealed',
  'certificateDone',
  'requiredUploads',
  'amountsAgree',
  'serialNumbers',
  'coolingOff',
] as const;
export type FundingCheckId = (typeof FUNDING_CHECKS)[number];

export const fundingCheck = z.object({
  id: z.enum(FUNDING_CHECKS),
  /** Passed. False both when it failed and when there is nothing yet to check (then `checked` is false). */
  ok: z.boolean(),
  /**
   * False while the check has nothing to look at: the bill of sale's amount not yet typed, the earliest funding date
   * not known before the contract is signed. Such a check is "not yet checked", never passed (issue 23).
   */
  checked: z.boolean(),
  /** Values the check's sentence names (amounts, dates, counts). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type FundingCheck = z.infer<typeof fundingCheck>;

export type FundingCheckState = 'passed' | 'failed' | 'notChecked';

/** What a screen says of a check: passed, not met, or not yet checked. */
export function checkState(check: Pick<FundingCheck, 'ok' | 'checked'>): FundingCheckState {
  if (!check.checked) return 'notChecked';
  return check.ok ? 'passed' : 'failed';
}

/**
 * The bill of sale's amount against the financed amount: not yet checked until both are known (the dealer types
 * the bill of sale's amount just before submitting; the financed amount comes with the program).
 */
export function amountsAgreeCheck(
  financedCents: number | null,
  billOfSaleCents: number | null,
): FundingCheck {
  const checked = financedCents !== null && billOfSaleCents !== null;
  return {
    id: 'amountsAgree',
    ok: checked && billOfSaleCents === financedCents,
    checked,
    params: { financed: (financedCents ?? 0) / 100, billOfSale: (billOfSaleCents ?? 0) / 100 },
  };
}

export interface FundingFacts {
  contractSealed: boolean;
  certificateDone: boolean;
  missingUploads: readonly string[];
  financedCents: number | null;
  /** The bill of sale's final amount the dealer typed; null before it is typed (a preview). */
  billOfSaleCents: number | null;
  assetCount: number;
  assetsWithoutSerial: number;
  coolingOffDays: number;
  earliestFundingDate: string | null;
}

/** Each check, passed or not; a package is submitted only when every check passes (the cooling-off one shows a date). */
export function fundingChecks(f: FundingFacts): FundingCheck[] {
  return [
    { id: 'contractSealed', ok: f.contractSealed, checked: true, params: {} },
    { id: 'certificateDone', ok: f.certificateDone, checked: true, params: {} },
    {
      id: 'requiredUploads',
      ok: f.missingUploads.length === 0,
      checked: true,
      params: { missing: f.missingUploads.length },
    },
    amountsAgreeCheck(f.financedCents, f.billOfSaleCents),
    {
      id: 'serialNumbers',
      ok: f.assetCount > 0 && f.assetsWithoutSerial === 0,
      checked: true,
      params: { missing: f.assetsWithoutSerial, count: f.assetCount },
    },
    {
      id: 'coolingOff',
      // The period is shown, not failed: the lender waits for it, the dealer may submit during it. Its date is
      // known once the contract is signed; before that there is nothing to check.
      ok: f.earliestFundingDate !== null,
      checked: f.earliestFundingDate !== null,
      params: { days: f.coolingOffDays, date: f.earliestFundingDate ?? '' },
    },
  ];
}

export const fundingChecksAnswer = z.object({
  checks: z.array(fundingCheck),
  financedAmount: z.number().nullable(),
  earliestFundingDate: z.string().nullable(),
  coolingOffDays: z.number().int(),
  coolingOffSource: z.string(),
});
export type FundingChecksAnswer = z.infer<typeof fundingChecksAnswer>;

export const submitPackageQuery = z.object({
  /** The bill of sale's final amount (dollars, '1,234.56' or '1234.56'). */
  billOfSaleAmount: z
    .string({ error: 'validation:required' })
    .min(1, { error: 'validation:required' })
    .max(20, { error: 'validation:tooLong' }),
});

/** GET /doc-api/applications/send-to-edge/{id}: the package filed, its pages, and the earliest funding date. */
export const submitPackageAnswer = z.object({
  result: z.literal('Success'),
  pages: z.number().int(),
  earliestFundingDate: z.string().nullable(),
});

/** POST /api/underwriter/funding/{id}: the application's status after the lender's review. */
export const fundingReviewAnswer = z.object({ status: z.string() });

export const fundingQueueItem = z.object({
  id: z.string(),
  edgeId: z.string().nullable(),
  vendorName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  province: z.string().nullable(),
  financedAmount: z.number().nullable(),
  /** The dealer fee's percentage saved with the program ('4.500'), which the funding statement deducts; null without a selection. */
  dealerFeePercent: z.string().nullable(),
  submittedAt: z.string(),
  earliestFundingDate: z.string(),
  pages: z.number().int(),
  checks: z.array(fundingCheck),
  status: z.string(),
  /** Whose credit the deal is: the lender's, or its second-look partner's (decision 039). */
  creditor: z.enum(['lender', 'partner']),
});
export type FundingQueueItem = z.infer<typeof fundingQueueItem>;
export const fundingQueueAnswer = z.object({ results: z.array(fundingQueueItem) });
/**
 * GET /api/underwriter/funding/{id}: one package, and whether four eyes keeps the caller from booking it (decision
 * 046): the setting is on and the caller approved the deal's credit themself. Sending it back stays allowed.
 */
export const fundingItemAnswer = z.object({
  Item: fundingQueueItem,
  fourEyes: z.boolean(),
  youApprovedCredit: z.boolean(),
});

export const fundingReviewBody = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('fund'),
    fundingDate: z.iso.date({ error: 'validation:date' }),
  }),
  z.object({
    decision: z.literal('missingDocuments'),
    note: z
      .string({ error: 'validation:required' })
      .trim()
      .min(1, { error: 'validation:required' })
      .max(1000, { error: 'validation:tooLong' })
      .check(noLoneSurrogate),
  }),
]);
export type FundingReview = z.infer<typeof fundingReviewBody>;
