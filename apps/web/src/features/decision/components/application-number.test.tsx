import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { applicationAnswer } from '../test-data.ts';

const ID = '0f5f3b1e-7c1a-4e8e-9d7e-3f1c2b4a5d6e';

/** The value after the 'Application number' term, as a screen reader reads the description list. */
async function applicationNumber(term: string): Promise<string | null | undefined> {
  const dt = await screen.findByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('the application number on the result screens (issue 14: never the 36-character id)', () => {
  it.each([
    ['Not Approved', '/application/not-approved'],
    ['Bureau Not Found', '/application/credit-bureau-not-found'],
    ['Pending', '/application/pending'],
  ])('shows the short reference of a %s application, which has no loan number', async (status, path) => {
    mockApi({ [`GET /applications/get/${ID}`]: () => applicationAnswer({ status, edgeId: null, id: ID }) });
    await renderAt(`${path}/${ID}`, { session: testSession });
    expect(await applicationNumber('Application number')).toBe('App # R-100\u00a0042');
    expect(document.body.textContent).not.toContain('0f5f3b1e');
  });

  it('reads the loan number once there is one, in French', async () => {
    mockApi({ 'GET /applications/get/A1': () => applicationAnswer({ status: 'Approved' }) });
    await renderAt('/application/approved/A1', { session: testSession, locale: 'fr' });
    expect(await applicationNumber('Numéro de la demande')).toBe('Demande n°\u00a0C1000042');
  });
});
