import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { reportFixture } from '../test-data.ts';

const adminSession = { ...testSession, user: { ...testSession.user, vendorAdmin: true } };

function reportCalls(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.includes('/api/reports?'));
}

describe('Reports', () => {
  it('shows each chart’s data as a table with the figures formatted for the reader', async () => {
    mockApi({ 'GET /reports': () => ({ body: reportFixture() }) });
    await renderAt('/reports', { session: adminSession });
    const funnel = await screen.findByRole('table', { name: /Deals at each step of the pipeline/ });
    const submitted = within(funnel).getByRole('row', { name: /Submitted/ });
    expect(submitted.textContent).toContain('32');
    expect(submitted.textContent).toContain('80.0%');
    const funding = screen.getByRole('table', { name: /Deals funded and the amount funded by week/ });
    expect(within(funding).getByRole('row', { name: /November 2, 2026/ }).textContent).toContain(
      '$102,345.67',
    );
    const speed = screen.getByRole('table', { name: /Time between the steps/ });
    expect(within(speed).getByRole('row', { name: /Submission to decision/ }).textContent).toContain(
      '30 min',
    );
    expect(within(speed).getByRole('row', { name: /Approval to funding/ }).textContent).toContain('3 days');
    expect(screen.getByText('80.0%', { selector: 'dd' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Download CSV: / })).toHaveLength(5);
  });

  it('in French, formats money, percentages and dates the French way', async () => {
    mockApi({ 'GET /reports': () => ({ body: reportFixture() }) });
    await renderAt('/reports', { session: adminSession, locale: 'fr' });
    const funding = await screen.findByRole('table', {
      name: /Demandes financées et montant financé par semaine/,
    });
    expect(within(funding).getByRole('row', { name: /2\snovembre\s2026/ }).textContent).toContain(
      '102\u00a0345.67\u00a0$',
    );
    const funnel = screen.getByRole('table', { name: /Demandes à chaque étape/ });
    expect(within(funnel).getByRole('row', { name: /Soumises/ }).textContent).toMatch(/80,0\s%/);
  });

  it('sorts the salespeople by a column, the header saying which way', async () => {
    mockApi({ 'GET /reports': () => ({ body: reportFixture() }) });
    await renderAt('/reports', { session: adminSession });
    const table = await screen.findByRole('table', { name: /Activity of each one/ });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent);
    expect(names()).toEqual(['Avery Chen', 'Blake Martin']);
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(within(table).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(within(table).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(names()).toEqual(['Blake Martin', 'Avery Chen']);
    fireEvent.click(within(table).getByRole('button', { name: /Approval rate/ }));
    expect(names()).toEqual(['Avery Chen', 'Blake Martin']);
  });

  it('puts a range change in the URL and asks the report again for it', async () => {
    const { fetchMock } = mockApi({ 'GET /reports': () => ({ body: reportFixture() }) });
    const { router } = await renderAt('/reports', { session: adminSession });
    await screen.findByRole('table', { name: /Deals at each step/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Date range' }), {
      target: { value: 'last90Days' },
    });
    await expect.poll(() => router.state.location.search).toBe('?range=last90Days');
    await expect.poll(() => reportCalls(fetchMock).at(-1)).toBe('/api/reports?range=last90Days');
    fireEvent.change(screen.getByRole('combobox', { name: 'Date range' }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await expect.poll(() => router.state.location.search).toBe('?range=custom&from=2026-01-01');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await expect
      .poll(() => reportCalls(fetchMock).at(-1))
      .toBe('/api/reports?range=custom&from=2026-01-01&to=2026-03-31');
  });

  it('says so when the range has no deals, and shows an error the API gives', async () => {
    const none = reportFixture({
      funnel: reportFixture().funnel.map((row) => ({ ...row, count: 0 })),
      funding: { period: 'week', series: [], count: 0, amount: 0, averageAmount: null },
    });
    mockApi({ 'GET /reports': () => ({ body: none }) });
    const view = await renderAt('/reports', { session: adminSession });
    expect(await screen.findByText('No deals in this date range.')).toBeTruthy();
    view.unmount();
    mockApi({ 'GET /reports': () => ({ status: 500, body: { errorMessage: 'The report failed.' } }) });
    await renderAt('/reports?range=lastMonth', { session: adminSession });
    expect((await screen.findByRole('alert')).textContent).toContain('The report failed.');
  });

  it('gives the lender’s staff a dealer filter and the rows by dealer', async () => {
    const lender = {
      token: 'token-2',
      user: {
        userName: 'uw',
        displayName: 'Underwriter',
        role: 'underwriter' as const,
        lenderRoles: ['underwriter' as const],
      },
      vendor: null,
    };
    const { fetchMock } = mockApi({
      'GET /reports': () => ({ body: reportFixture({ scope: 'lender' }) }),
      'GET /lender/dealers': () => ({ body: { Items: [], total: 0, page: 1, pageSize: 20 } }),
    });
    const { router } = await renderAt('/reports?dealerId=3', { session: lender });
    expect(await screen.findByRole('heading', { name: 'By dealer' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dealer' })).toBeTruthy();
    expect(reportCalls(fetchMock)[0]).toBe('/api/reports?range=thisMonth&dealerId=3');
    expect(router.state.location.search).toBe('?dealerId=3');
  });
});
