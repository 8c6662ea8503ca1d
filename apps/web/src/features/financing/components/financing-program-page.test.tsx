import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addMonths, formatDay, parseMonthDayYear, programsOf, toProgramCard } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import {
  approvedApplicationAnswer,
  assetFixture,
  assetsAnswerOf,
  lastQuery,
  optionsAnswerOf,
  paymentAnswerOf,
  programsAnswerOf,
  saveProgramAnswerOf,
} from '../../../testing/financing-answers.ts';
import { type FakeRequest, mockApi, renderAt, testSession } from '../../../testing/render.tsx';

// One asset of 4,520.00 with tax: the amount every program prices.
const FINANCED = 452_000;

function api(
  assetCount = 1,
  extra: Record<string, (r: FakeRequest) => { status?: number; body?: unknown }> = {},
) {
  const mock = mockApi({
    'GET /applications/get/A1': () =>
      approvedApplicationAnswer({}, { assets: assetCount > 0, program: false }),
    'GET /programs': () => programsAnswerOf(assetCount),
    'GET /application/get-assets/A1': () => assetsAnswerOf(assetCount ? [assetFixture()] : []),
    'GET /program/options': () =>
      optionsAnswerOf(Number(lastQuery(mock.fetchMock, '/program/options')?.get('programId')), FINANCED),
    'GET /program/payment/A1': () =>
      paymentAnswerOf(lastQuery(mock.fetchMock, '/program/payment/A1') ?? new URLSearchParams(), FINANCED),
    'GET /application/save-program/A1': () =>
      saveProgramAnswerOf(
        lastQuery(mock.fetchMock, '/application/save-program/A1') ?? new URLSearchParams(),
        FINANCED,
      ),
    ...extra,
  });
  return mock;
}

const exact = { normalizer: (text: string) => text };

