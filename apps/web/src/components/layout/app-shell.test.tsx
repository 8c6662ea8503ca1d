import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../lib/i18n.ts';
import { mockApi, renderAt, testSession, testUser } from '../../testing/render.tsx';

describe('AppShell', () => {
  it('names the vendor, skips to the content and links to the account pages', async () => {
    mockApi({ 'GET /applications/summary': () => ({ body: { results: {} } }) });
    await renderAt('/', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Maple Home Comfort')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.getByRole('main').id).toBe('main-content');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/change-password',
    );
    expect(within(nav).getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(within(screen.getByRole('contentinfo')).getByText('Version 1.6.0')).toBeTruthy();
  });

  it("shows an underwriter's own name when there is no vendor", async () => {
    mockApi({ 'GET /applications/summary': () => ({ body: { results: {} } }) });
    await renderAt('/', {
      session: {
        token: 't',
        user: {
          ...testUser,
          displayName: 'Uma Underwriter',
          role: 'underwriter',
          lenderRoles: ['underwriter'],
        },
        vendor: null,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(within(screen.getByRole('banner')).getByText('Uma Underwriter')).toBeTruthy();
  });

  it('switches the language, remembers it and sends it to the API', async () => {
    const { calls } = mockApi({ 'GET /applications/summary': () => ({ body: { results: { Pending: 1 } } }) });
    await renderAt('/', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The heading shows before the summary is fetched: wait for the call rather than race it.
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]?.headers['Accept-Language']).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
  });
});
