import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type CatalogueProgram,
  findProgram,
  lenderDay,
  programOptions,
  programsOf,
  toProgramCard,
  toSheetProgram,
} from '@vp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { lastQuery, offeredProgramsAnswer, optionsAnswerOf } from '../../../testing/financing-answers.ts';
import { getInput, mockApi, renderAt, testSession } from '../../../testing/render.tsx';

function api(withheld: number[] = []) {
  const mock = mockApi({
    'GET /programs': () => offeredProgramsAnswer(withheld),
    'GET /program/options': () => {
      const query = lastQuery(mock.fetchMock, '/program/options');
      return optionsAnswerOf(Number(query?.get('programId')), Math.round(Number(query?.get('amount')) * 100));
    },
    'POST /share': () => ({ body: { result: 'Success' } }),
    'GET /mailbox': () => ({
      body: {
        messages: [
          {
            id: 3,
            to: 'pat@example.com',
            subject: 'Your payment quote',
            text: '60 months: $240.04 a month',
            created: '2026-11-23T15:04:00Z',
          },
        ],
      },
    }),
  });
  return mock;
}

const standard = findProgram(194);

describe('the payment calculator', () => {
  it('prices the amount with the vendor’s province tax and lists every term with its payment and APR', async () => {
    api();
    await renderAt('/payment-calculator', { session: testSession });
    expect((await screen.findByRole('combobox', { name: 'Province' })) as HTMLSelectElement).toHaveProperty(
      'value',
      'ON',
    );
    await screen.findByRole('option', { name: 'Standard Fixed Rate' });
    fireEvent.input(getInput('Amount before tax'), { target: { value: '10000' } });
    expect(await screen.findByText('Tax: $1,300.00 · Financed amount (with taxes): $11,300.00')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Monthly payments on $11,300.00 at 9.99%' });
    const expected = standard && programOptions(standard, 1_130_000).terms;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected?.length ?? -1);
    const sixty = expected?.find((term) => term.months === 60);
    const row = within(table).getByRole('rowheader', { name: '60 months' }).closest('tr');
    expect(row?.textContent).toBe(`60 months$${sixty?.amount.toFixed(2)}${sixty?.aprPercent}%`);
  });

  it('shows the terms of a program that answers no rate, with a dash for the rate, instead of failing', async () => {
    const mock = mockApi({
      'GET /programs': () => offeredProgramsAnswer(),
      'GET /program/options': () => {
        const query = lastQuery(mock.fetchMock, '/program/options');
        const answer = optionsAnswerOf(
          Number(query?.get('programId')),
          Math.round(Number(query?.get('amount')) * 100),
        );
        return { ...answer, body: { ...(answer.body as object), rates: [] } };
      },
    });
    await renderAt('/payment-calculator', { session: testSession });
    await screen.findByRole('option', { name: 'Standard Fixed Rate' });
    fireEvent.input(getInput('Amount before tax'), { target: { value: '10000' } });
    expect(await screen.findByRole('table', { name: 'Monthly payments on $11,300.00 at —' })).toBeTruthy();
  });

  it('shares the quote in the chosen language and links to the mailbox', async () => {
    const { calls } = api();
    const { router } = await renderAt('/payment-calculator', { session: testSession });
    await screen.findByRole('option', { name: 'Standard Fixed Rate' });
    fireEvent.input(getInput('Amount before tax'), { target: { value: '10000' } });
    const share = await screen.findByRole('button', { name: 'Share' });
    fireEvent.click(share);
    const email = getInput('Customer’s e-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'pat@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    fireEvent.click(share);
    const link = await screen.findByRole('link', { name: 'Open the mailbox' });
    expect(calls.find((c) => c.path === '/share')?.body).toEqual({
      email: 'pat@example.com',
      language: 'fr',
      amount: '10000.00',
      country: 'CA',
      province: 'ON',
      programId: 194,
    });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mailbox'));
    expect(await screen.findByRole('heading', { name: 'Your payment quote' })).toBeTruthy();
    expect(screen.getByText('To: pat@example.com')).toBeTruthy();
    expect(screen.getByText('60 months: $240.04 a month')).toBeTruthy();
  });

  it('shows a mail’s links to this server as links, and any other address as text (issue 23)', async () => {
    const own = `${window.location.origin}/esign/abc?t=1`;
    mockApi({
      'GET /mailbox': () => ({
        body: {
          messages: [
            {
              id: 4,
              to: 'pat@example.com',
              subject: 'Sign your contract',
              text: `Sign here:\n${own}.\nNot here: https://evil.example.com/esign/abc`,
              created: '2026-11-23T15:04:00Z',
            },
          ],
        },
      }),
    });
    await renderAt('/mailbox', { session: testSession });
    const link = await screen.findByRole('link', { name: own });
    expect(link.getAttribute('href')).toBe(own);
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    expect(link.closest('.mail-body')?.textContent).toBe(
      `Sign here:\n${own}.\nNot here: https://evil.example.com/esign/abc`,
    );
  });

  it('speaks French: labels, French money and the rate with a no-break space', async () => {
    api();
    await renderAt('/payment-calculator', { session: testSession, locale: 'fr' });
    await screen.findByRole('option', { name: 'Taux fixe standard' });
    fireEvent.input(getInput('Montant avant taxes'), { target: { value: '10000' } });
    expect(
      await screen.findByRole('table', {
        name: 'Versements mensuels sur 11\u00a0300.00\u00a0$ à 9,99\u00a0%',
      }),
    ).toBeTruthy();
  });

  it('offers the programs the server answers for the dealership (the lender’s it may offer), never the partner’s', async () => {
    const mock = api([195]);
    await renderAt('/payment-calculator', { session: testSession });
    const program = (await screen.findByRole('combobox', { name: 'Program' })) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Standard Fixed Rate' });
    const offered = [...program.options].map((option) => option.value);
    expect(lastQuery(mock.fetchMock, '/programs')?.get('id')).toBeNull();
    expect(offered).toEqual(
      programsOf('lender')
        .map((p) => String(p.programId))
        .filter((id) => id !== '195'),
    );
    expect(offered).not.toContain('301');
    expect(screen.queryByRole('option', { name: 'Second Look Fixed Rate' })).toBeNull();
  });

  it('opened for an application, offers and prices that application’s programs (a second look’s)', async () => {
    const partner = programsOf('partner');
    const mock = mockApi({
      'GET /programs': () => ({
        body: {
          programs: Object.fromEntries(partner.map((p) => [String(p.programId), toProgramCard(p)])),
          assetCount: 0,
        },
      }),
      'GET /program/options': () => {
        const query = lastQuery(mock.fetchMock, '/program/options');
        return optionsAnswerOf(
          Number(query?.get('programId')),
          Math.round(Number(query?.get('amount')) * 100),
        );
      },
    });
    await renderAt('/payment-calculator?applicationId=A9', { session: testSession });
    await screen.findByRole('option', { name: 'Second Look Fixed Rate' });
    expect(lastQuery(mock.fetchMock, '/programs')?.get('id')).toBe('A9');
    const program = screen.getByRole('combobox', { name: 'Program' }) as HTMLSelectElement;
    expect([...program.options].map((option) => option.value)).toEqual(
      partner.map((p) => String(p.programId)),
    );
    fireEvent.input(getInput('Amount before tax'), { target: { value: '10000' } });
    await screen.findByRole('table');
    const options = lastQuery(mock.fetchMock, '/program/options');
    expect(options?.get('id')).toBe('A9');
    expect(options?.get('programId')).toBe(String(partner[0]?.programId));
    expect(options?.get('amount')).toBe('11300.00');
  });
});

describe('the payment calculator on a tablet offline (issue 39)', () => {
  // The browser says it has no network (the tablet's own signal): the signed-in frame's offline store reads it.
  const setBrowserOnline = (online: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  afterEach(() => setBrowserOnline(true));
  const kept = (program: CatalogueProgram | undefined, until: string | null) => {
    if (!program) throw new Error('no such program');
    return toSheetProgram(
      { ...program, versionId: program.programId, version: 1, effectiveFrom: '2026-01-01' },
      until,
    );
  };

  it('prices on the kept rate sheet, says its day, leaves out a program changed since, and holds Share', async () => {
    // The buy-down's next version takes effect today: the kept copy of its last one no longer prices.
    const sheet = {
      day: '2026-03-20',
      programs: [kept(standard, null), kept(findProgram(198), lenderDay(new Date()))],
    };
    const { calls } = mockApi({ 'GET /programs/sheet': () => ({ body: sheet }) });
    setBrowserOnline(false);
    await renderAt('/payment-calculator', { session: testSession });
    expect(await screen.findByText('Offline: priced on the rate sheet kept on this tablet')).toBeTruthy();
    expect(
      screen.getByText('The rates current on March 20, 2026, the last rate sheet this tablet received.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '1 program has changed since then and is not shown: connect to the network to see it.',
      ),
    ).toBeTruthy();
    const program = screen.getByRole('combobox', { name: 'Program' });
    expect(
      within(program)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standard Fixed Rate']);
    fireEvent.input(getInput('Amount before tax'), { target: { value: '10000' } });
    const table = await screen.findByRole('table', { name: 'Monthly payments on $11,300.00 at 9.99%' });
    const expected = standard && programOptions(standard, 1_130_000).terms;
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(expected?.length ?? -1);
    expect(calls.some((call) => call.path === '/program/options')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByText(/Sharing the quote needs the network/)).toBeTruthy();
  });

  it('says so, in French, when no rate sheet is kept on the tablet', async () => {
    mockApi({});
    setBrowserOnline(false);
    await renderAt('/payment-calculator', { session: testSession, locale: 'fr' });
    expect(
      await screen.findByText(
        /^Aucune grille de taux n’est gardée sur cette tablette.+pour établir un prix\.$/,
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Programme' })).queryAllByRole('option')).toEqual([]);
  });
});
