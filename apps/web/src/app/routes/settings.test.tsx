// Settings (issue 27): the language saved and switched, the password form, and the dealership's users for a vendor
// admin only: add with the one-time password shown once, and each action after its question.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VendorUser } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { getSession } from '../../lib/session.ts';
import { mockApi, renderAt, testSession } from '../../testing/render.tsx';

const adminSession = {
  ...testSession,
  user: { ...testSession.user, userName: 'demo.admin', vendorAdmin: true },
};

const user = (over: Partial<VendorUser>): VendorUser => ({
  id: 1,
  userName: 'demo.admin',
  displayName: 'Jordan Clarke',
  email: 'jordan@example.com',
  admin: true,
  disabled: false,
  passwordExpired: false,
  lastSignInAt: '2026-11-20T15:04:00.000Z',
  self: true,
  ...over,
});
const sales = user({
  id: 2,
  userName: 'demo.external',
  displayName: 'Alex Martin',
  admin: false,
  self: false,
});

describe('Settings', () => {
  it('saves the language and switches the app to it; no users section for a salesperson', async () => {
    const { calls } = mockApi({
      'GET /users/settings': () => ({ body: { language: null } }),
      'POST /users/settings': (request) => ({ body: request.body }),
    });
    await renderAt('/settings', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Your dealership's users" })).toBeNull();
    expect(calls.some((c) => c.path === '/vendor/users')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeTruthy();
  });

  it('shows a vendor admin the users, in French, with their actions', async () => {
    mockApi({
      'GET /users/settings': () => ({ body: { language: 'fr' } }),
      'GET /vendor/users': () => ({ body: { Items: [user({}), { ...sales, passwordExpired: true }] } }),
    });
    await renderAt('/settings', { session: adminSession, locale: 'fr' });
    const list = await screen.findByRole('list', { name: /^Utilisateurs de / });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Jordan Clarke (Vous)')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Doit changer le mot de passe')).toBeTruthy();
    const actions = within(cards[1] as HTMLElement).getByRole('group', { name: 'Actions pour Alex Martin' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Désactiver',
      'Réinitialiser le mot de passe',
      'Réinitialiser les facteurs de connexion',
      'Nommer administrateur',
    ]);
  });

  it('adds a salesperson and shows the one-time password once', async () => {
    const { calls } = mockApi({
      'GET /users/settings': () => ({ body: { language: null } }),
      'GET /vendor/users': () => ({ body: { Items: [user({})] } }),
      'POST /vendor/users': () => ({
        body: {
          Item: user({ id: 3, userName: 'riley', displayName: 'Riley Stone', admin: false, self: false }),
          password: 'Xy12-onetime-a1A!',
        },
      }),
    });
    await renderAt('/settings', { session: adminSession });
    await screen.findByRole('list', { name: /^Users of / });
    fireEvent.click(screen.getByRole('button', { name: 'Add the salesperson' }));
    expect(await screen.findByText(/^Enter 3 to 60 letters/)).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Add a salesperson' }));
    fireEvent.change(form.getByLabelText(/^User name/), { target: { value: 'riley' } });
    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Riley Stone' } });
    fireEvent.change(form.getByLabelText(/^E-mail/), { target: { value: 'riley@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the salesperson' }));
    const dialog = await screen.findByRole('dialog', { name: 'One-time password for Riley Stone' });
    expect((within(dialog).getByLabelText('One-time password') as HTMLInputElement).value).toBe(
      'Xy12-onetime-a1A!',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy the password' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userName: 'riley',
      displayName: 'Riley Stone',
      email: 'riley@example.com',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'I gave the password' }));
    await waitFor(() => expect(screen.queryByText('Xy12-onetime-a1A!')).toBeNull());
    expect(screen.queryByDisplayValue('Xy12-onetime-a1A!')).toBeNull();
  });

  it('asks before disabling, No first, and sends nothing on No', async () => {
    const { calls } = mockApi({
      'GET /users/settings': () => ({ body: { language: null } }),
      'GET /vendor/users': () => ({ body: { Items: [user({}), sales] } }),
      'POST /vendor/users/disable/2': () => ({ body: { Item: { ...sales, disabled: true } } }),
    });
    await renderAt('/settings', { session: adminSession });
    const actions = await screen.findByRole('group', { name: 'Actions for Alex Martin' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Disable' }));
    let dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('No'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(actions).getByRole('button', { name: 'Disable' }));
    dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText(/^Disable Alex Martin\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/vendor/users/disable/2')).toBe(true));
    expect(await screen.findByText('Alex Martin is disabled.')).toBeTruthy();
  });

  it('drops the users section at once when the admin steps down', async () => {
    const other = { ...sales, admin: true };
    mockApi({
      'GET /users/settings': () => ({ body: { language: null } }),
      'GET /vendor/users': () => ({ body: { Items: [user({}), other] } }),
      'POST /vendor/users/admin/1': () => ({ body: { Item: user({ admin: false }) } }),
    });
    await renderAt('/settings', { session: adminSession });
    const actions = await screen.findByRole('group', { name: 'Actions for Jordan Clarke' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Remove admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: "Your dealership's users" })).toBeNull(),
    );
    expect(getSession()?.user.vendorAdmin).toBe(false);
  });
});
