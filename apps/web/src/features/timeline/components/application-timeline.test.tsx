import { screen, within } from '@testing-library/react';
import type { TimelineAnswer } from '@vp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimestamp } from '../../../lib/format.ts';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';

const answer: TimelineAnswer = {
  applicationId: 'A1',
  status: 'Booked',
  name: 'Robin Fixture',
  number: 'C1000100',
  events: [
    {
      kind: 'created',
      at: '2026-11-20T15:04:00.000Z',
      actor: { kind: 'user', name: 'Alex Martin' },
      params: { step: '1' },
    },
    {
      kind: 'saved',
      at: '2026-11-20T15:06:00.000Z',
      actor: { kind: 'user', name: 'Alex Martin' },
      params: { step: '3-1', count: 3 },
    },
    {
      kind: 'consentGiven',
      at: '2026-11-20T15:10:00.000Z',
      actor: { kind: 'customer', name: null },
      params: { person: 'applicant', channel: 'customerLink' },
    },
    {
      kind: 'decided',
      at: '2026-11-20T15:12:00.000Z',
      actor: { kind: 'system', name: null },
      params: { status: 'Approved', reasons: ['scoreApproved', 'someFutureCode'] },
    },
    {
      kind: 'documentUploaded',
      at: '2026-11-21T10:00:00.000Z',
      actor: { kind: 'user', name: 'Alex Martin' },
      params: { uploadType: 'billOfSale' },
    },
    {
      kind: 'booked',
      at: '2026-12-22T16:00:00.000Z',
      actor: { kind: 'lender', name: null },
      params: { fundingDate: '2026-12-22' },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

/** The list's items as a reader hears them, one string each. */
async function items() {
  const list = await screen.findByRole('list', { name: /Events|Événements/ });
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list)
    .map((li) => li.textContent);
}

describe('the application timeline', () => {
  it('reads the events in order as one ordered list: what, why, when in the reader’s time zone and by whom', async () => {
    const { calls } = mockApi({ 'GET /applications/timeline/A1': () => ({ body: answer }) });
    await renderAt('/applications/timeline/A1', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline: Robin Fixture' })).toBeTruthy();
    expect(document.title).toBe('Timeline: Robin Fixture – Vendor Portal');
    const list = await screen.findByRole('list', { name: 'Events, oldest first' });
    expect(list.tagName).toBe('OL');
    expect(await items()).toEqual([
      `Credit application started${formatTimestamp('2026-11-20T15:04:00.000Z', 'en')} · By Alex Martin`,
      `Applicant saved (3 times)${formatTimestamp('2026-11-20T15:06:00.000Z', 'en')} · By Alex Martin`,
      `Credit consent given for the applicant by the customer on their own device, through the link${formatTimestamp('2026-11-20T15:10:00.000Z', 'en')} · By the customer`,
      `Credit decision: ApprovedWhy:The customer’s credit score is high enough.${formatTimestamp('2026-11-20T15:12:00.000Z', 'en')} · By the system`,
      `Document uploaded: Bill of sale${formatTimestamp('2026-11-21T10:00:00.000Z', 'en')} · By Alex Martin`,
      `Funded and booked (funding date December 22, 2026)${formatTimestamp('2026-12-22T16:00:00.000Z', 'en')} · By the lender`,
    ]);
    const times = list.querySelectorAll('time');
    expect(times[0]?.getAttribute('dateTime')).toBe('2026-11-20T15:04:00.000Z');
    expect(screen.getByText('Status now: Booked')).toBeTruthy();
    expect(screen.getByText('App # C1000100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the applications' }).getAttribute('href')).toBe(
      '/applications/all',
    );
    expect(calls.map((c) => c.path)).toContain('/applications/timeline/A1');
  });

  it('speaks French', async () => {
    mockApi({ 'GET /applications/timeline/A1': () => ({ body: answer }) });
    await renderAt('/applications/timeline/A1', { session: testSession, locale: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historique\u00a0: Robin Fixture' }),
    ).toBeTruthy();
    const read = await items();
    expect(read[1]).toContain('Demandeur enregistré (3 fois)');
    expect(screen.getByText('Demande n° C1000100')).toBeTruthy();
    expect(read[2]).toContain(
      'Consentement au crédit donné pour le demandeur par le client sur son propre appareil',
    );
    expect(read[2]).toContain('Par le client');
    expect(read[3]).toContain('La cote de crédit du client est suffisante.');
    expect(read[5]).toContain('Par le prêteur');
  });

  it('says so when the application is not there (another vendor’s answers the same)', async () => {
    mockApi({});
    await renderAt('/applications/timeline/A2', { session: testSession });
    expect((await screen.findByRole('alert')).textContent).toContain('Not found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Timeline' })).toBeTruthy();
  });
});
