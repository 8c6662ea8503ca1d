// A Pending application as the underwriter's routes answer it, for the underwriter screens' tests.
import type { QueueItem } from '@vp/domain';
import type { Session } from '../../lib/session.ts';
import { testSession } from '../../testing/render.tsx';

export const underwriterSession: Session = {
  token: 'token-u',
  user: {
    userName: 'demo.underwriter',
    displayName: 'Demo Underwriter',
    role: 'underwriter',
    lenderRoles: ['underwriter', 'funder'],
  },
  vendor: null,
};

export const vendorSession = testSession;

export function queueItem(fields: Partial<QueueItem> = {}): QueueItem {
  return {
    id: 'A1',
    vendorName: 'Érable Confort',
    vendorProvince: 'QC',
    firstName: 'Marie',
    lastName: 'Tremblay',
    applicationType: 'Finance',
    amount: 10000,
    hasCoApplicant: 'No',
    status: 'Pending',
    updated: '2026-11-20T15:04:00.000Z',
    creditor: 'lender',
    earlierDecisions: [],
    decision: {
      outcome: 'Pending',
      decider: 'lender',
      score: 720,
      reasons: ['scoreApproved', 'quebecDebtRatioHigh'],
      debtRatio: 0.4671,
      decidedAt: '2026-11-20T15:04:00.000Z',
      bureau: {
        applicant: {
          hit: true,
          reference: 'SIM-1234',
          score: 720,
          trades: [
            {
              kind: 'revolving',
              creditor: 'Maple Bank',
              balanceCents: 123_456,
              monthlyPaymentCents: 3_704,
              worstRating: 1,
            },
          ],
          inquiriesLast6Months: 2,
          bankruptcies: 0,
        },
        coApplicant: null,
      },
    },
    ...fields,
  };
}
