import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS } from '../../features/auth/api/get-session.ts';
import { getSession, SESSION_KEYS } from '../../lib/session.ts';
import { approvedApplicationAnswer } from '../../testing/financing-answers.ts';
import { mockApi, renderAt, testSession } from '../../testing/render.tsx';

const sessionAnswer = { body: { Item: { user: testSession.user, vendor: testSession.vendor } } };

describe('signed-in pages', () => {
  it('send a visitor without a session to Login, remembering the path', async () => {
    mockApi({});
    const { router } = await renderAt('/assets/A1?x=1');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/assets/A1?x=1')}`);
  });

  it('do not add a redirect for the dashboard', async () => {
    mockApi({});
    const { router } = await renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toBe('');
  });

  it('show the financing screens, translated, no longer a page still to come', async () => {
    mockApi({
      // An approved deal without assets yet: the closing frame lets Assets open (decision 031).
      'GET /applications/get/A1': () => approvedApplicationAnswer({}, { assets: false, program: false }),
      'GET /application/get-assets/A1': () => ({ body: { assets: {}, assetCount: 0, assetTotal: 0 } }),
    });
    await renderAt('/assets/A1', { session: testSession, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Biens' })).toBeTruthy();
    expect(
      await screen.findByText('Total des biens\u00a0: 0.00\u00a0$', { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(screen.queryByText('Pas encore disponible')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follow the redirects of spec §2', async () => {
    mockApi({});
    const cases: [string, string][] = [
      ['/applications', '/applications/all'],
      // The wizard without an application id starts a new one (or resumes the one in memory).
      ['/application', '/application/1/new'],
      ['/application/3/A1?x=1', '/application/3-1/A1?x=1'],
      // A1, opened just above, is now the application in memory.
      ['/coborrower', '/application/coborrower/0/A1'],
      ['/upload-files', '/upload-files/new'],
      ['/auth', '/login'],
    ];
    for (const [from, to] of cases) {
      const { router, unmount } = await renderAt(from, { session: testSession });
      await screen.findByRole('heading', { level: 1 });
      expect(`${router.state.location.pathname}${router.state.location.search}`, from).toBe(to);
      unmount();
    }
  });

  it('re-check a fresh token only after 4 minutes, then every 4 minutes', async () => {
    const { calls } = mockApi({ 'GET /users/session': () => sessionAnswer });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await renderAt('/sign/A1', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Sign the contract' });
    const sessionCalls = () => calls.filter((c) => c.path === '/users/session').length;
    expect(sessionCalls()).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    });
    expect(sessionCalls()).toBe(1);
    expect(Number(window.localStorage.getItem(SESSION_KEYS.lastTokenCheck))).toBe(Date.now());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    });
    expect(sessionCalls()).toBe(2);
  });

  it('check a stale token at once and sign out an expired session to Login with a redirect', async () => {
    mockApi({
      'GET /users/session': () => ({ status: 403, body: { errorMessage: "Token expired or doesn't exist" } }),
    });
    window.localStorage.setItem(SESSION_KEYS.token, testSession.token);
    window.localStorage.setItem(SESSION_KEYS.user, JSON.stringify(testSession.user));
    window.localStorage.setItem(SESSION_KEYS.lastTokenCheck, String(Date.now() - 3 * 60_000));
    const { router } = await renderAt('/sign/A1');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toBe('?redirect=%2Fsign%2FA1');
    expect(getSession()).toBeNull();
    expect(await screen.findByText('Your session has expired. Please log back in.')).toBeTruthy();
  });
});
