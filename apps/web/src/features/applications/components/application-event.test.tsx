import { fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { routes } from '../../../app/router.tsx';
import { saveSession } from '../../../lib/session.ts';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { permissionsAnswer, searchAnswer } from '../test-data.ts';

function eventCalls(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls
    .map((call) => String(call[0]))
    .filter((url) => url.includes('/application/event/'));
}

/** The app as main.tsx renders it (StrictMode runs effects twice), opened with router state. */
function renderStrict(pathname: string, state: unknown) {
  saveSession(testSession);
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, state }] });
  render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return router;
}

describe('ApplicationEvent', () => {
  it('runs a confirmed action once under StrictMode, says so and opens the list the answer names', async () => {
    const { fetchMock } = mockApi({
      'GET /application/event/A2': () => ({ body: { status: 'Deleted', redirect: 'all' } }),
      'GET /applications/search': () => searchAnswer([]),
    });
    const router = renderStrict('/application/delete/A2', {
      confirmed: true,
      from: '/applications/incomplete',
    });
    await expect.poll(() => router.state.location.pathname).toBe('/applications/all');
    expect(await screen.findByText('The action has completed successfully')).toBeTruthy();
    expect(eventCalls(fetchMock)).toEqual(['/api/application/event/A2?eventId=delete']);
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/permissions/'))).toBe(false);
  });

  it('opened by its address, asks first in words (no event name in quotes), then runs', async () => {
    const { fetchMock } = mockApi({
      'GET /application/permissions/A2': () => permissionsAnswer('resubmit', 'cancel'),
      'GET /application/event/A2': () => ({ body: { status: 'Incomplete', redirect: 'incomplete' } }),
      'GET /applications/search': () => searchAnswer([]),
    });
    const { router } = await renderAt('/application/resubmit/A2', { session: testSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Re-Submit with Updated Info' }),
    ).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain(
      'Re-submit this application? It goes back to Incomplete, and the customer must consent to the credit check again.',
    );
    expect(eventCalls(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect.poll(() => router.state.location.pathname).toBe('/applications/incomplete');
    expect(eventCalls(fetchMock)).toEqual(['/api/application/event/A2?eventId=resubmit']);
  });

  it('opened by its address, No goes back to the list of all applications', async () => {
    mockApi({
      'GET /application/permissions/A2': () => permissionsAnswer('cancel'),
      'GET /applications/search': () => searchAnswer([]),
    });
    const { router } = await renderAt('/application/cancel/A2', { session: testSession });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await expect.poll(() => router.state.location.pathname).toBe('/applications/all');
  });

  it('refuses an action the application does not allow now, in French, with a way back', async () => {
    const { fetchMock } = mockApi({ 'GET /application/permissions/A2': () => permissionsAnswer('edit') });
    await renderAt('/application/delete/A2', { session: testSession, locale: 'fr' });
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert.textContent).toBe(
      'L’action «\u00a0Supprimer\u00a0» n’est pas disponible pour cette demande dans son statut actuel.',
    );
    expect(screen.getByRole('link', { name: 'Retour à la liste' }).getAttribute('href')).toBe(
      '/applications/all',
    );
    expect(eventCalls(fetchMock)).toEqual([]);
  });

  it('refuses an unknown action without asking the server', async () => {
    const { calls } = mockApi({});
    await renderAt('/application/explode/A2', { session: testSession });
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain(
      '“explode” is not available',
    );
    // The layout's own calls (the live stream, the notices' count) aside, nothing asked about the application.
    expect(calls.filter((call) => !/^\/(events\/stream|notifications)/.test(call.path))).toEqual([]);
  });

  it('a navigation-only action opened by its address opens its screen', async () => {
    mockApi({ 'GET /application/permissions/A2': () => permissionsAnswer('generateContract') });
    const { router } = await renderAt('/application/generateContract/A2', { session: testSession });
    await expect.poll(() => router.state.location.pathname).toBe('/assets/A2');
  });

  it('says what the server answered when it refuses, and goes back to the list the user came from', async () => {
    mockApi({
      'GET /application/event/A2': () => ({
        status: 409,
        body: { errorMessage: 'This action is not available for this application in its current status.' },
      }),
      'GET /applications/search': () => searchAnswer([]),
    });
    const router = renderStrict('/application/cancel/A2', {
      confirmed: true,
      from: '/applications/approved?page=2',
    });
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/applications/approved?page=2');
    expect(
      await screen.findByText('This action is not available for this application in its current status.'),
    ).toBeTruthy();
  });

  it('sends a confirmed second look and opens the Second look list', async () => {
    const { fetchMock } = mockApi({
      'GET /application/event/A2': () => ({ body: { status: 'SubmittedToKamsel', redirect: 'kamsel' } }),
      'GET /applications/search': () => searchAnswer([]),
    });
    const router = renderStrict('/application/submitToKamsel/A2', {
      confirmed: true,
      from: '/applications/not-approved',
    });
    await expect.poll(() => router.state.location.pathname).toBe('/applications/kamsel');
    expect(eventCalls(fetchMock)).toEqual(['/api/application/event/A2?eventId=submitToKamsel']);
  });

  it('asks a second look in words, in French', async () => {
    mockApi({ 'GET /application/permissions/A2': () => permissionsAnswer('submitToKamsel') });
    await renderAt('/application/submitToKamsel/A2', { session: testSession, locale: 'fr' });
    const dialog = await screen.findByRole('dialog', { name: 'Veuillez confirmer' });
    expect(dialog.textContent).toContain(
      'Envoyer cette demande à Northbridge Second Look Credit Corp., notre partenaire de second regard\u00a0?',
    );
  });

  it('a second look refused for its consent says why and links to the application, where the consent is given', async () => {
    const message =
      'The customer’s credit consent on file does not name our second-look partner. Ask the customer to read the consent again and tick it themself, then submit for a second look.';
    mockApi({
      'GET /application/event/A2': () => ({ status: 409, body: { errorMessage: message } }),
      'GET /applications/search': () => searchAnswer([]),
    });
    const router = renderStrict('/application/submitToKamsel/A2', {
      confirmed: true,
      from: '/applications/not-approved',
    });
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/application/submitToKamsel/A2');
    expect(
      screen
        .getByRole('link', { name: /Open the application, where the customer can give the consent/ })
        .getAttribute('href'),
    ).toBe('/application/not-approved/A2');
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/applications/not-approved',
    );
  });
});
