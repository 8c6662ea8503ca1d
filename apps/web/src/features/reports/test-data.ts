// A report answer as GET /api/reports gives it (issue 37), for the screens' tests.
import type { ReportAnswer } from '@vp/domain';

export function reportFixture(overrides: Partial<ReportAnswer> = {}): ReportAnswer {
  return {
    range: { from: '2026-11-01', to: '2026-11-30', timeZone: 'America/Toronto' },
    scope: 'vendor',
    dealerId: null,
    funnel: [
      { step: 'started', count: 40 },
      { step: 'submitted', count: 32 },
      { step: 'approvedFirstLook', count: 20 },
      { step: 'approvedSecondLook', count: 4 },
      { step: 'signed', count: 16 },
      { step: 'funded', count: 12 },
    ],
    approvals: { decided: 30, approved: 24, declined: 6, approvalRate: 0.8 },
    declineReasons: [
      { reason: 'scoreBelowCutoff', count: 4 },
      { reason: 'amountAboveMaximum', count: 2 },
    ],
    funding: {
      period: 'week',
      series: [
        { start: '2026-10-26', count: 3, amount: 24_500 },
        { start: '2026-11-02', count: 9, amount: 102_345.67 },
      ],
      count: 12,
      amount: 126_845.67,
      averageAmount: 10_570.47,
    },
    speed: {
      submitToDecision: { count: 30, median: 1800, p90: 7200 },
      approvalToFunding: { count: 12, median: 259_200, p90: 604_800 },
    },
    people: [
      {
        id: 7,
        name: 'Avery Chen',
        started: 25,
        submitted: 20,
        approved: 15,
        decided: 18,
        approvalRate: 15 / 18,
        funded: 8,
        fundedAmount: 90_000,
      },
      {
        id: 8,
        name: 'Blake Martin',
        started: 15,
        submitted: 12,
        approved: 9,
        decided: 12,
        approvalRate: 0.75,
        funded: 4,
        fundedAmount: 36_845.67,
      },
    ],
    ...overrides,
  };
}
