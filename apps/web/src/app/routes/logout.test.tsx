import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, SESSION_KEYS } from '../../lib/session.ts';
import { mockApi, renderAt, testSession } from '../../testing/render.tsx';

describe('Logout', () => {
  it('ends the session and goes to Login', async () => {
    const { calls } = mockApi({
      'GET /applications/summary': () => ({ body: { results: {} } }),
      'GET /users/logout': () => ({ body: { result: 'Success' } }),
    });
    const { router } = await renderAt('/', { session: testSession });
    fireEvent.click(await screen.findByRole('link', { name: 'Log out' }));
    expect(await screen.findByText('You are signed out.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.some((c) => c.path === '/users/logout' && c.headers.Authorization === 'token-1')).toBe(true);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.lastTokenCheck)).toBeNull();
  });

  it('says so and goes back one page when the logout fails', async () => {
    mockApi({
      'GET /applications/summary': () => ({ body: { results: {} } }),
      'GET /users/logout': () => ({ status: 500, body: { errorMessage: 'Database down' } }),
    });
    const { router } = await renderAt('/', { session: testSession });
    fireEvent.click(await screen.findByRole('link', { name: 'Log out' }));
    expect(await screen.findByText('Sign-out failed. Please try again. Database down')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).not.toBeNull();
  });
});