/** The value of a fact (dt/dd) in the disclosure. */
function disclosed(label: string): string | null | undefined {
  const section = screen.getByRole('region', { name: /Cost of borrowing|Déclaration/ });
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The program saved with the deal: 60 months of the Preferred Fixed Rate, priced on its version 1. */
const SAVED = {
  programId: 195,
  description: 'Preferred Fixed Rate',
  fr: { description: 'Taux fixe privilégié' },
  termId: 5,
  termMonths: 60,
  ratePercent: '7.990',
  aprPercent: '8.123',
  monthlyPayment: 91.62,
  version: 1,
  effectiveFrom: '2024-01-01',
};

describe('the financing program screen', () => {
  it('re-opened, shows the program saved as priced on its rate sheet’s version (decision 047)', async () => {
    api(1, {
      'GET /programs': () => {
        const body = programsAnswerOf(1).body as object;
        return { body: { ...body, saved: SAVED } };
      },
    });
    await renderAt('/financing-program/A1', { session: testSession });
    await screen.findByText('Saved with this deal');
    expect(document.body.textContent).toContain(
      'Preferred Fixed Rate: 60 months at 7.990% (APR 8.123%), $91.62 a month, priced on version 1 of its rate sheet (in effect from January 1, 2024).',
    );
    // Chosen again: its type, its card and its term, so that Save and Next goes on without choosing anew.
    expect(screen.getByRole('button', { name: 'Non-deferred' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Preferred Fixed Rate/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const terms = await screen.findByRole('group', { name: 'Terms' });
    const sixty = await within(terms).findByRole('button', { name: /^60 months/ });
    await waitFor(() => expect(sixty.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save and Next' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('re-opened with a saved program the dealership no longer offers, chooses nothing', async () => {
    api(1, {
      'GET /programs': () => {
        const body = programsAnswerOf(1).body as { programs: Record<string, unknown> };
        const { '195': _withheld, ...programs } = body.programs;
        return { body: { ...body, programs, saved: SAVED } };
      },
    });
    await renderAt('/financing-program/A1', { session: testSession });
    await screen.findByText('Saved with this deal');
    expect(screen.getByRole('button', { name: 'Non-deferred' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Save and Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers the type buttons by the domain’s classification, Buy Down because one exists', async () => {
    api();
    await renderAt('/financing-program/A1', { session: testSession });
    const types = await screen.findByRole('group', { name: 'Program type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Non-deferred', 'Deferred', 'Buy Down']);
    expect(screen.getByText('Financed amount (with taxes): $4,520.00')).toBeTruthy();
    fireEvent.click(within(types).getByRole('button', { name: 'Deferred' }));
    expect(within(types).getByRole('button', { name: 'Deferred' }).getAttribute('aria-pressed')).toBe('true');
    const cards = within(screen.getByRole('group', { name: 'Programs' })).getAllByRole('button');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]?.textContent).toContain('Type: Deferred');
  });

  it('offers a deal the second-look partner approved the partner’s programs, as GET /programs?id answers them', async () => {
    const partner = programsOf('partner');
    api(1, {
      'GET /applications/get/A1': () =>
        approvedApplicationAnswer({ status: 'KamselApproved' }, { assets: true, program: false }),
      'GET /programs': () => ({
        body: {
          programs: Object.fromEntries(partner.map((p) => [String(p.programId), toProgramCard(p)])),
          assetCount: 1,
        },
      }),
    });
    await renderAt('/financing-program/A1', { session: testSession });
    const types = await screen.findByRole('group', { name: 'Program type' });
    const shown: string[] = [];
    for (const type of within(types).getAllByRole('button')) {
      fireEvent.click(type);
      const cards = within(screen.getByRole('group', { name: 'Programs' })).getAllByRole('button');
      shown.push(...cards.map((card) => card.textContent ?? ''));
    }
    for (const program of partner)
      expect(shown.some((text) => text.includes(program.description))).toBe(true);
    expect(shown.some((text) => text.includes('Standard Fixed Rate'))).toBe(false);
  });

  it('keeps Save and Next disabled until a term is chosen, shows the terms and the disclosure, then goes to Sign', async () => {
    const { fetchMock } = api();
    const { router } = await renderAt('/financing-program/A1', { session: testSession });
    const save = await screen.findByRole('button', { name: 'Save and Next' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Non-deferred' }));
    fireEvent.click(screen.getByRole('button', { name: /^Standard Fixed Rate/ }));
    expect(await screen.findByText('N/A')).toBeTruthy();
    // Priced on the application's assets by the server, not on an amount the browser sends.
    expect(Object.fromEntries(lastQuery(fetchMock, '/program/options') ?? [])).toEqual({
      programId: '194',
      id: 'A1',
    });
    expect(screen.getByText('9.99%')).toBeTruthy();
    const terms = screen.getByRole('group', { name: 'Terms' });
    const sixty = within(terms).getByRole('button', { name: /^60 months/ });
    // 4,520.00 at 9.99 % over 60 months.
    expect(sixty.textContent).toBe('60 months$96.01 a month');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(sixty);
    await waitFor(() => expect(disclosed('Annual percentage rate (APR)')).toBe('9.990%'));
    expect(disclosed('Number of payments')).toBe('60');
    expect(disclosed('Monthly payment')).toBe('$96.01');
    expect(disclosed('Total of payments')).toMatch(/^\$5,76\d\.\d\d$/);
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/A1'));
    const saved = Object.fromEntries(lastQuery(fetchMock, '/application/save-program/A1') ?? []);
    expect(saved).toMatchObject({
      programId: '194',
      termId: '5',
      installationDate: '03/15/2026',
      certificateMethod: 'electronic',
      sendToEdge: 'true',
    });
    expect(saved.leaseDate).toMatch(/^\d{2}\/01\/\d{4}$/);
  });

  it('shows the disclosure in French, Quebec wording and French money', async () => {
    api();
    await renderAt('/financing-program/A1', { session: testSession, locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sans report' }));
    fireEvent.click(screen.getByRole('button', { name: /^Taux fixe standard/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^60 mois/ }));
    await waitFor(() => expect(disclosed('Taux de crédit')).toBe('9,990\u00a0%'));
    expect(disclosed('Versement mensuel')).toBe('96.01\u00a0$');
    expect(screen.getByText('Frais de crédit', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('Obligation totale', { selector: 'dt' })).toBeTruthy();
    expect(
      screen.getByText('Montant financé (taxes comprises)\u00a0: 4\u00a0520.00\u00a0$', exact),
    ).toBeTruthy();
  });

  it('says the payment day and the first payment’s date, the disclosure’s, after a deferral (issue 23)', async () => {
    const { fetchMock } = api();
    await renderAt('/financing-program/A1', { session: testSession });
    const group = await screen.findByRole('radiogroup', { name: 'Payment date' });
    // The line is the group's description: what a screen reader reads with it.
    const paymentDate = {
      get textContent() {
        const ids = group.getAttribute('aria-describedby')?.split(' ') ?? [];
        return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      },
    };
    expect(paymentDate.textContent).toContain(
      'Payments fall on the 1st of each month. The first payment date shows once a program is chosen.',
    );
    fireEvent.click(screen.getByRole('radio', { name: '8th' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deferred' }));
    fireEvent.click(screen.getByRole('button', { name: /^6 Months No Payments/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^48 months/ }));
    await waitFor(() => expect(disclosed('First payment date')).toMatch(/^[A-Z][a-z]+ 8, \d{4}$/));
    const first = disclosed('First payment date') as string;
    expect(paymentDate.textContent).toContain(
      `Payments fall on the 8th of each month. After 6 months without payments, the first payment falls on ${first}.`,
    );
    // Six months after the lease date sent: never the lease date itself, which the line once showed.
    const lease = parseMonthDayYear(lastQuery(fetchMock, '/program/payment/A1')?.get('leaseDate') ?? '');
    expect(lease && formatDay(addMonths(lease, 6), 'en')).toBe(first);
  });

  it('shows the server’s refusal over the criminal rate and keeps Save and Next disabled', async () => {
    api(1, {
      'GET /program/payment/A1': () => ({
        status: 422,
        body: { errorMessage: 'Refused: the APR would exceed 35%.' },
      }),
    });
    await renderAt('/financing-program/A1', { session: testSession });
    fireEvent.click(await screen.findByRole('button', { name: 'Non-deferred' }));
    fireEvent.click(screen.getByRole('button', { name: /^Standard Fixed Rate/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^60 months/ }));
    expect(await screen.findByText('Refused: the APR would exceed 35%.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends the user to Assets with the message when there is no asset', async () => {
    api(0);
    const { router } = await renderAt('/financing-program/A1', { session: testSession });
    expect(await screen.findByText('Please add at least one asset before adding Program.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assets/A1');
  });
});
