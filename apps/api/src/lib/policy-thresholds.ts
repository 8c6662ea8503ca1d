// The credit policy's thresholds and their defaults: read by the configuration (which may override them from the
// environment) and by the policy (modules/decisions/decision-policy.ts), so that neither imports the other.

export interface PolicyThresholds {
  /** Below this score: Not Approved. */
  declineBelow: number;
  /** Below this score (and at or above declineBelow): Pending, for an underwriter. */
  reviewBelow: number;
  /** Below this score (and at or above reviewBelow): approved for a lesser amount. */
  lesserBelow: number;
  /** Share of the requested amount approved in the lesser band. */
  lesserShare: number;
  minAmountCents: number;
  maxAmountCents: number;
  /** Quebec: the highest debt ratio approved without review. */
  maxDebtRatio: number;
  /** Quebec: the rate and term used to estimate the new monthly payment. */
  referenceAnnualRatePercent: number;
  referenceTermMonths: number;
}

export const DEFAULT_THRESHOLDS: PolicyThresholds = {
  declineBelow: 500,
  reviewBelow: 640,
  lesserBelow: 680,
  lesserShare: 0.5,
  minAmountCents: 50_000,
  maxAmountCents: 7_500_000,
  maxDebtRatio: 0.45,
  referenceAnnualRatePercent: 9.99,
  referenceTermMonths: 120,
};
