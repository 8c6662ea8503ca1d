import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../../lib/i18n.ts';
import { SESSION_KEYS } from '../../../lib/session.ts';
import { fieldError, getInput, mockApi, renderAt, testUser, testVendor } from '../../../testing/render.tsx';

const loginAnswer = { authToken: 'tok-9', user: testUser, vendor: testVendor };

async function signIn(userName: string, password: string) {
  await screen.findByRole('heading', { level: 1 });
  fireEvent.change(getInput(/^fr/.test(document.documentElement.lang) ? 'Nom d’utilisateur' : 'User name'), {
    target: { value: userName },
  });
  fireEvent.change(getInput(/^fr/.test(document.documentElement.lang) ? 'Mot de passe' : 'Password'), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: /^(Sign in|Se connecter)$/ }));
}

describe('Login', () => {
  it('stores the session and goes to the redirect path', async () => {
    const { calls } = mockApi({ 'POST /users/login': () => ({ body: loginAnswer }) });
    const { router } = await renderAt('/login?redirect=%2Fsign%2FA1');
    await signIn('demo.external', 'Demo-pass1!');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign the contract' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign/A1');
    expect(calls[0]?.body).toEqual({ userName: 'demo.external', password: 'Demo-pass1!' });
    expect(window.localStorage.getItem(SESSION_KEYS.token)).toBe('tok-9');
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEYS.user) ?? '{}')).toEqual(testUser);
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEYS.vendor) ?? '{}')).toEqual(testVendor);
    expect(Number(window.localStorage.getItem(SESSION_KEYS.lastTokenCheck))).toBeGreaterThan(0);
  });

  it('goes to the dashboard without a redirect, and ignores one leaving the app', async () => {
    mockApi({
      'POST /users/login': () => ({ body: loginAnswer }),
      'GET /applications/summary': () => ({ body: { results: {} } }),
    });
    const { router } = await renderAt('/login?redirect=https%3A%2F%2Fevil.example');
    await signIn('demo.external', 'Demo-pass1!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes on to the second step with its ticket in the history, no session stored; a wrong code is told (053)', async () => {
    const secondStep = { ticket: 't'.repeat(43), kind: 'verify', methods: ['totp', 'recovery'] };
    const { calls } = mockApi({
      'POST /users/login': () => ({ body: { secondStep } }),
      'POST /users/login/code': () => ({ status: 401, body: { errorMessage: 'That code is not right.' } }),
    });
    const { router } = await renderAt('/login?redirect=%2Fsign%2FA1');
    await signIn('demo.admin', 'Demo-pass1!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm it’s you' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/confirm');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem(SESSION_KEYS.token)).toBeNull();

    fireEvent.change(getInput('Code from your authenticator app'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the 6 digits your authenticator app shows.',
    );
    expect(calls).toHaveLength(1);
    fireEvent.change(getInput('Code from your authenticator app'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('That code is not right.');
    expect(calls[1]?.body).toEqual({ ticket: secondStep.ticket, method: 'totp', code: '123456' });
  });

  it("shows the server's message when the credentials are wrong or sign-in is throttled", async () => {
    let status = 401;
    mockApi({
      'POST /users/login': () => ({ status, body: { errorMessage: `Refused ${status}.` } }),
    });
    await renderAt('/login');
    await signIn('demo.external', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Refused 401.');
    status = 429;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Refused 429.');
    expect(screen.getByRole('alert').textContent).toBe('Refused 429.');
    expect(window.localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('sends a user whose password expired to ChangePassword, user name prefilled', async () => {
    mockApi({
      'POST /users/login': () => ({
        status: 401,
        body: { errorMessage: 'Password Expired', code: 'PASSWORD_EXPIRED' },
      }),
    });
    const { router } = await renderAt('/login');
    await signIn('demo.expired', 'Demo-pass1!');
    expect(await screen.findByText('Your password expired. Please reset the password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(getInput('User name').value).toBe('demo.expired');
  });

  it('requires both fields and sends nothing without them', async () => {
    const { fetchMock } = mockApi({});
    await renderAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fieldError('User name')).toBe('This field is required.');
    expect(fieldError('Password')).toBe('This field is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to French with ?l=fr and remembers it', async () => {
    mockApi({});
    await renderAt('/login?l=fr&redirect=%2Fapplications%2Fall');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(document.title).toBe('Connexion – Portail des marchands');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/login?l=en&redirect=%2Fapplications%2Fall');
    fireEvent.click(english);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('links to French, to the password change and to the accessibility statement', async () => {
    mockApi({});
    await renderAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/login?l=fr');
    expect(screen.getByRole('link', { name: 'Change your password' }).getAttribute('href')).toBe(
      '/change-password',
    );
    expect(screen.getByRole('link', { name: 'Accessibility' }).getAttribute('href')).toBe(
      '/accessibility-policy',
    );
    expect(screen.getByText('Version 1.6.0')).toBeTruthy();
  });
});
