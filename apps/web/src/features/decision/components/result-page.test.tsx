import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { applicationAnswer } from '../test-data.ts';

const RESULT_PATHS = [
  '/application/approved/A1',
  '/application/not-approved/A1',
  '/application/credit-bureau-not-found/A1',
  '/application/pending/A1',
];

describe('a result screen opened by id (spec §4)', () => {
  it.each([
    ['Incomplete', '/application/1/A1'],
    ['Bureau Not Found', '/application/credit-bureau-not-found/A1'],
    ['Not Approved', '/application/not-approved/A1'],
    ['Declined', '/application/not-approved/A1'],
    ['Pending', '/application/pending/A1'],
    ['Approved', '/application/approved/A1'],
    ['Approved for Lesser Amount', '/application/approved/A1'],
    ['Booked', '/'],
  ])('routes %s to %s from every result screen', async (status, expected) => {
    for (const path of RESULT_PATHS) {
      mockApi({ 'GET /applications/get/A1': () => applicationAnswer({ status }) });
      const { router, unmount } = await renderAt(path, { session: testSession });
      await screen.findByRole('heading', { level: 1 });
      await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe(expected);
      unmount();
    }
  });

  it('is fatal for a missing application', async () => {
    mockApi({
      'GET /applications/get/A1': () => ({
        status: 404,
        body: { errorMessage: "Couldn't fetch the application" },
      }),
    });
    const { router } = await renderAt('/application/approved/A1', { session: testSession });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Fatal Error: Couldn't fetch the application");
    expect(router.state.location.pathname).toBe('/application/approved/A1');
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('is fatal for an application without a status', async () => {
    mockApi({
      'GET /applications/get/A1': () => ({
        body: { application: { id: 'A1', version: 1 }, permissions: {} },
      }),
    });
    await renderAt('/application/pending/A1', { session: testSession });
    expect((await screen.findByRole('alert')).textContent).toBe('Fatal Error: Internal Server Error');
  });

  it('sends an underwriter to their own view of the application, calling no vendor route', async () => {
    const { calls } = mockApi({});
    const session = {
      ...testSession,
      user: { ...testSession.user, role: 'underwriter' as const },
      vendor: null,
    };
    const { router } = await renderAt('/application/not-approved/A1', { session });
    await expect.poll(() => router.state.location.pathname).toBe('/underwriter/A1');
    expect(calls.some((call) => call.path.startsWith('/applications/'))).toBe(false);
  });
});
