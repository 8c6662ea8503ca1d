// The reports (issue 37, decision 054) on both databases, against a hand-worked set of deals moved by the status
// writer under a test clock in October 2025 (America/Toronto, UTC−4): a deal submitted just before the range and
// decided inside it, a second-look approval, a re-submit approved, a deal funded, a submission in the range's last
// minute, another dealer's deal; the tenancy of a dealership and a salesperson; the CSV.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, decisions, users } from '../../db/schema.ts';
import { signedApplication, submitPackage } from '../../test/funding-fixtures.ts';
import { submittedApplication, userId, vendorIdOf } from '../../test/live-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from '../applications/application-status.repository.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const OCTOBER = '/api/reports?range=custom&from=2025-10-01&to=2025-10-31&timeZone=America/Toronto';

describe.each(DATABASES)('reports on %s', (kind) => {
  let app: App;
  let now = new Date('2025-10-01T12:00:00Z');
  const tokens: Record<string, string> = {};
  const deals: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const get = (user: string, url: string, lang = 'en') =>
    app.inject({
      method: 'GET',
      url,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });

  const at = (iso: string) => {
    now = new Date(iso);
  };
  const move = (id: string, event: string, when: string, to?: string) => {
    at(when);
    const actor = ['submit', 'resubmit'].includes(event) ? 'vendor' : 'system';
    return app.services.status.transition({
      applicationId: id,
      vendorId: null,
      event: event as 'submit',
      to: to as 'Approved' | undefined,
      performer: { actor, isExternalVendor: true },
      audit: {},
    });
  };
  const setStatus = (id: string, status: string) =>
    app.database.db.update(applications).set(statusColumns(status)).where(eq(applications.id, id));
  const started = async (user: string, created: string) => {
    const row = await submittedApplication(app, user, 'Incomplete');
    await app.database.db
      .update(applications)
      .set({ created: new Date(created) })
      .where(eq(applications.id, row.id));
    return row.id;
  };
  const reasons = (applicationId: string, list: string[], outcome = 'Declined') =>
    app.database.db
      .insert(decisions)
      .values({ applicationId, submissionId: randomUUID(), outcome, reasons: list });

  beforeAll(async () => {
    app = await createTestApp(kind, { clock: () => now });
    for (const user of [
      'demo.admin',
      'demo.external',
      'demo.quebec.admin',
      'demo.underwriter',
      'demo.lender.admin',
    ])
      tokens[user] = await login(app, user);
    ids.admin = await userId(app, 'demo.admin');
    ids.sales = await userId(app, 'demo.external');
    ids.vendor = await vendorIdOf(app, 'demo.admin');
    ids.quebec = await vendorIdOf(app, 'demo.quebec.admin');

    // D1 (admin): submitted, approved an hour later (first look), signed.
    const d1 = await started('demo.admin', '2025-10-02T14:00:00Z');
    await move(d1, 'submit', '2025-10-02T15:00:00Z');
    await move(d1, 'decide', '2025-10-02T16:00:00Z', 'Approved');
    await setStatus(d1, 'Waiting for Signature');
    await move(d1, 'signaturesReceived', '2025-10-05T15:00:00Z');
    // D2 (salesperson): declined after 2 h, then approved by the second look a day later.
    const d2 = await started('demo.external', '2025-10-03T14:00:00Z');
    await move(d2, 'submit', '2025-10-03T15:00:00Z');
    await reasons(d2, ['score']);
    await move(d2, 'decide', '2025-10-03T17:00:00Z', 'Declined');
    await setStatus(d2, 'KamselPending');
    await move(d2, 'partnerDecide', '2025-10-04T17:00:00Z', 'KamselApproved');
    // D3 (salesperson): declined, re-submitted, approved 30 min after the second submission.
    const d3 = await started('demo.external', '2025-10-06T14:00:00Z');
    deals.d3 = d3;
    await move(d3, 'submit', '2025-10-06T15:00:00Z');
    await reasons(d3, ['score']);
    await move(d3, 'decide', '2025-10-06T19:00:00Z', 'Declined');
    await move(d3, 'resubmit', '2025-10-07T15:00:00Z');
    await move(d3, 'submit', '2025-10-08T15:00:00Z');
    await move(d3, 'decide', '2025-10-08T15:30:00Z', 'Approved');
    // D4 (admin), across the range's start: created and submitted on Sept 30 (23:30 in Toronto), declined on Oct 1.
    const d4 = await started('demo.admin', '2025-09-30T12:00:00Z');
    deals.d4 = d4;
    await move(d4, 'submit', '2025-10-01T03:30:00Z');
    await reasons(d4, ['bureau', 'score']);
    await move(d4, 'decide', '2025-10-01T05:00:00Z', 'Declined');
    // D5 (admin): approved on Oct 10, funded on Oct 20 at 12,345.67 through the lender's funding review.
    const d5 = await signedApplication(app, {
      user: 'demo.admin',
      financedCents: 1_234_567,
      signedAt: new Date('2025-09-20T15:00:00Z'),
    });
    await app.database.db
      .update(applications)
      .set({ created: new Date('2025-10-09T12:00:00Z'), ...statusColumns('SubmittedToCredit') })
      .where(eq(applications.id, d5));
    await move(d5, 'decide', '2025-10-10T15:00:00Z', 'Approved');
    await setStatus(d5, 'Signatures Received');
    at('2025-10-20T15:00:00Z');
    await submitPackage(app, await login(app, 'demo.admin'), d5, 1_234_567);
    const funded = await app.inject({
      method: 'POST',
      url: `/api/underwriter/funding/${d5}`,
      payload: { decision: 'fund', fundingDate: '2025-10-20' },
      headers: { authorization: await login(app, 'demo.funder') },
    });
    expect(funded.statusCode, funded.body).toBe(200);
    // D6 (salesperson), at the range's end: created at 19:00 and submitted at 23:59 on Oct 31 in Toronto.
    const d6 = await started('demo.external', '2025-10-31T23:00:00Z');
    await move(d6, 'submit', '2025-11-01T03:59:00Z');
    // D7, another dealership's: submitted and approved.
    const d7 = await started('demo.quebec.admin', '2025-10-15T14:00:00Z');
    await move(d7, 'submit', '2025-10-15T15:00:00Z');
    await move(d7, 'decide', '2025-10-15T15:10:00Z', 'Approved');
    at('2025-11-15T15:00:00Z');
    for (const user of [
      'demo.admin',
      'demo.external',
      'demo.quebec.admin',
      'demo.underwriter',
      'demo.lender.admin',
    ])
      tokens[user] = await login(app, user);
  }, 120_000);
  afterAll(() => app.close());

  const funnel = (counts: number[]) =>
    ['started', 'submitted', 'approvedFirstLook', 'approvedSecondLook', 'signed', 'funded'].map(
      (step, i) => ({
        step,
        count: counts[i],
      }),
    );
  const weeks = (funded: Record<string, number>) =>
    ['2025-09-29', '2025-10-06', '2025-10-13', '2025-10-20', '2025-10-27'].map((start) => ({
      start,
      count: funded[start] ? 1 : 0,
      amount: funded[start] ?? 0,
    }));
  const nameOf = async (id: number) =>
    (await app.database.db.select().from(users).where(eq(users.id, id)))[0]?.displayName;

  it("counts every figure of a dealership's month, each where its event fell", async () => {
    const res = await get('demo.admin', OCTOBER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      range: { from: '2025-10-01', to: '2025-10-31', timeZone: 'America/Toronto' },
      scope: 'vendor',
      dealerId: ids.vendor,
      funnel: funnel([5, 4, 3, 1, 1, 1]),
      approvals: { decided: 5, approved: 4, declined: 1, approvalRate: 0.8 },
      declineReasons: [
        { reason: 'bureau', count: 1 },
        { reason: 'score', count: 1 },
      ],
      funding: {
        period: 'week',
        series: weeks({ '2025-10-20': 12_345.67 }),
        count: 1,
        amount: 12_345.67,
        averageAmount: 12_345.67,
      },
      speed: {
        submitToDecision: { count: 4, median: 4500, p90: 6660 },
        approvalToFunding: { count: 1, median: 864_000, p90: 864_000 },
      },
      people: expect.any(Array),
    });
    const people = res.json().people as Array<{ id: number }>;
    expect(new Map(people.map((p) => [p.id, p]))).toEqual(
      new Map([
        [
          ids.admin,
          {
            id: ids.admin,
            name: await nameOf(ids.admin ?? 0),
            started: 2,
            submitted: 1,
            decided: 3,
            approved: 2,
            approvalRate: 2 / 3,
            funded: 1,
            fundedAmount: 12_345.67,
          },
        ],
        [
          ids.sales,
          {
            id: ids.sales,
            name: await nameOf(ids.sales ?? 0),
            started: 3,
            submitted: 3,
            decided: 2,
            approved: 2,
            approvalRate: 1,
            funded: 0,
            fundedAmount: 0,
          },
        ],
      ]),
    );
  });

  it("shows a salesperson their own deals only, and refuses a vendor's dealer filter", async () => {
    const res = await get('demo.external', OCTOBER);
    expect(res.statusCode, res.body).toBe(200);
    const own = res.json();
    expect(own.scope).toBe('salesperson');
    expect(own.funnel).toEqual(funnel([3, 3, 1, 1, 0, 0]));
    expect(own.approvals).toEqual({ decided: 2, approved: 2, declined: 0, approvalRate: 1 });
    expect(own.declineReasons).toEqual([]);
    expect(own.speed.submitToDecision).toEqual({ count: 2, median: 4500, p90: 6660 });
    expect(own.people.map((p: { id: number }) => p.id)).toEqual([ids.sales]);
    expect((await get('demo.admin', `${OCTOBER}&dealerId=${ids.quebec}`)).statusCode).toBe(403);
    const other = (await get('demo.quebec.admin', OCTOBER)).json();
    expect(other.funnel).toEqual(funnel([1, 1, 1, 0, 0, 0]));
    expect(other.range.timeZone).toBe('America/Toronto');
  });

  it("gives the lender's staff every dealer, or one", async () => {
    const one = (await get('demo.underwriter', `${OCTOBER}&dealerId=${ids.vendor}`)).json();
    expect(one.scope).toBe('lender');
    expect(one.funnel).toEqual(funnel([5, 4, 3, 1, 1, 1]));
    expect(one.people.map((p: { id: number; started: number }) => [p.id, p.started])).toEqual([
      [ids.vendor, 5],
    ]);
    const all = (await get('demo.lender.admin', OCTOBER)).json();
    expect(all.dealerId).toBeNull();
    expect(all.funnel).toEqual(funnel([6, 5, 4, 1, 1, 1]));
    expect(new Set(all.people.map((p: { id: number }) => p.id))).toEqual(new Set([ids.vendor, ids.quebec]));
  });

  it('gives the funded deal to its week or month in UTC too, where its day is a whole day of the rollup', async () => {
    const utc = '/api/reports?range=custom&from=2025-10-01&to=2025-10-31&timeZone=UTC';
    const weeks = (await get('demo.admin', utc)).json().funding;
    expect(weeks.series.find((w: { start: string }) => w.start === '2025-10-20')).toEqual({
      start: '2025-10-20',
      count: 1,
      amount: 12_345.67,
    });
    expect(weeks.series.reduce((sum: number, w: { count: number }) => sum + w.count, 0)).toBe(1);
    const months = (await get('demo.admin', `${utc}&period=month`)).json().funding;
    expect(months.series).toEqual([{ start: '2025-10-01', count: 1, amount: 12_345.67 }]);
  });

  it('resolves the presets in the zone and refuses a bad zone or range, translated', async () => {
    const month = (await get('demo.admin', '/api/reports?range=lastMonth')).json();
    expect(month.range).toEqual({ from: '2025-10-01', to: '2025-10-31', timeZone: 'America/Toronto' });
    const vancouver = (
      await get('demo.admin', '/api/reports?range=last90Days&timeZone=America/Vancouver')
    ).json();
    expect(vancouver.range).toEqual({ from: '2025-08-18', to: '2025-11-15', timeZone: 'America/Vancouver' });
    const bad = await get('demo.admin', '/api/reports?timeZone=Mars/Olympus', 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/^Fuseau horaire inconnu/);
    const backwards = await get('demo.admin', '/api/reports?range=custom&from=2025-10-31&to=2025-10-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('exports a table as CSV: a translated header, two-decimal amounts, ISO dates', async () => {
    const res = await get(
      'demo.admin',
      `${OCTOBER.replace('/api/reports?', '/api/reports/export?table=funding&')}`,
      'fr',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-funding-2025-10-01-2025-10-31.csv"',
    );
    expect(res.body.split('\n')).toEqual([
      'Début de période,Nombre,Montant',
      '2025-09-29,0,0.00',
      '2025-10-06,0,0.00',
      '2025-10-13,0,0.00',
      '2025-10-20,1,12345.67',
      '2025-10-27,0,0.00',
      '',
    ]);
    const funnelCsv = await get(
      'demo.admin',
      `${OCTOBER.replace('/api/reports?', '/api/reports/export?table=funnel&')}`,
    );
    expect(funnelCsv.body.split('\n').slice(0, 3)).toEqual([
      'Step,Count,Conversion',
      'Started,5,',
      'Submitted,4,0.8000',
    ]);
  });

  /** The rollup's rows that count something, by dealer/salesperson/day, without their zero columns. */
  const rollup = async (on: Pick<App['database']['db'], 'execute'> = app.database.db) => {
    const result = await on.execute(sql`SELECT * FROM report_rollup ORDER BY 1, 2, 3`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const kept = new Map<string, Record<string, number>>();
    for (const { vendor_id, salesperson_id, day, ...counts } of rows) {
      const nonZero = Object.entries(counts).filter(([, value]) => Number(value) !== 0);
      const key = `${vendor_id}/${salesperson_id}/${String(day instanceof Date ? day.toISOString() : day).slice(0, 10)}`;
      if (nonZero.length > 0) kept.set(key, Object.fromEntries(nonZero.map(([k, v]) => [k, Number(v)])));
    }
    return kept;
  };

  it('keeps the rollup by day: a step moved leaves its old day, a rolled-back change leaves nothing, a rebuild agrees', async () => {
    const before = await rollup();
    // D3 submitted and declined on Oct 6, re-submitted and approved on Oct 8: everything of it on Oct 8 (UTC days).
    expect(before.get(`${ids.vendor}/${ids.sales}/2025-10-06`)).toEqual({ started: 1 });
    expect(before.get(`${ids.vendor}/${ids.sales}/2025-10-08`)).toEqual({
      submitted: 1,
      approved_first: 1,
      decided: 1,
      approved: 1,
    });
    // D4 created on Sept 30 (its creation moved there), submitted on Oct 1 03:30 UTC and declined the same UTC day.
    expect(before.get(`${ids.vendor}/${ids.admin}/2025-09-30`)).toEqual({ started: 1 });
    expect(before.get(`${ids.vendor}/${ids.admin}/2025-10-01`)).toEqual({
      submitted: 1,
      decided: 1,
      declined: 1,
    });

    const rolledBack = app.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE report_facts SET submitted_at = '2025-10-20T12:00:00Z' WHERE application_id = ${deals.d3}`,
      );
      await tx.execute(sql`UPDATE applications SET created = '2025-10-21T12:00:00Z' WHERE id = ${deals.d4}`);
      expect((await rollup(tx)).get(`${ids.vendor}/${ids.sales}/2025-10-20`)?.submitted).toBe(1);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await rollup()).toEqual(before);

    // Deleted: a draft counts as started no more, on its day.
    await setStatus(deals.d4 ?? '', 'Deleted');
    expect((await rollup()).get(`${ids.vendor}/${ids.admin}/2025-09-30`)).toBeUndefined();
    await setStatus(deals.d4 ?? '', 'Declined');

    await app.database.executeSql('SELECT report_rollup_rebuild()');
    expect(await rollup()).toEqual(before);
  });

  it("back-fills the same facts from the audit events (the migration's own statement)", async () => {
    const migration = readFileSync(
      new URL('../../../migrations/0026_report_facts.sql', import.meta.url),
      'utf8',
    );
    const backFill = migration.slice(migration.indexOf('-- Back-fill'));
    await app.database.executeSql('DELETE FROM report_facts');
    await app.database.executeSql(backFill);
    // The audit events carry the database's own time (today), not the test clock's.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await get(
      'demo.admin',
      `/api/reports?range=custom&from=${day(-1)}&to=${day(1)}&timeZone=UTC`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.funnel).toEqual(funnel([0, 5, 3, 1, 1, 1]));
    expect(report.approvals).toEqual({ decided: 5, approved: 4, declined: 1, approvalRate: 0.8 });
    expect(report.declineReasons).toEqual([
      { reason: 'bureau', count: 1 },
      { reason: 'score', count: 1 },
    ]);
    expect(report.funding.amount).toBe(12_345.67);
  });
});
