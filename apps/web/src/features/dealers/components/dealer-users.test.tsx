// The Users tab of a dealership's page: its users with their sign-in factors, and the lender admin's reset of one
// user's factors with a required reason, in English and French.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Dealer, DealerUser } from '@vp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lenderAdminSession, mockApi, renderAt } from '../../../testing/render.tsx';

const dealer: Dealer = {
  id: 7,
  name: 'Maple Comfort Heating',
  legalName: null,
  province: 'ON',
  country: 'CA',
  kind: 'external',
  status: 'active',
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  suspendedAt: null,
  suspendedReason: null,
  createdAt: '2026-01-05T15:00:00Z',
  figures: { applications: 0, approved: 0, decided: 0, approvalRate: null, fundedAmount: 0, funded: 0 },
};

const users: DealerUser[] = [
  {
    id: 21,
    userName: 'maple.admin',
    displayName: 'Alex Martin',
    admin: true,
    disabled: false,
    secondFactors: 2,
  },
  { id: 22, userName: 'maple.sales', displayName: 'Sam Roy', admin: false, disabled: true, secondFactors: 0 },
];

function api() {
  let current = users;
  return mockApi({
    'GET /lender/dealers/7': () => ({ body: { Item: dealer } }),
    'GET /lender/dealers/7/users': () => ({ body: { Items: current } }),
    'POST /lender/dealers/7/users/21/reset-factors': () => {
      current = current.map((user) => (user.id === 21 ? { ...user, secondFactors: 0 } : user));
      return { body: { Items: current } };
    },
    'POST /lender/dealers/7/users/22/reset-password': () => ({
      body: { Items: current, password: 'Kq7-mX2p-Rt9v' },
    }),
    'GET /lender/history/vendor/7': () => ({ body: { changes: [] } }),
  });
}

describe('a dealership’s users', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each user with their role and factors, and resets one user’s factors with a reason', async () => {
    const { calls } = api();
    await renderAt('/lender/dealers/7?tab=users', { session: lenderAdminSession });
    const list = await screen.findByRole('list', { name: 'Users of Maple Comfort Heating' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Alex MartinUser name: maple.adminVendor adminSign-in factors: 2 enrolled'),
      expect.stringContaining('Sam RoyUser name: maple.salesUser · DisabledSign-in factors: None'),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Reset the sign-in factors of Alex Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the sign-in factors of Alex Martin' });
    // Every button of the dialog is named (its close button too).
    for (const button of within(dialog).getAllByRole('button'))
      expect(button.getAttribute('aria-label') ?? button.textContent).toMatch(/\S/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    // The reason is required: nothing is sent without it.
    await within(dialog).findByText('This field is required.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Lost phone; identity checked by a call-back' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/lender/dealers/7/users/21/reset-factors',
      body: { reason: 'Lost phone; identity checked by a call-back' },
    });
    expect(await screen.findByText(/The sign-in factors of Alex Martin are reset\./)).toBeTruthy();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Sign-in factors: None'),
    );
  });

  it('resets a password and shows the one-time password once, to hand over', async () => {
    const { calls } = api();
    await renderAt('/lender/dealers/7?tab=users', { session: lenderAdminSession });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of Sam Roy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Sam Roy' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Forgot it; identity checked by a call-back' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    const shown = await screen.findByRole('dialog', { name: 'The password of Sam Roy is reset' });
    expect(
      (within(shown).getByRole('textbox', { name: 'One-time password' }) as HTMLInputElement).value,
    ).toBe('Kq7-mX2p-Rt9v');
    expect(shown.textContent).toContain('(user name maple.sales)');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/lender/dealers/7/users/22/reset-password',
      body: { reason: 'Forgot it; identity checked by a call-back' },
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Kq7-mX2p-Rt9v')).toBeNull());
    expect(screen.queryByDisplayValue('Kq7-mX2p-Rt9v')).toBeNull();
  });

  it('speaks French', async () => {
    api();
    await renderAt('/lender/dealers/7?tab=users', { session: lenderAdminSession, locale: 'fr' });
    const list = await screen.findByRole('list', { name: 'Utilisateurs de Maple Comfort Heating' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
      'Facteurs de connexion\u00a0: 2 inscrits',
    );
    expect(screen.getByRole('link', { name: 'Utilisateurs' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(
      screen.getByRole('button', { name: 'Réinitialiser les facteurs de connexion de Alex Martin' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Réinitialiser les facteurs de connexion de Alex Martin' }),
    ).toBeTruthy();
  });
});
