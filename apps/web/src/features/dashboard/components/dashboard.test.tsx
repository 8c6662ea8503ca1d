import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';

const summary = {
  Cancelled: 1,
  Approved: 4,
  All: 30,
  Incomplete: 2,
  Funded: 'n/a',
  Mystery: 5,
  Pending: 1234,
};

async function widgetLinks(name = 'Applications by status') {
  const list = await screen.findByRole('list', { name });
  return within(list).getAllByRole('link');
}

describe('Dashboard', () => {
  it('shows one widget per summary key, in the order of spec §4, unknown keys last', async () => {
    mockApi({ 'GET /applications/summary': () => ({ body: { results: summary } }) });
    await renderAt('/', { session: testSession });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const links = await widgetLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Incomplete 2',
      'All 30',
      'Pending 1,234',
      'Approved 4',
      'Funded —Count not available',
      'Cancelled 1',
      'Mystery 5',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/applications/incomplete',
      '/applications/all',
      '/applications/pending',
      '/applications/approved',
      '/applications/funded',
      '/applications/cancelled',
      '/applications/mystery',
    ]);
    expect(document.title).toBe('Dashboard – Vendor Portal');
  });

  it('offers a new application and the payment calculator', async () => {
    mockApi({ 'GET /applications/summary': () => ({ body: { results: {} } }) });
    await renderAt('/', { session: testSession });
    const newApplication = await screen.findByRole('link', { name: 'New application' });
    expect(newApplication.getAttribute('href')).toBe('/application/1/new');
    expect(screen.getByRole('link', { name: 'Payment calculator' }).getAttribute('href')).toBe(
      '/payment-calculator',
    );
  });

  it('translates the group titles and counts in French', async () => {
    mockApi({
      'GET /applications/summary': () => ({ body: { results: { NotApproved: 1500, Kamsel: 'x' } } }),
    });
    await renderAt('/', { session: testSession, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    const links = await widgetLinks('Demandes par statut');
    expect(links.map((link) => link.textContent)).toEqual([
      'Non approuvées 1\u00a0500',
      'Second regard —Nombre non disponible',
    ]);
  });

  it('says the dashboard data could not be fetched and loads no widget', async () => {
    mockApi({
      'GET /applications/summary': () => ({ status: 500, body: { errorMessage: 'Database down' } }),
    });
    await renderAt('/', { session: testSession });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Couldn't fetch the dashboard data");
    expect(alert.textContent).toContain('Database down');
    expect(screen.queryByRole('link', { name: /Incomplete/ })).toBeNull();
  });

  it('treats an answer without results as a failure', async () => {
    mockApi({ 'GET /applications/summary': () => ({ body: { results: null } }) });
    await renderAt('/', { session: testSession });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Couldn't fetch the dashboard data");
  });
});
