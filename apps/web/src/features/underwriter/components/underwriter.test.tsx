import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../testing/render.tsx';
import { queueItem, underwriterSession, vendorSession } from '../test-data.ts';

describe('underwriting queue', () => {
  it('refuses a vendor user without calling the API', async () => {
    const { calls } = mockApi({ 'GET /applications/summary': () => ({ body: { results: {} } }) });
    for (const path of ['/underwriter', '/underwriter/A1']) {
      const { unmount } = await renderAt(path, { session: vendorSession });
      expect(await screen.findByRole('heading', { level: 1, name: 'Access refused' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
      unmount();
    }
    expect(calls.filter((call) => call.path.startsWith('/underwriter'))).toEqual([]);
  });

  it('lists the Pending applications with score, reasons in words and the Quebec ratio', async () => {
    mockApi({
      'GET /underwriter/queue': () => ({
        body: {
          results: [
            queueItem(),
            queueItem({
              id: 'A2',
              firstName: 'Kim',
              lastName: 'Review',
              vendorName: 'Maple Home Comfort',
              vendorProvince: 'ON',
              decision: null,
            }),
          ],
        },
      }),
    });
    await renderAt('/underwriter', { session: underwriterSession });
    const table = await screen.findByRole('table', { name: 'Pending applications: 2' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Applicant',
      'Vendor',
      'Amount requested',
      'Score',
      'Reasons',
      'Debt ratio (Quebec)',
      'Waiting since',
    ]);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('link', { name: 'Marie Tremblay' }).getAttribute('href')).toBe('/underwriter/A1');
    const cells = first.getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Érable Confort (QC)',
      '$10,000.00',
      '720',
      'Score high enough to approveQuebec: debt ratio over 45%',
      '46.7%',
    ]);
    expect(within(rows[2] as HTMLElement).getByText('No decision record')).toBeTruthy();
  });

  it('speaks French, with the ratio as a French percentage', async () => {
    mockApi({ 'GET /underwriter/queue': () => ({ body: { results: [queueItem()] } }) });
    await renderAt('/underwriter', { session: underwriterSession, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'File de souscription' })).toBeTruthy();
    // Testing Library reads the non-breaking space before % as a plain one.
    expect(await screen.findByText('46,7 %')).toBeTruthy();
    expect(screen.getByText('Québec : ratio d’endettement de plus de 45 %')).toBeTruthy();
    expect(screen.getByText('10 000.00 $')).toBeTruthy();
  });

  it('says when no application is waiting', async () => {
    mockApi({ 'GET /underwriter/queue': () => ({ body: { results: [] } }) });
    await renderAt('/underwriter', { session: underwriterSession });
    expect(await screen.findByText('No application is waiting for a decision.')).toBeTruthy();
  });
});

describe('an application in the underwriter’s hands', () => {
  it('shows the decision record and the bureau file', async () => {
    mockApi({ 'GET /underwriter/applications/A1': () => ({ body: { Item: queueItem() } }) });
    await renderAt('/underwriter/A1', { session: underwriterSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application of Marie Tremblay' }),
    ).toBeTruthy();
    expect(screen.getByText('46.7%')).toBeTruthy();
    // The ratio's three amounts are monthly, and the screen says so (issue 14: the income was read as yearly).
    expect(screen.getByText(/gross monthly income/)).toBeTruthy();
    const trades = screen.getByRole('table', { name: 'Trades' });
    expect(within(trades).getByText('$1,234.56')).toBeTruthy();
    expect(within(trades).getByText('$37.04')).toBeTruthy();
    expect(within(trades).getByText('Revolving')).toBeTruthy();
    expect(screen.getByText('SIM-1234')).toBeTruthy();
  });

  it('checks the approved amount and the note, confirms, records and goes back to the queue', async () => {
    const { calls } = mockApi({
      'GET /underwriter/applications/A1': () => ({ body: { Item: queueItem() } }),
      'POST /underwriter/decide/A1': () => ({
        body: { status: 'Approved', amountApproved: 6000, rentalAmount: null },
      }),
      'GET /underwriter/queue': () => ({ body: { results: [] } }),
    });
    const { router } = await renderAt('/underwriter/A1', { session: underwriterSession });
    fireEvent.click(await screen.findByRole('radio', { name: 'Approve' }));
    const amount = screen.getByRole('textbox', { name: /Approved amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('10,000.00');
    fireEvent.change(amount, { target: { value: '12,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(
      await screen.findByText('The approved amount cannot be more than the requested amount, $10,000.00.'),
    ).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);

    fireEvent.change(amount, { target: { value: '6,000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), {
      target: { value: '  Stable employment, verified by phone.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the decision' });
    expect(within(dialog).getByText('Approve the application of Marie Tremblay for $6,000.00?')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await expect.poll(() => router.state.location.pathname).toBe('/underwriter');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'approve',
      amount: 6000,
      note: 'Stable employment, verified by phone.',
    });
    expect(
      await screen.findByText('The application of Marie Tremblay was approved for $6,000.00.'),
    ).toBeTruthy();
  });

  it('declines without an amount, and shows the server’s refusal', async () => {
    const { calls } = mockApi({
      'GET /underwriter/applications/A1': () => ({ body: { Item: queueItem() } }),
      'POST /underwriter/decide/A1': () => ({
        status: 409,
        body: { errorMessage: 'This action is not available for this application in its current status.' },
      }),
    });
    const { router } = await renderAt('/underwriter/A1', { session: underwriterSession });
    fireEvent.click(await screen.findByRole('radio', { name: 'Decline' }));
    expect(screen.queryByRole('textbox', { name: /Approved amount/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: 'Debt too high.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the decision' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const refusal = await screen.findByText(
      'This action is not available for this application in its current status.',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'decline',
      note: 'Debt too high.',
    });
    expect(router.state.location.pathname).toBe('/underwriter/A1');
  });

  it('offers no decision on an application that is no longer Pending', async () => {
    mockApi({
      'GET /underwriter/applications/A1': () => ({ body: { Item: queueItem({ status: 'Approved' }) } }),
    });
    await renderAt('/underwriter/A1', { session: underwriterSession });
    expect(await screen.findByText('This application is no longer pending: it is Approved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record the decision' })).toBeNull();
  });
});
