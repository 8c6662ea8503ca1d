import { costOfBorrowing, findProgram, TERMS } from '@vp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, financingSelections } from '../../db/schema.ts';
import { approvedApplication } from '../../test/financing-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { selectionIn, selectionOf } from './financing-selection.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('save-program on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.external', 'demo.internal', 'demo.quebec'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const get = (url: string, { user = 'demo.external', lang = 'en' } = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });

  const save = (id: string, query = 'programId=196&termId=5') =>
    `/api/application/save-program/${id}?${query}&leaseDate=04/15/2026&installationDate=04-02-2026&certificateMethod=electronic`;

  async function withAsset(status = 'Approved') {
    const id = await approvedApplication(app, { user: 'demo.external', country: 'US', province: 'OR' });
    expect(
      (await get(`/api/application/add-asset/${id}?assetTypeId=1&assetSubTypeId=3&retailCost=8000`))
        .statusCode,
    ).toBe(200);
    if (status !== 'Approved') {
      const { statusColumns } = await import('../applications/application-status.repository.ts');
      const { applications } = await import('../../db/schema.ts');
      await app.database.db.update(applications).set(statusColumns(status)).where(eq(applications.id, id));
    }
    return id;
  }

  it('stores the selection with every disclosed figure, as the domain computes them, and audits it', async () => {
    const id = await withAsset();
    const res = await get(save(id));
    expect(res.statusCode).toBe(200);
    const program = findProgram(196);
    if (!program) throw new Error('no program 196');
    const expected = costOfBorrowing({
      terms: {
        principalCents: 800_000,
        annualRatePercent: '11.99',
        termMonths: TERMS[5] ?? 0,
        deferral: program.deferral ?? undefined,
      },
      feeCents: program.feeCents,
      leaseDate: { year: 2026, month: 4, day: 15 },
    });
    if (!expected.ok) throw new Error('refused');
    const d = expected.disclosure;
    expect(res.json()).toMatchObject({
      result: 'Success',
      data: {
        financedAmount: 8000,
        programType: 'Deferred',
        term: { termId: 5, months: 60 },
        qtyZeroPayments: 6,
        apr: d.aprPercent,
        paymentDate: '04/15/2026',
        installationDate: '04/02/2026',
        certificateMethod: 'electronic',
        disclosure: { firstPaymentDate: '10/15/2026', paymentCount: 54 },
      },
    });
    const [row] = await app.database.db
      .select()
      .from(financingSelections)
      .where(eq(financingSelections.applicationId, id));
    expect(row).toMatchObject({
      programId: 196,
      termId: 5,
      apr: d.aprPercent,
      rate: '11.990',
      financedAmountCents: 800_000,
      monthlyPaymentCents: d.paymentCents,
      paymentCount: 54,
      lastPaymentCents: d.lastPaymentCents,
      firstPaymentDate: '2026-10-15',
      totalOfPaymentsCents: d.totalOfPaymentsCents,
      costOfCreditCents: d.costOfCreditCents,
      totalObligationCents: d.totalObligationCents,
      feeCents: 149_00,
      leaseDate: '2026-04-15',
      installationDate: '2026-04-02',
      paperOrElectronic: 'electronic',
      deferralInterest: 'accrue',
    });
    // A second save replaces the first: one selection per application.
    expect((await get(save(id, 'programId=194&termId=3'))).statusCode).toBe(200);
    const rows = await app.database.db
      .select()
      .from(financingSelections)
      .where(eq(financingSelections.applicationId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ programId: 194, termId: 3, qtyZeroPayments: 0, deferralInterest: null });
    const audited = await app.database.db
      .select()
      .from(events)
      .where(and(eq(events.applicationId, id), eq(events.type, 'financing.programSaved')));
    expect(audited).toHaveLength(2);
  });

  it('reads the saved selection back as one value, its program described in each language', async () => {
    const id = await withAsset();
    const answered = (await get(save(id))).json().data;
    const saved = await selectionOf(app.database.db, id);
    if (!saved) throw new Error('no selection read');
    expect(saved.financedCents).toBe(800_000);
    const program = findProgram(196);
    expect(saved.program).toEqual({
      programId: 196,
      description: { en: program?.description, fr: program?.descriptionFr },
    });
    const { rate: _rate, disclosure, ...figures } = answered;
    // The stored rate has the column's three decimals; the first payment date stays the column's ISO date.
    expect(selectionIn(saved, 'en')).toEqual({
      ...figures,
      rate: '11.990',
      disclosure: { ...disclosure, annualRatePercent: '11.990', firstPaymentDate: '2026-10-15' },
    });
    expect(selectionIn(saved, 'fr').program.description).toBe(program?.descriptionFr);
    expect(
      await selectionOf(app.database.db, await approvedApplication(app, { user: 'demo.external' })),
    ).toBe(undefined);
  });

  it('requires the dates and the certificate method, in English and French', async () => {
    const id = await withAsset();
    const res = await get(`/api/application/save-program/${id}?programId=194&termId=5&leaseDate=04/16/2026`, {
      lang: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'certificateMethod',
      'installationDate',
      'leaseDate',
    ]);
    expect(res.json().errors.installationDate).toBe('Ce champ est obligatoire.');
  });

  it('refuses without assets, after the contract is requested, and for others', async () => {
    const empty = await approvedApplication(app, { user: 'demo.external' });
    expect((await get(save(empty))).json().errorMessage).toBe(
      'Please add at least one asset before adding Program.',
    );
    const locked = await withAsset('Waiting for Signature');
    const res = await get(save(locked));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toMatch(/^The contract has been requested/);
    const id = await withAsset();
    expect((await get(save(id), { user: 'demo.quebec' })).statusCode).toBe(404);
    expect((await get(save(id), { user: 'demo.internal' })).statusCode).toBe(403);
    const none = await app.database.db
      .select()
      .from(financingSelections)
      .where(eq(financingSelections.applicationId, id));
    expect(none).toEqual([]);
  });
});
