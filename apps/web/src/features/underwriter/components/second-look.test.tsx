import { screen, within } from '@testing-library/react';
import type { DecisionRecord, FundingQueueItem } from '@vp/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../../testing/render.tsx';
import { queueItem, underwriterSession } from '../test-data.ts';

const lenderDecline: DecisionRecord = {
  outcome: 'Not Approved',
  decider: 'lender',
  score: 540,
  reasons: ['scoreDeclined'],
  debtRatio: null,
  decidedAt: '2026-11-20T15:04:00.000Z',
  bureau: null,
};
const partnerApproval: DecisionRecord = {
  ...lenderDecline,
  outcome: 'KamselApproved',
  decider: 'partner',
  score: null,
  reasons: [],
  decidedAt: '2026-11-21T09:30:00.000Z',
};

function partnerFunding(): FundingQueueItem {
  return {
    id: 'A7',
    edgeId: 'C1000077',
    vendorName: 'Érable Confort',
    firstName: 'Sam',
    lastName: 'Secondlook',
    province: 'ON',
    financedAmount: 8000,
    dealerFeePercent: '0.000',
    submittedAt: '2026-11-22T15:04:00.000Z',
    earliestFundingDate: '2026-11-30',
    pages: 9,
    creditor: 'partner',
    checks: [],
    status: 'Documents Submitted',
  };
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the second-look partner’s deals in the underwriter’s screens', () => {
  it('marks the partner’s deals in the credit queue, not the lender’s', async () => {
    mockApi({
      'GET /underwriter/queue': () => ({
        body: {
          results: [queueItem(), queueItem({ id: 'A7', lastName: 'Secondlook', creditor: 'partner' })],
        },
      }),
    });
    await renderAt('/underwriter', { session: underwriterSession });
    const table = await screen.findByRole('table', { name: 'Pending applications: 2' });
    const [, lender, partner] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(lender as HTMLElement).queryByText('Second look — Northbridge')).toBeNull();
    expect(within(partner as HTMLElement).getByRole('rowheader').textContent).toBe(
      'Marie SecondlookSecond look — Northbridge',
    );
  });

  it('shows every decision of the review with who decided, in French', async () => {
    mockApi({
      'GET /underwriter/applications/A7': () => ({
        body: {
          Item: queueItem({
            id: 'A7',
            status: 'KamselApproved',
            creditor: 'partner',
            decision: partnerApproval,
            earlierDecisions: [lenderDecline],
          }),
        },
      }),
    });
    await renderAt('/underwriter/A7', { session: underwriterSession, locale: 'fr' });
    expect(await screen.findByText('Second regard — Northbridge')).toBeTruthy();
    const latest = screen.getByRole('region', { name: 'Dossier de décision' });
    expect(latest.textContent).toContain(
      'Le partenaire de second regard, Northbridge Second Look Credit Corp.',
    );
    const earlier = screen.getByRole('region', { name: 'Décisions précédentes' });
    const heading = within(earlier).getByRole('heading', { level: 3 });
    expect(heading.textContent).toMatch(/, par Le prêteur$/);
    expect(earlier.textContent).toContain('Décidée parLe prêteur');
  });

  it('marks the partner’s deals in the funding queue and its review', async () => {
    mockApi({
      'GET /underwriter/funding': () => ({ body: { results: [partnerFunding()] } }),
      'GET /underwriter/funding/A7': () => ({
        body: { Item: partnerFunding(), fourEyes: true, youApprovedCredit: false },
      }),
    });
    const { unmount } = await renderAt('/underwriter/funding', { session: underwriterSession });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Second look — Northbridge')).toBeTruthy();
    unmount();
    await renderAt('/underwriter/funding/A7', { session: underwriterSession });
    expect(await screen.findByText('Second look — Northbridge')).toBeTruthy();
  });
});
