// Issue 35's rate sheets (decision 047): who reaches them, versions from a day on, the refusals (a past day, a day
// already taken, the criminal rate on any term), their audit, a restart that keeps them, and each dealership's programs.
import { keptProgramOptions, keptPrograms, PROGRAMS } from '@vp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCatalogue } from '../../seed/catalogue.ts';
import { approvedApplication } from '../../test/financing-fixtures.ts';
import { vendorIdOf } from '../../test/live-fixtures.ts';
import { versionBody } from '../../test/rate-sheet-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('rate sheets on %s', (kind) => {
  let app: App;
  // 15:00 UTC: March 20 in Toronto too.
  let now = new Date('2026-03-20T15:00:00Z');
  const tokens: Record<string, string> = {};
  const users = ['demo.lender.admin', 'demo.underwriter', 'demo.funder', 'demo.external', 'demo.quebec'];
  beforeAll(async () => {
    app = await createTestApp(kind, { clock: () => now });
    for (const user of users) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());
  const call = callerFor(() => app, tokens);
  const send = (user: string, method: 'PUT' | 'DELETE' | 'POST', url: string, payload: object, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  const admin = 'demo.lender.admin';

  it('answers the lender admin only: 403 for a dealer’s user, the underwriter and the funder', async () => {
    const vendorId = await vendorIdOf(app, 'demo.external');
    for (const user of ['demo.external', 'demo.underwriter', 'demo.funder']) {
      for (const [method, url, body] of [
        ['GET', '/api/lender/programs', undefined],
        ['GET', '/api/lender/programs/195', undefined],
        ['POST', '/api/lender/programs/195/versions', versionBody()],
        ['POST', '/api/lender/programs/195/versions', { nonsense: true }],
        ['DELETE', '/api/lender/programs/195/versions/1', { reason: 'x' }],
        ['GET', `/api/lender/dealers/${vendorId}/programs`, undefined],
        ['PUT', `/api/lender/dealers/${vendorId}/programs`, { programIds: [] }],
      ] as const) {
        const res =
          method === 'GET' ? await call(user, 'GET', url) : await send(user, method, url, body ?? {});
        expect(res.statusCode, `${user} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call(admin, 'GET', '/api/lender/programs')).statusCode).toBe(200);
  });

  it('lists the catalogue as version 1 of each program, in effect since a day in the past', async () => {
    const res = await call(admin, 'GET', '/api/lender/programs');
    expect(res.statusCode).toBe(200);
    const { today, programs } = res.json();
    expect(today).toBe('2026-03-20');
    expect(programs.map((p: { programId: number }) => p.programId)).toEqual(PROGRAMS.map((p) => p.programId));
    const buyDown = programs.find((p: { programId: number }) => p.programId === 198);
    expect(buyDown).toMatchObject({
      next: null,
      versionCount: 1,
      inEffect: {
        version: 1,
        status: 'inEffect',
        ratePercent: '4.99',
        dealerFeePercent: '4.5',
        createdBy: null,
      },
    });
    expect(buyDown.inEffect.effectiveFrom < today).toBe(true);
  });

  it('adds a version from tomorrow: future until its day, then in effect and the first expired; audited', async () => {
    const added = await send(admin, 'POST', '/api/lender/programs/196/versions', {
      ...versionBody({ effectiveFrom: '2026-03-21', ratePercent: '10.99', rateBumpPercent: '1' }),
      deferralMonths: 6,
      deferralInterest: 'accrue',
      deferralLabelEn: '6 Months Deferred, Interest Accrues',
      deferralLabelFr: '6 mois reportés, intérêts courus',
      feeCents: 149_00,
      dealerFeePercent: '2.5',
      termIds: [3, 4, 5],
      nameEn: '6 Months No Payments',
      nameFr: '6 mois sans paiements',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ version: 2, status: 'future', createdBy: 'Noor Haddad' });
    let page = (await call(admin, 'GET', '/api/lender/programs/196')).json();
    expect(page.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'future'],
      [1, 'inEffect'],
    ]);
    const list = (await call(admin, 'GET', '/api/lender/programs')).json();
    expect(list.programs.find((p: { programId: number }) => p.programId === 196)).toMatchObject({
      inEffect: { version: 1 },
      next: { version: 2, effectiveFrom: '2026-03-21', ratePercent: '10.99' },
    });

    const history = (await call(admin, 'GET', '/api/lender/history/program/196')).json();
    expect(history.changes[0]).toMatchObject({ action: 'versionAdded', reason: 'Spring rate cut' });
    const rate = history.changes[0].fields.find((f: { field: string }) => f.field === 'ratePercent');
    expect(rate).toEqual({ field: 'ratePercent', before: '"11.99"', after: '"10.99"' });

    // The next day (the session would have expired: signed in again).
    now = new Date('2026-03-21T15:00:00Z');
    tokens[admin] = await login(app, admin);
    page = (await call(admin, 'GET', '/api/lender/programs/196')).json();
    expect(page.versions.map((v: { status: string }) => v.status)).toEqual(['inEffect', 'expired']);
    now = new Date('2026-03-20T15:00:00Z');
    tokens[admin] = await login(app, admin);
  });

  it('refuses a day past, a day another version already takes, and an unknown program', async () => {
    const past = await send(
      admin,
      'POST',
      '/api/lender/programs/194/versions',
      versionBody({ effectiveFrom: '2026-03-19' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errorMessage).toBe('A new version takes effect today (March 20, 2026) or later.');
    const first = await send(
      admin,
      'POST',
      '/api/lender/programs/194/versions',
      versionBody({ effectiveFrom: '2026-05-01' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const clash = await send(
      admin,
      'POST',
      '/api/lender/programs/194/versions',
      versionBody({ effectiveFrom: '2026-05-01' }),
      'fr',
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errorMessage).toMatch(/^La version 2 entre déjà en vigueur le 1(er)?\smai\s2026\./);
    expect((await send(admin, 'POST', '/api/lender/programs/999/versions', versionBody())).statusCode).toBe(
      404,
    );
    expect(
      (
        await send(admin, 'POST', '/api/lender/programs/194/versions', versionBody({ ratePercent: '36' }))
      ).json(),
    ).toMatchObject({ errors: { ratePercent: 'Enter a rate from 0 to 35, with at most 3 decimals.' } });
  });

  it('refuses a version whose APR with the fee passes 35 % on any term, naming the term, in English and French', async () => {
    // $150 on a $1,000 deal over 12 months is above 35 %; the longer terms alone would pass.
    const body = versionBody({ feeCents: 150_00, termIds: [9, 1, 5] });
    const en = await send(admin, 'POST', '/api/lender/programs/195/versions', body);
    expect(en.statusCode).toBe(400);
    expect(en.json().errorMessage).toMatch(
      /^Refused: on the 12-month term, the APR with the customer fee would be \d+\.\d{3}% on a \$1,000\.00 deal, above the criminal rate of 35%\.$/,
    );
    const fr = await send(admin, 'POST', '/api/lender/programs/195/versions', body, 'fr');
    expect(fr.json().errorMessage).toContain('sur le terme de 12 mois');
    expect(fr.json().errorMessage).toContain('taux criminel de 35\u00a0%');
    const page = (await call(admin, 'GET', '/api/lender/programs/195')).json();
    expect(page.versions).toHaveLength(1);
    expect(
      (await send(admin, 'POST', '/api/lender/programs/195/versions', { ...body, termIds: [9] })).statusCode,
    ).toBe(200);
  });

  it('deletes a version not yet in effect, never one in effect, audited', async () => {
    const added = await send(admin, 'POST', '/api/lender/programs/302/versions', {
      ...versionBody({ effectiveFrom: '2026-04-01', creditor: 'partner', ratePercent: '21.99', feeCents: 0 }),
      termIds: [2, 3, 4],
    });
    expect(added.statusCode, added.body).toBe(200);
    const { versionId } = added.json();
    const [current] = (await call(admin, 'GET', '/api/lender/programs/302')).json().versions.slice(-1);
    const inEffect = await send(admin, 'DELETE', `/api/lender/programs/302/versions/${current.versionId}`, {
      reason: 'x',
    });
    expect(inEffect.statusCode).toBe(409);
    const noReason = await send(admin, 'DELETE', `/api/lender/programs/302/versions/${versionId}`, {});
    expect(noReason.statusCode).toBe(400);
    const deleted = await send(admin, 'DELETE', `/api/lender/programs/302/versions/${versionId}`, {
      reason: 'Typo',
    });
    expect(deleted.json()).toEqual({ result: 'Success' });
    expect((await call(admin, 'GET', '/api/lender/programs/302')).json().versions).toHaveLength(1);
    const history = (await call(admin, 'GET', '/api/lender/history/program/302')).json();
    expect(history.changes[0]).toMatchObject({ action: 'versionDeleted', reason: 'Typo' });
  });

  it('keeps the lender admin’s versions through a restart’s catalogue start-up', async () => {
    const before = (await call(admin, 'GET', '/api/lender/programs/194')).json();
    expect(before.versions.length).toBeGreaterThan(1);
    await syncCatalogue(app.database.db);
    expect((await call(admin, 'GET', '/api/lender/programs/194')).json()).toEqual(before);
  });

  it('gives each dealership the programs it may offer; the others it cannot see, price or save', async () => {
    const vendorId = await vendorIdOf(app, 'demo.external');
    const initial = (await call(admin, 'GET', `/api/lender/dealers/${vendorId}/programs`)).json();
    expect(initial.programs.every((p: { offered: boolean }) => p.offered)).toBe(true);
    const offered = PROGRAMS.map((p) => p.programId).filter((id) => id !== 195);
    const put = await send(admin, 'PUT', `/api/lender/dealers/${vendorId}/programs`, {
      programIds: offered,
      reason: 'Preferred rate for volume dealers only',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().programs.find((p: { programId: number }) => p.programId === 195).offered).toBe(false);
    const history = (await call(admin, 'GET', `/api/lender/history/vendor/${vendorId}`)).json();
    expect(history.changes[0]).toMatchObject({
      action: 'programsChanged',
      reason: 'Preferred rate for volume dealers only',
    });

    const id = await approvedApplication(app, { user: 'demo.external' });
    const programs = Object.keys(
      (await call('demo.external', 'GET', `/api/programs?id=${id}`)).json().programs,
    );
    expect(programs).toEqual(['194', '196', '197', '198']);
    const calculator = Object.keys((await call('demo.external', 'GET', '/api/programs')).json().programs);
    expect(calculator).toEqual(['194', '196', '197', '198']);
    expect(
      (await call('demo.external', 'GET', '/api/program/options?programId=195&amount=10000')).statusCode,
    ).toBe(404);
    // Another dealership still offers it.
    expect(Object.keys((await call('demo.quebec', 'GET', '/api/programs')).json().programs)).toContain('195');

    const bad = await send(admin, 'PUT', `/api/lender/dealers/${vendorId}/programs`, { programIds: [999] });
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/lender/dealers/999999/programs')).statusCode).toBe(404);
    const restored = await send(admin, 'PUT', `/api/lender/dealers/${vendorId}/programs`, {
      programIds: PROGRAMS.map((p) => p.programId),
    });
    expect(restored.json().programs.every((p: { offered: boolean }) => p.offered)).toBe(true);
  });
  it("gives a dealer's calculator the sheet a tablet keeps: each version with the day its successor takes effect", async () => {
    // Signed out: the session check's answer, as on every route.
    const anonymous = await app.inject({ method: 'GET', url: '/api/programs/sheet' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('TOKEN_EXPIRED');
    const sheet = await call('demo.external', 'GET', '/api/programs/sheet');
    expect(sheet.statusCode, sheet.body).toBe(200);
    const { day, programs } = sheet.json();
    expect(day).toBe('2026-03-20');
    // The calculator's programs (the lender's, the dealership offers), the same as GET /programs answers.
    const cards = Object.keys((await call('demo.external', 'GET', '/api/programs')).json().programs);
    expect(programs.map((p: { programId: number }) => String(p.programId))).toEqual(cards);
    // Program 196's version 2 takes effect tomorrow (added above): version 1 prices until then.
    expect(programs.find((p: { programId: number }) => p.programId === 196)).toMatchObject({
      version: 1,
      until: '2026-03-21',
      ratePercent: '11.99',
    });
    expect(programs.find((p: { programId: number }) => p.programId === 198)).toMatchObject({ until: null });
    // What the dealer pays the lender stays on the server; the prices are the server's own on a kept version.
    for (const program of programs) expect(program).not.toHaveProperty('dealerFeePercent');
    const kept = programs.find((p: { programId: number }) => p.programId === 198);
    const served = (
      await call('demo.external', 'GET', '/api/program/options?programId=198&amount=12345.67')
    ).json();
    expect(keptProgramOptions(kept, 1_234_567)).toEqual(served);
    // A program withheld from a dealership is not on its sheet.
    const vendorId = await vendorIdOf(app, 'demo.external');
    const withheld = PROGRAMS.map((p) => p.programId).filter((id) => id !== 198);
    expect(
      (await send(admin, 'PUT', `/api/lender/dealers/${vendorId}/programs`, { programIds: withheld }))
        .statusCode,
    ).toBe(200);
    const after = (await call('demo.external', 'GET', '/api/programs/sheet')).json();
    expect(after.programs.map((p: { programId: number }) => p.programId)).not.toContain(198);
    await send(admin, 'PUT', `/api/lender/dealers/${vendorId}/programs`, {
      programIds: PROGRAMS.map((p) => p.programId),
    });
    // The next day a kept copy no longer prices version 1 of program 196.
    expect(keptPrograms(sheet.json(), '2026-03-21').map((p) => p.programId)).not.toContain(196);
  });
});
