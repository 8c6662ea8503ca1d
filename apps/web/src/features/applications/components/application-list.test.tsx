import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { listRow, searchAnswer } from '../test-data.ts';

type FetchMock = ReturnType<typeof mockApi>['fetchMock'];

/** The query of each search call, as an object. */
function searches(fetchMock: FetchMock) {
  return fetchMock.mock.calls
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === '/api/applications/search')
    .map((url) => Object.fromEntries(url.searchParams));
}

const rows = [
  listRow(),
  listRow({
    id: 'A2',
    lastName: 'Côté',
    firstName: 'Hélène',
    fullName: 'Hélène Côté',
    status: 'Incomplete',
    edgeId: null,
    amount: 1234.5,
    amountApproved: null,
    city: 'Ottawa',
    actions: ['edit', 'coborrower', 'delete', 'cancel'],
  }),
  listRow({ id: 'A3', fullName: 'Ava Singh', status: 'Not Approved', actions: [] }),
];

describe('ApplicationList', () => {
  it('asks for the first page of the group, created descending, 16 a page, and shows the spec’s columns', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/search': () => searchAnswer(rows) });
    await renderAt('/applications/approved', { session: testSession });

    expect(await screen.findByRole('heading', { level: 1, name: 'Approved' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Applications: Approved' });
    expect(searches(fetchMock)).toEqual([
      { status: 'approved', q: '', sort: 'created', dir: 'desc', page: '1', pageSize: '16' },
    ]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Created▼',
      'Last name↕',
      'First name↕',
      'Full name↕',
      'Status↕',
      'Application number↕',
      'Amount requested↕',
      'Amount approved↕',
      'Rental amount↕',
      'Primary phone↕',
      'Address↕',
      'City↕',
      'Actions',
    ]);
    const roy = within(table).getByRole('row', { name: /Noah Roy/ });
    expect(
      within(roy)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'March 14, 2026',
      'Roy',
      'Noah',
      'Approved',
      'E1234567',
      '$12,500.00',
      '$12,500.00',
      '—No value',
      '(416) 555-0199',
      '1 King St W',
      'Toronto',
      'Actions',
    ]);
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Approved' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Approved – Vendor Portal');
  });

  it('speaks French: group, columns, money, statuses and the count', async () => {
    mockApi({ 'GET /applications/search': () => searchAnswer(rows) });
    await renderAt('/applications/all', { session: testSession, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toutes' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Demandes\u00a0: Toutes' });
    const cote = within(table).getByRole('row', { name: /Hélène Côté/ });
    expect(within(cote).getByText('1 234.50 $')).toBeTruthy();
    expect(within(cote).getByText('Incomplète')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Ava Singh/ }).textContent).toContain('Non approuvée');
    expect(within(table).getByRole('button', { name: 'Nom de famille' })).toBeTruthy();
    expect(screen.getByText('Affichage de 1 à 3 sur 3 entrées')).toBeTruthy();
  });

  it.each([
    ['en', 'Showing 1 to 1 of 1 entry'],
    ['fr', 'Affichage de 1 à 1 sur 1 entrée'],
  ] as const)('counts one entry in the singular (%s, issue 14)', async (locale, text) => {
    mockApi({ 'GET /applications/search': () => searchAnswer(rows.slice(0, 1)) });
    await renderAt('/applications/all', { session: testSession, locale });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says No Results when nothing matches', async () => {
    mockApi({ 'GET /applications/search': () => searchAnswer([]) });
    await renderAt('/applications/funded?q=zzz', { session: testSession });
    expect(await screen.findByText('No Results')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('searchbox', { name: /Search/ }) as HTMLInputElement).value).toBe('zzz');
  });

  it('falls back to the defaults for values of the URL that do not parse, and to all for an unknown group', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/search': () => searchAnswer(rows) });
    const { router } = await renderAt('/applications/mystery?page=abc&pageSize=7&sort=bogus&dir=up&view=x', {
      session: testSession,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/applications/all');
    await screen.findByRole('table');
    expect(searches(fetchMock).at(-1)).toEqual({
      status: 'all',
      q: '',
      sort: 'created',
      dir: 'desc',
      page: '1',
      pageSize: '16',
    });
  });

  it('sorts by a header: ascending first, then the same header flips it', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/search': () => searchAnswer(rows) });
    const { router } = await renderAt('/applications/all?page=2', { session: testSession });
    const created = (await screen.findByRole('button', { name: 'Created' })).closest('th');
    expect(created?.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Last name' }));
    await expect.poll(() => router.state.location.search).toBe('?sort=lastName&dir=asc');
    const lastName = screen.getByRole('button', { name: 'Last name' }).closest('th');
    await expect.poll(() => lastName?.getAttribute('aria-sort')).toBe('ascending');
    expect(created?.hasAttribute('aria-sort')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Last name' }));
    await expect.poll(() => router.state.location.search).toBe('?sort=lastName');
    await expect.poll(() => lastName?.getAttribute('aria-sort')).toBe('descending');
    expect(searches(fetchMock).at(-1)).toMatchObject({ sort: 'lastName', dir: 'desc', page: '1' });
  });

  it('puts the search in the URL 500 ms after the last key, back on page 1', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/search': () => searchAnswer(rows, 40) });
    const { router } = await renderAt('/applications/all?page=3&pageSize=4', { session: testSession });
    const search = await screen.findByRole('searchbox', { name: /Search/ });
    fireEvent.change(search, { target: { value: 'ro' } });
    fireEvent.change(search, { target: { value: 'roy ' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.search).toBe('?page=3&pageSize=4');
    await expect.poll(() => router.state.location.search, { timeout: 10_000 }).toBe('?pageSize=4&q=roy');
    expect((search as HTMLInputElement).value).toBe('roy ');
    await expect.poll(() => searches(fetchMock).at(-1)?.q).toBe('roy');
    expect(searches(fetchMock).filter((query) => query.q === 'ro')).toEqual([]);
  });

  it('changes the entries per page, back on page 1', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/search': () => searchAnswer(rows, 40, 2, 16) });
    const { router } = await renderAt('/applications/all?page=2', { session: testSession });
    const select = await screen.findByRole('combobox', { name: 'Entries per page' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '4',
      '8',
      '16',
      '32',
      '64',
      '128',
    ]);
    fireEvent.change(select, { target: { value: '4' } });
    await expect.poll(() => router.state.location.search).toBe('?pageSize=4');
    await expect.poll(() => searches(fetchMock).at(-1)).toMatchObject({ page: '1', pageSize: '4' });
  });

  it('pages with at most 12 page links, first, previous, next and last', async () => {
    mockApi({ 'GET /applications/search': () => searchAnswer(rows, 200, 1, 4) });
    const { router } = await renderAt('/applications/all?pageSize=4', { session: testSession });
    const nav = await screen.findByRole('navigation', { name: 'Result pages' });
    const pageLinks = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(pageLinks.map((a) => a.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(within(nav).getByRole('link', { name: 'Last page' }).getAttribute('href')).toBe(
      '/applications/all?pageSize=4&page=50',
    );
    expect(screen.getByText('Showing 1 to 4 of 200 entries')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Next page' }));
    await expect.poll(() => router.state.location.search).toBe('?pageSize=4&page=2');
    await expect
      .poll(() => within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    expect(screen.getByText('Showing 5 to 8 of 200 entries')).toBeTruthy();
  });

  it('switches to the grid: one card per application with the same facts', async () => {
    mockApi({ 'GET /applications/search': () => searchAnswer(rows) });
    const { router } = await renderAt('/applications/all', { session: testSession });
    await screen.findByRole('table');
    const grid = screen.getByRole('button', { name: 'Grid' });
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(grid);
    await expect.poll(() => router.state.location.search).toBe('?view=grid');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(screen.getByRole('article', { name: 'Ava Singh' })).getByText('Not approved')).toBeTruthy();
    const roy = screen.getByRole('article', { name: 'Noah Roy' });
    expect(within(roy).getAllByText('$12,500.00', { selector: 'dd' })).toHaveLength(2);
    expect(within(roy).getByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says the contracts could not be fetched', async () => {
    mockApi({
      'GET /applications/search': () => ({ status: 500, body: { errorMessage: 'Database down' } }),
    });
    await renderAt('/applications/all', { session: testSession });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Couldn't fetch the contracts");
    expect(alert.textContent).toContain('Database down');
  });

  it('syncs, reads the list again and says Sync Finished for 3 seconds', async () => {
    const { fetchMock } = mockApi({
      'GET /applications/search': () => searchAnswer(rows),
      'GET /doc-api/applications/sync': () => ({ body: { data: { status: 'Success', requeued: 2 } } }),
    });
    await renderAt('/applications/pending', { session: testSession });
    await screen.findByRole('table');
    expect(searches(fetchMock)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    const message = await screen.findByText('Sync Finished');
    expect(message.getAttribute('aria-live')).toBe('polite');
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain('/doc-api/applications/sync');
    expect(searches(fetchMock)).toHaveLength(2);
    await expect
      .poll(() => screen.queryByText('Sync Finished'), { timeout: 10_000, interval: 200 })
      .toBeNull();
  }, 10_000);
});
