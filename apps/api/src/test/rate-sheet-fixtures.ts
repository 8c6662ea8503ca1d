// A new program version as the lender admin's form sends it, for the rate-sheet tests (decision 047).

/** A version as the form sends it: program 195's terms with the changes given. */
export function versionBody(change: Record<string, unknown> = {}) {
  return {
    effectiveFrom: '2026-03-21',
    ratePercent: '6.49',
    rateBumpPercent: '-3.5',
    deferralMonths: 0,
    deferralInterest: null,
    deferralLabelEn: '',
    deferralLabelFr: '',
    feeCents: 95_00,
    dealerFeePercent: '1',
    termIds: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    creditor: 'lender',
    nameEn: 'Preferred Fixed Rate',
    nameFr: 'Taux fixe privilégié',
    reason: 'Spring rate cut',
    ...change,
  };
}
