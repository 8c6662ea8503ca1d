import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession, testVendor } from '../../../testing/render.tsx';
import { listRow, permissionsAnswer, searchAnswer } from '../test-data.ts';

const incomplete = listRow({
  id: 'A2',
  fullName: 'Hélène Côté',
  status: 'Incomplete',
  actions: ['edit', 'coborrower', 'delete', 'cancel'],
});
const cancelled = listRow({ id: 'A3', fullName: 'Ethan Lavoie', status: 'Cancelled', actions: [] });

function permissionCalls(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.includes('/permissions/'));
}

async function openActions(name: string, prefix = 'Actions for') {
  const toggle = await screen.findByRole('button', { name: `${prefix} ${name}` });
  fireEvent.click(toggle);
  return toggle;
}

describe('row actions', () => {
  it('are offered only on rows that have some, and fetched when opened', async () => {
    const { fetchMock } = mockApi({
      'GET /applications/search': () => searchAnswer([incomplete, cancelled]),
      'GET /application/permissions/A2': () => permissionsAnswer('edit', 'coborrower', 'delete', 'cancel'),
    });
    await renderAt('/applications/all', { session: testSession });
    await screen.findByRole('row', { name: /Ethan Lavoie/ });
    expect(screen.queryByRole('button', { name: 'Actions for Ethan Lavoie' })).toBeNull();
    expect(permissionCalls(fetchMock)).toEqual([]);

    const toggle = await openActions('Hélène Côté');
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    const dialog = await screen.findByRole('dialog', { name: 'Actions for Hélène Côté' });
    await within(dialog).findByRole('button', { name: 'Delete' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', 'Edit Application', 'Co-Borrower', 'Delete', 'Cancel Application']);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(permissionCalls(fetchMock)).toEqual(['/api/application/permissions/A2']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('label the actions in French with the server’s French labels', async () => {
    mockApi({
      'GET /applications/search': () => searchAnswer([incomplete]),
      'GET /application/permissions/A2': () => permissionsAnswer('edit', 'delete'),
    });
    await renderAt('/applications/all', { session: testSession, locale: 'fr' });
    await openActions('Hélène Côté', 'Actions pour');
    expect(await screen.findByRole('dialog', { name: 'Actions pour Hélène Côté' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Modifier la demande' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeTruthy();
  });

  it('offer Get Actions Available when the fetch fails, and fetch again by themselves after 3 seconds', async () => {
    let calls = 0;
    const times: number[] = [];
    mockApi({
      'GET /applications/search': () => searchAnswer([incomplete]),
      'GET /application/permissions/A2': () => {
        calls += 1;
        times.push(Date.now());
        return calls === 1 ? { status: 503, body: { errorMessage: 'Busy' } } : permissionsAnswer('edit');
      },
    });
    await renderAt('/applications/all', { session: testSession });
    await openActions('Hélène Côté');
    expect(await screen.findByRole('button', { name: 'Get Actions Available' })).toBeTruthy();
    expect(screen.getByText("Couldn't fetch the available actions.")).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit Application' }, { timeout: 10_000 })).toBeTruthy();
    expect(calls).toBe(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(2900);
  }, 10_000);

  it('fetch again at once with Get Actions Available', async () => {
    let calls = 0;
    mockApi({
      'GET /applications/search': () => searchAnswer([incomplete]),
      'GET /application/permissions/A2': () => {
        calls += 1;
        return calls === 1
          ? { status: 404, body: { errorMessage: 'Not found.' } }
          : permissionsAnswer('delete');
      },
    });
    await renderAt('/applications/all', { session: testSession });
    await openActions('Hélène Côté');
    fireEvent.click(await screen.findByRole('button', { name: 'Get Actions Available' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it.each([
    ['Edit Application', 'edit', testSession, '/application/1/A2'],
    ['Co-Borrower', 'coborrower', testSession, '/application/coborrower/0/A2'],
    [
      'Co-Borrower',
      'coborrower',
      { ...testSession, vendor: { ...testVendor, province: 'QC' } },
      '/application/coborrower/1/A2',
    ],
    ['Generate Contract', 'generateContract', testSession, '/assets/A2'],
  ] as const)('%s (%s) opens its screen without asking', async (label, event, session, expected) => {
    const { fetchMock } = mockApi({
      'GET /applications/search': () => searchAnswer([incomplete]),
      'GET /application/permissions/A2': () => permissionsAnswer(event),
    });
    const { router } = await renderAt('/applications/all', { session });
    await openActions('Hélène Côté');
    fireEvent.click(await screen.findByRole('button', { name: label }));
    await expect.poll(() => router.state.location.pathname).toBe(expected);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/application/event/'))).toBe(false);
  });

  it('ask Yes or No in the same dialog before an action that changes the application; No keeps the list', async () => {
    mockApi({
      'GET /applications/search': () => searchAnswer([incomplete]),
      'GET /application/permissions/A2': () => permissionsAnswer('delete'),
    });
    const { router } = await renderAt('/applications/incomplete?q=co', { session: testSession });
    await openActions('Hélène Côté');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    // The question names the applicant, not the event (issue 14).
    expect(dialog.textContent).toContain('Are you sure you want to delete the application of Hélène Côté?');
    const no = within(dialog).getByRole('button', { name: 'No' });
    expect(document.activeElement).toBe(no);
    fireEvent.click(no);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/applications/incomplete');
    // Opened again, the dialog lists the actions, not the question.
    await openActions('Hélène Côté');
    expect(await screen.findByRole('dialog', { name: 'Actions for Hélène Côté' })).toBeTruthy();
  });

  it('Yes opens the event screen, confirmed, remembering the list', async () => {
    mockApi({
      'GET /applications/search': () => searchAnswer([incomplete]),
      'GET /application/permissions/A2': () => permissionsAnswer('cancel'),
      'GET /application/event/A2': () => ({ body: { status: 'Cancelled', redirect: 'cancelled' } }),
    });
    const { router } = await renderAt('/applications/incomplete?q=co', { session: testSession });
    await openActions('Hélène Côté');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Application' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await expect.poll(() => router.state.location.pathname).toBe('/applications/cancelled');
    expect(await screen.findByText('The action has completed successfully')).toBeTruthy();
  });

  it('lead to the timeline from every row: in the dialog, or the row’s own link when it has no action', async () => {
    mockApi({
      'GET /applications/search': () => searchAnswer([incomplete, cancelled]),
      'GET /application/permissions/A2': () => permissionsAnswer('edit'),
    });
    await renderAt('/applications/all', { session: testSession });
    const own = await screen.findByRole('link', { name: 'Timeline: Ethan Lavoie' });
    expect(own.getAttribute('href')).toBe('/applications/timeline/A3');
    await openActions('Hélène Côté');
    const dialog = await screen.findByRole('dialog', { name: 'Actions for Hélène Côté' });
    await within(dialog).findByRole('button', { name: 'Edit Application' });
    expect(within(dialog).getByRole('link', { name: 'Timeline' }).getAttribute('href')).toBe(
      '/applications/timeline/A2',
    );
  });
});
