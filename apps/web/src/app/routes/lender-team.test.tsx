// The Lender team page (issue 35): the lender admin's only (a funder is told so, and nothing is asked of the API);
// the users' table, a role required before adding, roles changed with a reason, and the four-eyes switch.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LenderUser } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session.ts';
import { mockApi, renderAt } from '../../testing/render.tsx';

const session = (lenderRoles: LenderUser['lenderRoles']): Session => ({
  token: 't',
  user: { userName: 'demo.lender.admin', displayName: 'Noor Haddad', role: 'underwriter', lenderRoles },
  vendor: null,
});

const funder: LenderUser = {
  id: 7,
  userName: 'demo.funder',
  displayName: 'Robin Gauthier',
  email: null,
  lenderRoles: ['funder'],
  disabled: false,
  passwordExpired: false,
  lastSignInAt: null,
  self: false,
};

describe('Lender team', () => {
  it('refuses a lender user without the lender admin role, before any call', async () => {
    const { calls } = mockApi({});
    await renderAt('/lender/users', { session: session(['funder']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access refused' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('lists the users, requires a role to add one, changes roles with a reason and switches four eyes', async () => {
    const { calls } = mockApi({
      'GET /lender/users': () => ({ body: { Items: [funder] } }),
      'GET /lender/settings': () => ({ body: { fourEyes: true } }),
      'GET /lender/history/lenderSettings/1': () => ({ body: { changes: [] } }),
      'POST /lender/users/roles/7': () => ({
        body: { Item: { ...funder, lenderRoles: ['underwriter', 'funder'] } },
      }),
      'PUT /lender/settings': (request) => ({
        body: { fourEyes: (request.body as { fourEyes: boolean }).fourEyes },
      }),
    });
    await renderAt('/lender/users', { session: session(['lenderAdmin']) });
    const row = await screen.findByRole('row', { name: /Robin Gauthier/ });
    expect(within(row).getByText('Funder')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /User name/ }), { target: { value: 'sam.funder' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'sam@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the user' }));
    expect(await screen.findByText('Choose at least one role.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/lender/users')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Change roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Robin Gauthier' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Underwriter/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Cover' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the roles' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/lender/users/roles/7')?.body).toEqual({
        lenderRoles: ['underwriter', 'funder'],
        reason: 'Cover',
      }),
    );

    const fourEyes = screen.getByRole('switch', { name: 'Four eyes on funding' }) as HTMLInputElement;
    expect(fourEyes.checked).toBe(true);
    fireEvent.click(fourEyes);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ fourEyes: false }));
  });
});
