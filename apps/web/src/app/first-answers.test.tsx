import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRow, searchAnswer } from '../features/applications/test-data.ts';
import { APP_ID, formOptions, record } from '../features/wizard/testing/wizard-fixtures.ts';
import {
  approvedApplicationAnswer,
  assetFixture,
  assetsAnswerOf,
  programsAnswerOf,
} from '../testing/financing-answers.ts';
import { mockApi, renderAt, testSession } from '../testing/render.tsx';

type FetchMock = ReturnType<typeof mockApi>['fetchMock'];

function callsTo(fetchMock: FetchMock, pathname: string): number {
  return fetchMock.mock.calls.filter(
    (call) => new URL(String(call[0]), 'http://localhost').pathname === pathname,
  ).length;
}

describe("a screen's first answers, fetched by its route with its code", () => {
  it('shows the dashboard with its counts at once, asking for them once', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/summary': () => ({ body: { results: { All: 3 } } }) });
    await renderAt('/', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The same render as the title: no loading state in between.
    expect(screen.getByRole('list', { name: 'Applications by status' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(callsTo(fetchMock, '/api/applications/summary')).toBe(1);
  });

  it('shows the list with its rows at once, asking for the page once', async () => {
    const { fetchMock } = mockApi({ 'GET /applications/search': () => searchAnswer([listRow()]) });
    await renderAt('/applications/approved', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Approved' });
    expect(screen.getByRole('table', { name: 'Applications: Approved' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/applications/search')).toBe(1);
  });

  it("opens the wizard's step 1 on its application and options at once", async () => {
    const { fetchMock } = mockApi({
      [`GET /applications/get/${APP_ID}`]: () => ({ body: record() }),
      'GET /form-options': () => ({ body: formOptions('en') }),
    });
    await renderAt(`/application/1/${APP_ID}`, { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Credit application' });
    expect(screen.queryByRole('status', { name: 'Loading the application…' })).toBeNull();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, `/api/applications/get/${APP_ID}`)).toBe(1);
    expect(callsTo(fetchMock, '/api/form-options')).toBe(1);
  });

  it('does not hold a screen back for a slow answer: it shows its loading state', async () => {
    mockApi({ 'GET /applications/summary': () => new Promise(() => {}) });
    await renderAt('/', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('opens Assets on the deal and its assets at once, asking for the deal once', async () => {
    const { fetchMock } = mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer({}, { program: false }),
      'GET /application/get-assets/A1': () => assetsAnswerOf([assetFixture()]),
    });
    await renderAt('/assets/A1', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Assets' });
    // The same render as the title: the progress and the asset, no loading state in between.
    expect(screen.getByRole('list', { name: 'Financing progress' })).toBeTruthy();
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(callsTo(fetchMock, '/api/applications/get/A1')).toBe(1);
    expect(callsTo(fetchMock, '/api/application/get-assets/A1')).toBe(1);
  });

  it('opens the program screen on the deal, its assets and programs at once', async () => {
    const { fetchMock } = mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer({}, { program: false }),
      'GET /application/get-assets/A1': () => assetsAnswerOf([assetFixture()]),
      'GET /programs': () => programsAnswerOf(1),
    });
    await renderAt('/financing-program/A1', { session: testSession, locale: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Programme de financement' });
    expect(screen.getByRole('list', { name: 'Progression du financement' })).toBeTruthy();
    expect(screen.getByText(/^Montant financé/)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
    expect(callsTo(fetchMock, '/api/applications/get/A1')).toBe(1);
    expect(callsTo(fetchMock, '/api/programs')).toBe(1);
  });

  it('opens Sign on the deal and its signing state at once', async () => {
    const { fetchMock } = mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer(),
      'GET /sign/A1/state': () => ({
        body: { parties: [], language: 'en', quebec: false, status: 'Approved', envelope: null },
      }),
    });
    await renderAt('/sign/A1', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Sign the contract' });
    expect(screen.getByRole('list', { name: 'Financing progress' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(callsTo(fetchMock, '/api/applications/get/A1')).toBe(1);
    expect(callsTo(fetchMock, '/api/sign/A1/state')).toBe(1);
  });

  it("opens upload step 1 on the deal, the documents' status and the checks at once, asking for each once", async () => {
    const types = ['billOfSale', 'voidCheque', 'proofOfOwnership', 'warrantyInfo', 'otherSupportingDocs'];
    const { fetchMock } = mockApi({
      'GET /applications/get/A1': () =>
        approvedApplicationAnswer(
          { status: 'Signatures Received' },
          { contractRequested: true, signed: true, certificate: true },
        ),
      'GET /doc-api/applications/check-upload-status/A1': () => ({
        body: {
          data: Object.fromEntries(types.map((type) => [type, 'absent'])),
          status: 'Signatures Received',
          locked: false,
          missingDocumentsNote: null,
          files: {},
          maxMegabytes: 25,
        },
      }),
      'GET /doc-api/applications/funding-checks/A1': () => ({
        body: {
          checks: [{ id: 'coolingOff', ok: true, checked: true, params: { days: 10, date: '2026-03-12' } }],
          financedAmount: 5123.45,
          earliestFundingDate: '2026-03-12',
          coolingOffDays: 10,
          coolingOffSource: 'Ontario',
        },
      }),
    });
    await renderAt('/upload-files/A1', { session: testSession });
    await screen.findByRole('heading', { level: 1, name: 'Upload documents' });
    expect(screen.getByRole('listitem', { name: 'Bill of sale' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(callsTo(fetchMock, '/api/applications/get/A1')).toBe(1);
    expect(callsTo(fetchMock, '/doc-api/applications/check-upload-status/A1')).toBe(1);
    expect(callsTo(fetchMock, '/doc-api/applications/funding-checks/A1')).toBe(1);
  });

  it('still sends a closing screen the deal does not allow yet to the step it lacks, with its message', async () => {
    mockApi({
      'GET /applications/get/A1': () => approvedApplicationAnswer({}, { assets: false, program: false }),
      'GET /application/get-assets/A1': () => assetsAnswerOf([]),
      'GET /programs': () => programsAnswerOf(0),
    });
    const { router } = await renderAt('/financing-program/A1', { session: testSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/A1'));
    expect(await screen.findByText('Please add at least one asset before adding Program.')).toBeTruthy();
  });
});
