import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LenderProgramsAnswer, ProgramVersionAnswer } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { loadNamespaces, setLocale } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { saveSession } from '../../../lib/session.ts';
import { getInput, lenderAdminSession, mockApi, renderAt, testSession } from '../../../testing/render.tsx';
import { DealerPrograms } from '../index.ts';

function version(fields: Partial<ProgramVersionAnswer> = {}): ProgramVersionAnswer {
  return {
    versionId: 5,
    programId: 195,
    version: 1,
    effectiveFrom: '2024-01-01',
    status: 'inEffect',
    nameEn: 'Preferred Fixed Rate',
    nameFr: 'Taux fixe privilégié',
    programType: 'Non-deferred',
    creditor: 'lender',
    ratePercent: '7.99',
    rateBumpPercent: '-2',
    deferralMonths: 0,
    deferralInterest: null,
    deferralLabelEn: 'None',
    deferralLabelFr: 'Aucun',
    fee: 95,
    dealerFeePercent: '0',
    termIds: [1, 5],
    termMonths: [12, 60],
    createdBy: null,
    createdAt: '2026-03-01T12:00:00Z',
    reason: 'The catalogue',
    ...fields,
  };
}

const future = version({
  versionId: 9,
  version: 2,
  status: 'future',
  effectiveFrom: '2026-03-21',
  ratePercent: '6.49',
});

describe('rate sheets', () => {
  it('refuses a dealer’s user without calling the API', async () => {
    const { calls } = mockApi({});
    await renderAt('/lender/programs', { session: testSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access refused' })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/lender'))).toEqual([]);
  });

  it('lists each program with its rate, fees, terms, the day in effect and the next change', async () => {
    const body: LenderProgramsAnswer = {
      today: '2026-03-20',
      programs: [{ programId: 195, inEffect: version(), next: future, versionCount: 2, withheldFrom: 1 }],
    };
    mockApi({ 'GET /lender/programs': () => ({ body }) });
    await renderAt('/lender/programs', { session: lenderAdminSession });
    const card = await screen.findByRole('region', { name: 'Preferred Fixed Rate' });
    const text = card.textContent ?? '';
    for (const part of [
      'Taux fixe privilégié',
      'Lender',
      '7.99%',
      '$95.00',
      '12, 60 months',
      'January 1, 2024',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('6.49% from March 21, 2026');
    expect(text).toContain('1 dealership');
    expect(
      within(card).getByRole('link', { name: 'Versions of Preferred Fixed Rate' }).getAttribute('href'),
    ).toBe('/lender/programs/195');
  });

  it('shows a program’s versions with their status, and adds one from the form filled in from the version in effect', async () => {
    const { calls } = mockApi({
      'GET /lender/programs/195': () => ({
        body: { today: '2026-03-20', programId: 195, versions: [future, version()] },
      }),
      // The program's history, below its versions.
      'GET /lender/history/program/195': () => ({ body: { changes: [] } }),
      'POST /lender/programs/195/versions': (request) => {
        const sent = request.body as { feeCents: number };
        if (sent.feeCents > 100_00)
          return {
            status: 400,
            body: {
              errorMessage: 'Refused: on the 12-month term, the APR with the customer fee would be 40.123%.',
            },
          };
        return {
          body: version({ versionId: 11, version: 3, status: 'future', effectiveFrom: '2026-04-01' }),
        };
      },
    });
    await renderAt('/lender/programs/195', { session: lenderAdminSession });
    const second = await screen.findByRole('article', { name: 'Version 2' });
    expect(within(second).getByText('Future')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Version 1' })).getByText('In effect')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Delete this version' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New version' }));
    expect(getInput('Rate (%)').value).toBe('7.99');
    expect(getInput('Effective from').value).toBe('2026-03-20');
    expect((screen.getByRole('checkbox', { name: '60 months' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '24 months' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add the version' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    fireEvent.change(getInput('Effective from'), { target: { value: '2026-04-01' } });
    fireEvent.change(getInput('Rate (%)'), { target: { value: '6.99' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '24 months' }));
    fireEvent.change(getInput('Reason for the change'), { target: { value: 'April promotion' } });
    fireEvent.input(getInput('Customer fee'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the version' }));
    expect((await screen.findByRole('alert')).textContent).toContain('on the 12-month term');

    fireEvent.input(getInput('Customer fee'), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the version' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add the version' })).toBeNull());
    const posted = calls.filter((c) => c.method === 'POST').at(-1)?.body;
    expect(posted).toMatchObject({
      effectiveFrom: '2026-04-01',
      ratePercent: '6.99',
      feeCents: 9500,
      termIds: [1, 5, 2],
      reason: 'April promotion',
      nameFr: 'Taux fixe privilégié',
    });
  });
});

describe('a dealership’s programs', () => {
  it('shows every program with its box, and saves the ones left ticked (in French)', async () => {
    const answer = (offered: (id: number) => boolean) => ({
      vendorId: 3,
      programs: [
        {
          programId: 194,
          nameEn: 'Standard Fixed Rate',
          nameFr: 'Taux fixe standard',
          creditor: 'lender',
          offered: offered(194),
        },
        {
          programId: 195,
          nameEn: 'Preferred Fixed Rate',
          nameFr: 'Taux fixe privilégié',
          creditor: 'lender',
          offered: offered(195),
        },
        {
          programId: 301,
          nameEn: 'Second Look Fixed Rate',
          nameFr: 'Deuxième regard, taux fixe',
          creditor: 'partner',
          offered: offered(301),
        },
      ],
    });
    const { calls } = mockApi({
      'GET /lender/dealers/3/programs': () => ({ body: answer(() => true) }),
      'PUT /lender/dealers/3/programs': (request) => {
        const ids = (request.body as { programIds: number[] }).programIds;
        return { body: answer((id) => ids.includes(id)) };
      },
    });
    await setLocale('fr');
    await loadNamespaces(['rates']);
    saveSession(lenderAdminSession);
    render(
      <AppProvider>
        <QueryClientProvider client={createQueryClient()}>
          <DealerPrograms vendorId={3} />
        </QueryClientProvider>
      </AppProvider>,
    );
    const preferred = (await screen.findByRole('checkbox', {
      name: 'Taux fixe privilégié',
    })) as HTMLInputElement;
    expect(preferred.checked).toBe(true);
    expect(screen.getByText('Partenaire de second regard')).toBeTruthy();
    fireEvent.click(preferred);
    fireEvent.change(getInput('Motif (facultatif)'), { target: { value: 'Volume' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les programmes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ programIds: [194, 301], reason: 'Volume' });
    await waitFor(() => expect(preferred.checked).toBe(false));
    await setLocale('en');
  });
});
