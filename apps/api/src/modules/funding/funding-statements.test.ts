// What the dealer is paid (issue 35): the statement written with Booked in its transaction, its figures to the cent,
// who may read it, the timeline's event, and a period's statements as JSON and CSV.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  financingSelections,
  fundingPackages,
  fundingStatements,
  loanLedger,
  users,
  vendors,
} from '../../db/schema.ts';
import { signedApplication, submitPackage } from '../../test/funding-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const USERS = [
  'demo.external',
  'demo.admin',
  'demo.quebec',
  'demo.quebec.admin',
  'demo.funder',
  'demo.lender.admin',
  'demo.underwriter',
];

describe.each(DATABASES)('funding statements and their CSV on %s', (kind) => {
  let app: App;
  let now = Date.parse('2026-03-01T15:00:00Z');
  const tokens: Record<string, string> = {};
  const call = callerFor(() => app, tokens);

  /** Moves the lender's clock (the sessions are made to outlive the months the tests cross). */
  const at = (iso: string) => {
    now = Date.parse(iso);
  };

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => new Date(now),
      env: { SESSION_IDLE_MINUTES: '200000', SESSION_MAX_HOURS: '5000' },
    });
    for (const user of USERS) tokens[user] = await login(app, user);
  }, 180_000);
  afterAll(() => app.close());

  /** A deal of `user`'s vendor taken to Documents Submitted, its program's dealer fee set as the rate sheet would. */
  async function submitted(user: string, financedCents: number, dealerFeePercent: string) {
    const id = await signedApplication(app, {
      user,
      financedCents,
      signedAt: new Date('2026-02-01T15:00:00Z'),
    });
    await app.database.db
      .update(financingSelections)
      .set({ dealerFeePercent })
      .where(eq(financingSelections.applicationId, id));
    await submitPackage(app, tokens[user] ?? '', id, financedCents);
    return id;
  }

  const book = (id: string, fundingDate = '2026-02-20', by = 'demo.funder') =>
    call(by, 'POST', `/api/underwriter/funding/${id}`, { decision: 'fund', fundingDate });

  async function booked(user: string, financedCents: number, dealerFeePercent: string) {
    const id = await submitted(user, financedCents, dealerFeePercent);
    const res = await book(id);
    expect(res.json(), res.body).toEqual({ status: 'Booked' });
    return id;
  }

  const statementRows = (id: string) =>
    app.database.db.select().from(fundingStatements).where(eq(fundingStatements.applicationId, id));

  it('writes the statement with Booked: the fee rounded half up to the cent, on the lender’s day', async () => {
    // 22:30 in Toronto on April 30 is already May 1 in UTC: the statement is April 30's.
    at('2026-05-01T02:30:00Z');
    const id = await submitted('demo.external', 1_234_567, '4.5');
    expect(await statementRows(id)).toEqual([]);
    expect((await book(id)).json()).toEqual({ status: 'Booked' });
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    const [funder] = await app.database.db.select().from(users).where(eq(users.userName, 'demo.funder'));
    expect(await statementRows(id)).toEqual([
      expect.objectContaining({
        vendorId: row?.vendorId,
        reference: row?.edgeId,
        financedCents: 1_234_567,
        dealerFeePercent: '4.500',
        dealerFeeCents: 55_556,
        paidCents: 1_179_011,
        bookedOn: '2026-04-30',
        fundingDate: '2026-02-20',
        bookedBy: funder?.id,
      }),
    ]);
    const answer = await call('demo.admin', 'GET', `/api/funding/statements/${id}`);
    expect(answer.json()).toMatchObject({
      applicationId: id,
      reference: row?.edgeId,
      vendorName: expect.any(String),
      financedAmount: 12_345.67,
      dealerFeePercent: '4.500',
      dealerFee: 555.56,
      paidToDealer: 11_790.11,
      bookedOn: '2026-04-30',
      fundingDate: '2026-02-20',
      bookedAt: '2026-05-01T02:30:00.000Z',
    });
    expect(answer.json().program.en).toBeTruthy();
    // The deal's vendor's users and the lender's funders and admins; another vendor as a missing one.
    for (const user of ['demo.external', 'demo.funder', 'demo.lender.admin', 'demo.underwriter'])
      expect((await call(user, 'GET', `/api/funding/statements/${id}`)).statusCode, user).toBe(200);
    const other = await call('demo.quebec.admin', 'GET', `/api/funding/statements/${id}`);
    const missing = await call('demo.admin', 'GET', `/api/funding/statements/${crypto.randomUUID()}`);
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(missing.json());
    expect(other.json().errorMessage).toBe('This deal has no funding statement.');
    expect((await call('demo.admin', 'GET', '/api/funding/statements/not-an-id')).statusCode).toBe(404);
  });

  it('writes 0 for a standard program, and an exact half cent goes up', async () => {
    const standard = await booked('demo.external', 1_234_567, '0');
    expect(await statementRows(standard)).toMatchObject([
      { dealerFeePercent: '0.000', dealerFeeCents: 0, paidCents: 1_234_567 },
    ]);
    // 1,001.00 at 0.5 % is 5.005: 5.01 off, 995.99 paid.
    const half = await booked('demo.external', 100_100, '0.5');
    expect(await statementRows(half)).toMatchObject([{ dealerFeeCents: 501, paidCents: 99_599 }]);
  });

  it('never books without its statement: a failed insert rolls the status, the review and the ledger back', async () => {
    const id = await submitted('demo.external', 512_345, '2');
    // A statement already there for the deal: the booking's insert fails on the primary key.
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    const planted = {
      applicationId: id,
      vendorId: row?.vendorId ?? 0,
      reference: 'PLANTED',
      programEn: 'x',
      programFr: 'x',
      financedCents: 1,
      dealerFeePercent: '0',
      dealerFeeCents: 0,
      paidCents: 1,
      bookedOn: '2026-01-01',
      fundingDate: '2026-01-01',
    };
    await app.database.db.insert(fundingStatements).values(planted);
    const refused = await book(id);
    expect(refused.statusCode).toBeGreaterThanOrEqual(409);
    const status = await call('demo.external', 'GET', `/api/application/status/${id}`);
    expect(status.json().status).toBe('Documents Submitted');
    const [pkg] = await app.database.db
      .select()
      .from(fundingPackages)
      .where(eq(fundingPackages.applicationId, id));
    expect(pkg).toMatchObject({ outcome: null, fundingDate: null });
    const ledger = await app.database.db.select().from(loanLedger).where(eq(loanLedger.applicationId, id));
    expect(ledger.map((e) => e.entry)).toEqual(['packageFiled']);
    expect(await statementRows(id)).toMatchObject([{ reference: 'PLANTED' }]);

    // Without a financed amount there is nothing to pay: refused, in the reader's language, nothing written.
    await app.database.db.delete(fundingStatements).where(eq(fundingStatements.applicationId, id));
    await app.database.db
      .update(financingSelections)
      .set({ financedAmountCents: null })
      .where(eq(financingSelections.applicationId, id));
    const noAmount = await book(id);
    expect(noAmount.statusCode).toBe(409);
    expect(noAmount.json().errorMessage).toBe(
      'This deal has no financed amount saved with its program: it cannot be booked.',
    );
    expect((await call('demo.external', 'GET', `/api/application/status/${id}`)).json().status).toBe(
      'Documents Submitted',
    );
    expect(await statementRows(id)).toEqual([]);
  });

  it("tells the statement on the deal's timeline, right after the booking, to the vendor and the lender", async () => {
    const id = await booked('demo.external', 1_234_567, '4.5');
    for (const user of ['demo.external', 'demo.underwriter']) {
      const { events } = (await call(user, 'GET', `/api/applications/timeline/${id}`)).json();
      const kinds = events.map((e: { kind: string }) => e.kind);
      expect(kinds.slice(-2), user).toEqual(['booked', 'fundingStatement']);
      expect(events.at(-1)).toMatchObject({
        actor: { kind: 'lender', name: null },
        params: {
          financedAmount: 12_345.67,
          dealerFeePercent: '4.500',
          dealerFee: 555.56,
          paidToDealer: 11_790.11,
          fundingDate: '2026-02-20',
        },
      });
    }
  });
  /** A deal of `user`'s vendor booked at `iso` (the lender's clock), its program's dealer fee as given. */
  async function bookedAt(iso: string, user: string, financedCents: number, dealerFeePercent: string) {
    now = Date.parse(iso);
    const id = await signedApplication(app, {
      user,
      financedCents,
      signedAt: new Date('2026-02-01T15:00:00Z'),
    });
    await app.database.db
      .update(financingSelections)
      .set({ dealerFeePercent })
      .where(eq(financingSelections.applicationId, id));
    await submitPackage(app, tokens[user] ?? '', id, financedCents);
    const res = await call('demo.funder', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'fund',
      fundingDate: '2026-02-20',
    });
    expect(res.json(), res.body).toEqual({ status: 'Booked' });
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    return { id, reference: row?.edgeId ?? '', vendorId: row?.vendorId ?? 0 };
  }

  const csv = (user: string, query: string, lang = 'en') =>
    call(user, 'GET', `/api/funding/statements.csv?${query}`, undefined, lang);
  /** The file's lines after its byte order mark (CRLF ends each record, RFC 4180). */
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);

  it("answers a period's funded deals, bounds included, in the lender's days, one row a deal", async () => {
    // Midnight in Toronto on March 1 (EST) counts for March; a minute before is February's.
    const first = await bookedAt('2026-03-01T05:00:00Z', 'demo.external', 1_234_567, '4.5');
    const february = await bookedAt('2026-03-01T04:59:00Z', 'demo.external', 100_000, '1');
    // 23:59 in Toronto on March 31 (EDT) is March's; midnight on April 1 is not.
    const last = await bookedAt('2026-04-01T03:59:00Z', 'demo.external', 100_100, '0.5');
    const april = await bookedAt('2026-04-01T04:00:00Z', 'demo.external', 100_000, '0');
    const quebec = await bookedAt('2026-03-15T15:00:00Z', 'demo.quebec', 250_000, '0');
    await app.database.db
      .update(vendors)
      .set({ name: 'Rénovations "Québec", Inc.' })
      .where(eq(vendors.id, quebec.vendorId));

    const res = await csv('demo.admin', 'from=2026-03-01&to=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="funding-statements_2026-03-01_2026-03-31.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(
      'Reference,Booked on,Funding date,Program,Financed amount,Dealer fee %,Dealer fee,Paid to dealer',
    );
    expect(rows).toHaveLength(2);
    const program = (await call('demo.admin', 'GET', `/api/funding/statements/${first.id}`)).json().program;
    const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
    expect(rows[0]).toBe(
      `${first.reference},2026-03-01,2026-02-20,${quoted(program.en)},12345.67,4.500,555.56,11790.11`,
    );
    expect(rows[1]).toBe(
      `${last.reference},2026-03-31,2026-02-20,${quoted(program.en)},1001.00,0.500,5.01,995.99`,
    );
    for (const other of [february, april, quebec]) expect(res.body).not.toContain(other.reference);

    // The same period in French: the headers and the program's name in the reader's language.
    const fr = lines((await csv('demo.admin', 'from=2026-03-01&to=2026-03-31', 'fr')).body);
    expect(fr[0]).toBe(
      'Référence,Comptabilisée le,Date de financement,Programme,Montant financé,Frais du marchand\u00a0%,Frais du marchand,Versé au marchand',
    );
    expect(fr[1]).toContain(quoted(program.fr));

    // The lender: every dealer, named (a comma and quotes in a name are quoted), or one.
    const lender = lines((await csv('demo.funder', 'from=2026-03-01&to=2026-03-31')).body);
    expect(lender[0]).toBe(
      'Reference,Dealer,Booked on,Funding date,Program,Financed amount,Dealer fee %,Dealer fee,Paid to dealer',
    );
    expect(lender).toHaveLength(4);
    expect(lender[2]).toBe(
      `${quebec.reference},"Rénovations ""Québec"", Inc.",2026-03-15,2026-02-20,${quoted(program.en)},2500.00,0.000,0.00,2500.00`,
    );
    const one = lines(
      (await csv('demo.lender.admin', `from=2026-03-01&to=2026-03-31&vendorId=${quebec.vendorId}`)).body,
    );
    expect(one.slice(1).map((l) => l.split(',')[0])).toEqual([quebec.reference]);
    const theirs = lines((await csv('demo.quebec.admin', 'from=2026-01-01&to=2026-12-31')).body);
    expect(theirs.slice(1).map((l) => l.split(',')[0])).toEqual([quebec.reference]);

    // The same period as JSON, with its totals.
    const period = await call('demo.admin', 'GET', '/api/funding/statements?from=2026-03-01&to=2026-03-31');
    expect(period.json()).toMatchObject({
      statements: [{ reference: first.reference }, { reference: last.reference }],
      totals: { count: 2, financedAmount: 13_346.67, dealerFee: 560.57, paidToDealer: 12_786.1 },
    });
    const dealers = (await call('demo.funder', 'GET', '/api/funding/statement-dealers')).json().dealers;
    expect(dealers.map((d: { id: number }) => d.id).sort()).toEqual(
      [first.vendorId, quebec.vendorId].sort((a, b) => a - b),
    );
  });

  it('refuses a salesperson, another dealership named by a vendor admin, and a period backwards', async () => {
    const salesperson = await csv('demo.external', 'from=2026-03-01&to=2026-03-31');
    expect(salesperson.statusCode).toBe(403);
    expect(salesperson.json().errorMessage).toBe(
      "Only your dealership's administrators can see its funding statements.",
    );
    expect(
      (await call('demo.external', 'GET', '/api/funding/statements?from=2026-03-01&to=2026-03-31'))
        .statusCode,
    ).toBe(403);
    const [quebec] = await app.database.db.select().from(users).where(eq(users.userName, 'demo.quebec'));
    const named = await csv('demo.admin', `from=2026-03-01&to=2026-03-31&vendorId=${quebec?.vendorId}`);
    expect(named.statusCode).toBe(403);
    const backwards = await csv('demo.admin', 'from=2026-03-31&to=2026-03-01', 'fr');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toBe(
      'La fin de la période doit être le même jour que son début ou après.',
    );
    expect((await csv('demo.admin', 'from=2026-3-1&to=2026-03-31')).statusCode).toBe(400);
  });
});
