// The reports (issue 37, decision 054): GET /api/reports through the whole stack over BENCH_REPORTS_APPLICATIONS
// applications (1,000,000) spread over 2 years and 500 dealerships, seeded with SQL (generate_series) into the
// applications and their facts, then the rollup: a dealer's year (the vendor admin of one of the 500) and the
// lender's last 90 days (every dealer). Prints p50 and p95 in ms and their ratio to GET /api/applications/get/{id} in the same process.
// BENCH_REPORTS_ROUNDS changes the rounds (40); BENCH_REPORTS_DATABASES=postgres (or pglite) runs one database only.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { createTestApp, type DatabaseKind, login } from '../src/test/test-app.ts';

const APPLICATIONS = Number(process.env.BENCH_REPORTS_APPLICATIONS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_REPORTS_ROUNDS ?? 40);
const DEALERS = 500;
const CHUNK = 100_000;
const DAY_MS = 86_400_000;
const ONLY = process.env.BENCH_REPORTS_DATABASES;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function bench(kind: DatabaseKind) {
  const app = await createTestApp(kind, { checkAnswers: false });
  try {
    const { db } = app.database;
    const [user] = await db.select().from(users).where(sql`${users.userName} = 'demo.admin'`);
    if (!user?.vendorId) throw new Error('no demo.admin');
    const seeded = performance.now();
    await db.execute(sql`insert into vendors (name, vendor_internal_or_external, province, country)
      select 'Bench Dealer ' || i, 'External Vendor', 'ON', 'CA' from generate_series(1, ${DEALERS - 1}::int) i`);
    const dealerIds = sql`(select array_agg(id order by id) from (select id from vendors
      where name like 'Bench Dealer %' union all select ${user.vendorId}::int) d)`;
    // Seeded with the rollup's triggers off, then the rollup made in one statement (as migration 0027 back-fills it).
    await db.execute(sql`alter table applications disable trigger report_rollup_started`);
    await db.execute(sql`alter table report_facts disable trigger report_rollup_facts`);
    const spanMs = 2 * 365 * DAY_MS;
    const start = new Date(Date.now() - spanMs).toISOString();
    for (let first = 1; first <= APPLICATIONS; first += CHUNK) {
      const last = Math.min(APPLICATIONS, first + CHUNK - 1);
      // Created evenly over the 2 years; the steps follow by the row's number: 80% submitted an hour later, 90% of
      // those answered (60% approved, a tenth of the approvals by the second look), 70% signed, 80% of those funded.
      await db.execute(sql`
        with ids as (select ${dealerIds} as v),
        made as (
          insert into applications (vendor_id, created_by, status, created)
          select ids.v[1 + (i % ${DEALERS}::int)], ${user.id}::int, 'Incomplete',
            ${start}::timestamptz + (i * ${spanMs / APPLICATIONS}::float8) * interval '1 millisecond'
          from generate_series(${first}::int, ${last}::int) i, ids
          returning id, vendor_id, created
        ),
        numbered as (select *, abs(hashtext(id::text)) % 1000 as h from made)
        insert into report_facts (application_id, vendor_id, salesperson_id, started_at, submitted_at, answered_at,
          decided_at, decision, approved_at, approved_look, declined_at, decline_reasons, signed_at, funded_at, financed)
        select id, vendor_id, ${user.id}::int, created,
          case when h < 800 then created + interval '1 hour' end,
          case when h < 720 then created + interval '1 hour' + (h % 48) * interval '1 hour' end,
          case when h < 720 then created + interval '1 hour' + (h % 48) * interval '1 hour' end,
          case when h < 432 then 'approved' when h < 720 then 'declined' end,
          case when h < 432 then created + interval '1 hour' + (h % 48) * interval '1 hour' end,
          case when h < 43 then 'second' when h < 432 then 'first' end,
          case when h >= 432 and h < 720 then created + interval '1 hour' + (h % 48) * interval '1 hour' end,
          case when h >= 432 and h < 720 then jsonb_build_array(case when h % 2 = 0 then 'score' else 'debtRatio' end)
            else '[]'::jsonb end,
          case when h < 302 then created + interval '4 days' end,
          case when h < 242 then created + interval '11 days' + (h % 20) * interval '1 day' end,
          case when h < 242 then 500000 + (h * 997) % 2000000 end
        from numbered`);
    }
    await db.execute(sql`alter table applications enable trigger report_rollup_started`);
    await db.execute(sql`alter table report_facts enable trigger report_rollup_facts`);
    await db.execute(sql`select report_rollup_rebuild()`);
    // Vacuumed as autovacuum would have: the durations are read by index-only scans, which need the visibility map.
    for (const table of ['applications', 'report_facts', 'report_rollup'])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    const seedSeconds = (performance.now() - seeded) / 1000;
    const [sample] = await db
      .execute(sql`select id from applications where vendor_id = ${user.vendorId} limit 1`)
      .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
    const admin = await login(app, 'demo.admin');
    const lender = await login(app, 'demo.lender.admin');
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * DAY_MS).toISOString().slice(0, 10);
    const time = async (url: string, token: string) => {
      const ms: number[] = [];
      for (let i = 0; i < ROUNDS + 5; i++) {
        const began = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: token } });
        const took = performance.now() - began;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= 5) ms.push(took);
      }
      ms.sort((a, b) => a - b);
      return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
    };
    const baseline = await time(`/api/applications/get/${sample?.id}`, admin);
    const line = (name: string, t: { p50: number; p95: number }) =>
      process.stdout.write(
        `    ${name.padEnd(40)} p50 ${t.p50.toFixed(1).padStart(7)} ms  p95 ${t.p95.toFixed(1).padStart(7)} ms  ×${(t.p95 / baseline.p95).toFixed(1)} baseline\n`,
      );
    process.stdout.write(
      `  ${kind} (${APPLICATIONS.toLocaleString('en')} applications, ${DEALERS} dealers, seeded in ${seedSeconds.toFixed(0)} s, ${ROUNDS} rounds)\n`,
    );
    line('baseline: applications/get', baseline);
    line(
      "a dealer's year (vendor admin)",
      await time(`/api/reports?range=custom&from=${yearAgo}&to=${today}`, admin),
    );
    line("the lender's 90 days (every dealer)", await time('/api/reports?range=last90Days', lender));
  } finally {
    await app.close();
  }
}

process.stdout.write('The reports\n');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = await import('pg');
const probe = new pg.default.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
const reachable = await probe.connect().then(
  () => probe.end().then(() => true),
  () => false,
);
if (ONLY !== 'pglite' && reachable) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await bench('postgres');
} else if (ONLY !== 'pglite') {
  process.stdout.write(`  postgres skipped: no PostgreSQL at ${pgUrl}\n`);
}
if (ONLY !== 'postgres') await bench('pglite');
