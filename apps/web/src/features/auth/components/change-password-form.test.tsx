import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, getInput, mockApi, renderAt, testSession } from '../../../testing/render.tsx';

function fill(label: string, value: string) {
  fireEvent.change(getInput(label), { target: { value } });
}

describe('ChangePassword', () => {
  it('shows the form alert and a message per field, in English, and sends nothing', async () => {
    const { fetchMock } = mockApi({});
    await renderAt('/change-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please review the form for errors.');
    for (const label of ['User name', 'Current password', 'New password', 'Confirm new password']) {
      expect(fieldError(label), label).toBe('This field is required.');
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Change password – Vendor Portal');
  });

  it('checks the password policy and the confirmation', async () => {
    mockApi({});
    await renderAt('/change-password');
    await screen.findByRole('heading', { name: 'Change password' });
    fill('User name', 'demo.external');
    fill('Current password', 'Demo-pass1!');
    fill('New password', 'short');
    fill('Confirm new password', 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await screen.findByRole('alert');
    expect(fieldError('New password')).toBe(
      'Password must be at least 8 characters long, contain a uppercase letter, a lowercase letter, a symbol and a number.',
    );
    expect(fieldError('Confirm new password')).toBe('Password mismatch.');
    expect(fieldError('User name')).toBeNull();
  });

  it('speaks French', async () => {
    const { fetchMock } = mockApi({});
    await renderAt('/change-password', { locale: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Changer le mot de passe' });
    fill('Nouveau mot de passe', 'Valid-pass1!');
    fill('Confirmer le nouveau mot de passe', 'Other-pass1!');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Veuillez corriger les erreurs du formulaire.',
    );
    expect(fieldError('Nom d’utilisateur')).toBe('Ce champ est obligatoire.');
    expect(fieldError('Confirmer le nouveau mot de passe')).toBe('Les mots de passe ne sont pas pareils.');
    fill('Nouveau mot de passe', 'weak');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(fieldError('Nouveau mot de passe')).toBe(
        'Le mot de passe doit contenir au moins 8 caractères, une majuscule, une minuscule, un symbole et un chiffre.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-validates as the user types after the first submit, throttled to 300 ms', async () => {
    mockApi({});
    await renderAt('/change-password');
    await screen.findByRole('heading', { name: 'Change password' });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('alert');

    vi.useFakeTimers();
    fill('User name', 'demo.external');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fieldError('User name')).toBeNull();
    fill('Current password', 'x');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(fieldError('Current password')).toBe('This field is required.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(fieldError('Current password')).toBeNull();
  });

  it('prefills the user name of the session and shows the server field errors', async () => {
    const { calls } = mockApi({
      'POST /users/password': () => ({
        status: 400,
        body: { errorMessage: 'The request is not valid.', errors: { newPassword: 'Used before.' } },
      }),
    });
    await renderAt('/change-password', { session: testSession });
    await screen.findByRole('heading', { name: 'Change password' });
    expect(getInput('User name').value).toBe('demo.external');
    fill('Current password', 'Demo-pass1!');
    fill('New password', 'Newer-pass2@');
    fill('Confirm new password', 'Newer-pass2@');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The request is not valid.');
    expect(fieldError('New password')).toBe('Used before.');
    expect(calls.at(-1)?.body).toEqual({
      userName: 'demo.external',
      password: 'Demo-pass1!',
      newPassword: 'Newer-pass2@',
      confirmNewPassword: 'Newer-pass2@',
    });
    expect(calls.at(-1)?.headers.Authorization).toBe('token-1');
  });

  it('after an expired password: says so, prefills the user name, and leads to Login once changed', async () => {
    const { calls } = mockApi({ 'POST /users/password': () => ({ body: { result: 'Success' } }) });
    const { router } = await renderAt('/change-password?userName=demo.expired&expired=1');
    expect(await screen.findByText('Your password expired. Please reset the password.')).toBeTruthy();
    expect(getInput('User name').value).toBe('demo.expired');
    fill('Current password', 'Demo-pass1!');
    fill('New password', 'Newer-pass2@');
    fill('Confirm new password', 'Newer-pass2@');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Your password was changed. Sign in with your new password.')).toBeTruthy();
    expect(calls.at(-1)?.headers.Authorization).toBeUndefined();
  });
});
