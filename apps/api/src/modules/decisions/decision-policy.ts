// The credit policy, in one readable place: score bands, amount limits, the co-applicant, and for Quebec vendors
// the capacity-to-repay assessment (consumer protection rules since 2019). Thresholds come from the configuration.
// Money stays in integer cents: shares and rates become whole basis points once, and every product or quotient of
// money is computed exactly on BigInt, so no binary fraction ever reaches an amount or the 45% comparison.
import type { BureauFile } from '../../adapters/bureau/bureau.ts';
import { DEFAULT_THRESHOLDS, type PolicyThresholds } from '../../lib/policy-thresholds.ts';

export { DEFAULT_THRESHOLDS, type PolicyThresholds } from '../../lib/policy-thresholds.ts';

export type Outcome =
  | 'Approved'
  | 'Approved for Lesser Amount'
  | 'Pending'
  | 'Not Approved'
  | 'Bureau Not Found';

/** Reason codes, translated for the underwriter (decisions namespace, reasons.<code>). */
export type Reason =
  | 'noBureauFile'
  | 'scoreBelowCutoff'
  | 'scoreBorderline'
  | 'scoreLesserBand'
  | 'scoreApproved'
  | 'coApplicantImproves'
  | 'bankruptcy'
  | 'amountBelowMinimum'
  | 'amountAboveMaximum'
  | 'quebecIncomeMissing'
  | 'quebecDebtRatioHigh'
  | 'quebecDebtRatioOk';

export interface PolicyInput {
  requestedCents: number;
  applicant: BureauFile;
  coApplicant?: BureauFile | undefined;
  /** Present for Quebec vendors: the capacity to repay is assessed. All three are monthly amounts, as labelled. */
  quebec?:
    | {
        grossMonthlyIncomeCents: number | null;
        housingMonthlyCents: number | null;
        otherMonthlyCents: number | null;
      }
    | undefined;
}

export interface PolicyResult {
  outcome: Outcome;
  amountApprovedCents: number | null;
  score: number | null;
  reasons: Reason[];
  /** Quebec only: (housing + other payments + estimated new payment) / gross monthly income. */
  debtRatio: number | null;
}

/** A share or a ratio (0.45) or a rate in percent (9.99) as whole hundredths of a percent: 4500, 999. */
function toBasisPoints(value: number, unit: 'fraction' | 'percent'): bigint {
  return BigInt(Math.round(value * (unit === 'fraction' ? 10_000 : 100)));
}

/** numerator / denominator rounded half-up, both positive. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * Monthly payment of an amortized loan, in cents: P·r / (1 − (1 + r)^−n) with r the monthly rate. With the rate as
 * k basis points a year, 1 + r = (120 000 + k) / 120 000, so the payment is P·k·A^n / (120 000·(A^n − B^n)): exact.
 */
export function estimatedPaymentCents(
  principalCents: number,
  annualRatePercent: number,
  months: number,
): number {
  const principal = BigInt(Math.round(principalCents));
  const n = BigInt(months);
  const k = toBasisPoints(annualRatePercent, 'percent');
  if (k === 0n) return Number(divideHalfUp(principal, n));
  const b = 120_000n;
  const a = b + k;
  const grown = a ** n;
  return Number(divideHalfUp(principal * k * grown, b * (grown - b ** n)));
}

/** The amount approved in the lesser band: the configured share of the request, half-up to the cent. */
function shareOfCents(cents: number, share: number): number {
  return Number(divideHalfUp(BigInt(cents) * toBasisPoints(share, 'fraction'), 10_000n));
}

/** (housing + other payments + new payment) / gross monthly income, as a ratio with four decimals (0.1897). */
function debtRatioOf(obligationsCents: number, monthlyIncomeCents: number): number {
  return Number(divideHalfUp(BigInt(obligationsCents) * 10_000n, BigInt(monthlyIncomeCents))) / 10_000;
}

/** Whether obligations / income exceeds the ratio, compared exactly (not on a rounded quotient). */
function exceedsRatio(obligationsCents: number, monthlyIncomeCents: number, maxRatio: number): boolean {
  return (
    BigInt(obligationsCents) * 10_000n > toBasisPoints(maxRatio, 'fraction') * BigInt(monthlyIncomeCents)
  );
}

function bureauDebtCents(file: BureauFile | undefined): number {
  return (file?.trades ?? [])
    .filter((t) => t.kind !== 'mortgage')
    .reduce((sum, t) => sum + t.monthlyPaymentCents, 0);
}

export function decide(input: PolicyInput, t: PolicyThresholds = DEFAULT_THRESHOLDS): PolicyResult {
  const reasons: Reason[] = [];
  if (!input.applicant.hit) {
    return {
      outcome: 'Bureau Not Found',
      amountApprovedCents: null,
      score: null,
      reasons: ['noBureauFile'],
      debtRatio: null,
    };
  }
  // A joint application is judged on the stronger of the two files.
  const ownScore = input.applicant.score ?? 0;
  const coScore = input.coApplicant?.hit ? (input.coApplicant.score ?? 0) : 0;
  const score = Math.max(ownScore, coScore);
  if (coScore > ownScore) reasons.push('coApplicantImproves');

  let outcome: Outcome;
  let amount: number | null = input.requestedCents;
  if (input.applicant.bankruptcies > 0) {
    reasons.push('bankruptcy');
    outcome = 'Pending';
  } else if (score < t.declineBelow) {
    reasons.push('scoreBelowCutoff');
    outcome = 'Not Approved';
    amount = null;
  } else if (score < t.reviewBelow) {
    reasons.push('scoreBorderline');
    outcome = 'Pending';
  } else if (score < t.lesserBelow) {
    reasons.push('scoreLesserBand');
    outcome = 'Approved for Lesser Amount';
    amount = shareOfCents(input.requestedCents, t.lesserShare);
  } else {
    reasons.push('scoreApproved');
    outcome = 'Approved';
  }

  if (amount !== null && outcome !== 'Pending') {
    if (input.requestedCents < t.minAmountCents) {
      reasons.push('amountBelowMinimum');
      outcome = 'Not Approved';
      amount = null;
    } else if (amount > t.maxAmountCents) {
      reasons.push('amountAboveMaximum');
      outcome = 'Approved for Lesser Amount';
      amount = t.maxAmountCents;
    }
  }

  let debtRatio: number | null = null;
  if (
    input.quebec &&
    (outcome === 'Approved' || outcome === 'Approved for Lesser Amount' || outcome === 'Pending')
  ) {
    const income = input.quebec.grossMonthlyIncomeCents;
    if (!income || income <= 0) {
      reasons.push('quebecIncomeMissing');
      outcome = 'Pending';
    } else {
      const payment = estimatedPaymentCents(
        amount ?? input.requestedCents,
        t.referenceAnnualRatePercent,
        t.referenceTermMonths,
      );
      const obligations =
        (input.quebec.housingMonthlyCents ?? 0) +
        Math.max(input.quebec.otherMonthlyCents ?? 0, bureauDebtCents(input.applicant)) +
        payment;
      debtRatio = debtRatioOf(obligations, income);
      if (exceedsRatio(obligations, income, t.maxDebtRatio)) {
        reasons.push('quebecDebtRatioHigh');
        outcome = 'Pending';
      } else {
        reasons.push('quebecDebtRatioOk');
      }
    }
  }
  const decided = outcome !== 'Not Approved' && outcome !== 'Pending';
  return { outcome, amountApprovedCents: decided ? amount : null, score, reasons, debtRatio };
}
