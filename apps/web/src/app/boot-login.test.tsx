import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../lib/session.ts';
import { getInput, mockApi, testUser, testVendor } from '../testing/render.tsx';
import { isBootLoginPath, showBootLogin } from './boot-login.tsx';

let root: Root | undefined;

/** What main.tsx does on a fresh load of the address. */
function freshLoad(address: string) {
  window.history.replaceState(null, '', address);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => showBootLogin(root as Root));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page of a fresh load (without the router)', () => {
  it('is the page of /login only', () => {
    expect(isBootLoginPath('/login')).toBe(true);
    expect(isBootLoginPath('/')).toBe(false);
    expect(isBootLoginPath('/change-password')).toBe(false);
  });

  it('switches the language in place with ?l=, the redirect kept', async () => {
    freshLoad('/login?redirect=%2Fapplications%2Fall');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    const search = new URLSearchParams(window.location.search);
    expect(search.get('l')).toBe('fr');
    expect(search.get('redirect')).toBe('/applications/all');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fapplications%2Fall&l=en',
    );
  });

  it('hands over to the router once signed in, at the redirect path', async () => {
    mockApi({
      'POST /users/login': () => ({ body: { authToken: 'tok-1', user: testUser, vendor: testVendor } }),
      'GET /applications/summary': () => ({ body: { results: { All: 3 } } }),
    });
    freshLoad('/login?redirect=%2F');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fireEvent.change(getInput('User name'), { target: { value: 'demo.external' } });
    fireEvent.change(getInput('Password'), { target: { value: 'Demo-pass1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem(SESSION_KEYS.token)).toBe('tok-1');
    // The router's own links now: the footer's goes to the accessibility statement without a page load.
    fireEvent.click(screen.getByRole('link', { name: 'Accessibility' }));
    await waitFor(() => expect(window.location.pathname).toBe('/accessibility-policy'));
  });

  it("hands over to the router's change password screen from its link", async () => {
    freshLoad('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Change your password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    expect(window.location.pathname).toBe('/change-password');
  });
});
