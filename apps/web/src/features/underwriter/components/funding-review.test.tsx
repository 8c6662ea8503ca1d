import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FundingQueueItem } from '@vp/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../../testing/render.tsx';
import { underwriterSession } from '../test-data.ts';
import { proposedFundingDate } from './funding-review-form.tsx';

function fundingItem(fields: Partial<FundingQueueItem> = {}): FundingQueueItem {
  return {
    id: 'A1',
    edgeId: 'LN-100042',
    vendorName: 'Érable Confort',
    firstName: 'Marie',
    lastName: 'Tremblay',
    province: 'QC',
    financedAmount: 8000,
    dealerFeePercent: '0.000',
    submittedAt: '2026-11-20T15:04:00.000Z',
    earliestFundingDate: '2026-11-30',
    pages: 9,
    creditor: 'lender',
    checks: [
      { id: 'contractSealed', ok: true, checked: true, params: {} },
      { id: 'amountsAgree', ok: true, checked: true, params: { financed: 8000, billOfSale: 8000 } },
      { id: 'serialNumbers', ok: false, checked: true, params: { missing: 1, count: 2 } },
      { id: 'coolingOff', ok: true, checked: true, params: { days: 10, date: '2026-11-30' } },
    ],
    status: 'Documents Submitted',
    ...fields,
  };
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('funding review', () => {
  it('lists the submitted packages in the second queue', async () => {
    mockApi({ 'GET /underwriter/funding': () => ({ body: { results: [fundingItem()] } }) });
    await renderAt('/underwriter/funding', { session: underwriterSession });
    const table = await screen.findByRole('table', { name: 'Submitted packages: 1' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Marie Tremblay' }).getAttribute('href')).toBe(
      '/underwriter/funding/A1',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Érable Confort',
      'LN-100042',
      '$8,000.00',
      'November 20, 2026',
      'November 30, 2026',
      '3 of 4 passed',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Underwriter queues' });
    expect(within(nav).getByRole('link', { name: 'Funding review' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the PDF fetched with the token, the checks, and the server’s refusal of an early date', async () => {
    const { calls } = mockApi({
      'GET /underwriter/funding/A1': () => ({
        body: { Item: fundingItem(), fourEyes: true, youApprovedCredit: false },
      }),
      'GET /underwriter/funding/A1/package': () => ({ body: { pdf: true } }),
      'POST /underwriter/funding/A1': () => ({
        status: 409,
        body: { errorMessage: 'The cooling-off period ends before 2026-11-30.' },
      }),
    });
    await renderAt('/underwriter/funding/A1', { session: underwriterSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Funding package of Marie Tremblay' }),
    ).toBeTruthy();
    const frame = await screen.findByTitle('Funding package of Marie Tremblay (PDF)');
    expect(frame.getAttribute('src')).toBe('blob:pdf');
    expect(calls.find((c) => c.path === '/underwriter/funding/A1/package')?.headers.Authorization).toBe(
      'token-u',
    );
    expect(
      screen.getByText(/The bill of sale’s amount, \$8,000.00, equals the financed amount/),
    ).toBeTruthy();
    expect(
      screen
        .getByText(/Every asset has a serial number \(2 assets\)/)
        .closest('li')
        ?.getAttribute('data-state'),
    ).toBe('failed');

    fireEvent.click(screen.getByRole('radio', { name: 'Fund the loan' }));
    const date = screen.getByLabelText(/Funding date/) as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2026-11-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the review' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The cooling-off period ends before 2026-11-30.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'fund',
      fundingDate: '2026-11-25',
    });
  });

  it('sends the package back with a note, in French', async () => {
    const { calls } = mockApi({
      'GET /underwriter/funding/A1': () => ({
        body: { Item: fundingItem(), fourEyes: true, youApprovedCredit: false },
      }),
      'GET /underwriter/funding/A1/package': () => ({ body: {} }),
      'POST /underwriter/funding/A1': () => ({ body: { status: 'Missing Documents' } }),
      'GET /underwriter/funding': () => ({ body: { results: [] } }),
    });
    const { router } = await renderAt('/underwriter/funding/A1', {
      session: underwriterSession,
      locale: 'fr',
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Documents manquants' }));
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer pour documents' }));
    expect(await screen.findByText('Ce champ est obligatoire.', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note au marchand/), { target: { value: 'Chèque illisible.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer pour documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/underwriter/funding'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'missingDocuments',
      note: 'Chèque illisible.',
    });
  });

  it('tells the credit’s approver that another funder must book it, and lets them send it back (four eyes)', async () => {
    mockApi({
      'GET /underwriter/funding/A1': () => ({
        body: { Item: fundingItem(), fourEyes: true, youApprovedCredit: true },
      }),
      'GET /underwriter/funding/A1/package': () => ({ body: {} }),
    });
    await renderAt('/underwriter/funding/A1', { session: underwriterSession });
    expect(
      await screen.findByText(/You approved this deal's credit: another funder must book it \(four eyes\)\./),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Fund the loan' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Missing documents' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it('proposes the earliest funding date, or today once it has passed', () => {
    expect(proposedFundingDate('2026-11-30', '2026-11-20')).toBe('2026-11-30');
    expect(proposedFundingDate('2026-11-30', '2026-12-02')).toBe('2026-12-02');
  });
});
