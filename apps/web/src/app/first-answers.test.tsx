import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRow, searchAnswer } from '../features/applications/test-data.ts';
import { APP_ID, formOptions, record } from '../features/wizard/testing/wizard-fixtures.ts';
import { mockApi, renderAt, testSession } from '../testing/render.tsx';

type FetchMock = ReturnType<typeof mockApi>['fetchMock'];

function callsTo(fetchMock: FetchMock, pathname: string): number {
  return fetchMock.mock.calls.filter(
    (call) => new URL(String(call[0]), 'http://localhost').pathname === pathname,
  ).length;
}

describe("a screen's first answers, fetched by its route with its code", () => {
  it('shows the dashboard with its counts at once, asking for them once', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/summary': () => ({ body: { results: { All: 3 } } }) });
    await renderAt('/', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The same render as the title: no loading state in between.
    expect(screen.getByRole('list', { name: 'Applications by status' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(callsTo(fetchMock, '/api/applications/summary')).toBe(1);
  });

  it('shows the list with its rows at once, asking for the page once', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/search': () => searchAnswer([listRow()]) });
    await renderAt('/applications/approved', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Approved' });
    expect(screen.getByRole('table', { name: 'Applications: Approved' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/applications/search')).toBe(1);
  });

  it("opens the wizard's step 1 on its application and options at once", async () => {
    const { fetchMock } = mockApi({
      [`GET /applications/get/${APP_ID}`]: () => ({ body: record() }),
      'GET /form-options': () => ({ body: formOptions('en') }),
    });
    await renderAt(`/application/1/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Credit application' });
    expect(screen.queryByRole('status', { name: 'Loading the application…' })).toBeNull();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, `/api/applications/get/${APP_ID}`)).toBe(1);
    expect(callsTo(fetchMock, '/api/form-options')).toBe(1);
  });

  it('does not hold a screen back for a slow answer: it shows its loading state', async () => {
    mockApi({ 'GET /applications/summary': () => new Promise(() => {}) });
    await renderAt('/', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });
});
