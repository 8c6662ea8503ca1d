// The application list at scale (issue 5): 1,000,000 applications across 100 vendors on PostgreSQL (100,000 on
// PGlite). For one vendor: the first, middle and last pages, a name-fragment search (first and deep page), a group,
// a sort by name, and the dashboard summary. Prints p50/p95/p99 in ms, each against a baseline (reading one
// application by id, in the same run), and the rows each query's plan read (EXPLAIN ANALYZE).
// BENCH_LIST_ROWS_PG / BENCH_LIST_ROWS_PGLITE change the sizes.
import { performance } from 'node:perf_hooks';
import type { ApplicationSearchQuery, Vendor } from '@vp/domain';
import { statusColumns } from '../src/modules/applications/application-status.repository.ts';
import {
  countQuery,
  type ListFilter,
  type ListOrder,
  pageQuery,
} from '../src/modules/applications/applications.search.ts';
import type { Principal } from '../src/modules/users/auth.service.ts';
import type { Database } from '../src/plugins/db.ts';
import { createTestApp, type DatabaseKind } from '../src/test/test-app.ts';

const VENDORS = 100;
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 200);
const SIZES: Record<DatabaseKind, number> = {
  postgres: Number(process.env.BENCH_LIST_ROWS_PG ?? 1_000_000),
  pglite: Number(process.env.BENCH_LIST_ROWS_PGLITE ?? 100_000),
};

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Hélène',
  'Marc',
  'Chloé',
  'Félix',
  'Ava',
  'Lucas',
  'Maya',
  'Ethan',
  'Zoé',
  'Léo',
  'Sofia',
  'Jacob',
  'Amélie',
  'William',
  'Nora',
  'Gabriel',
  'Isla',
  'Samuel',
  'Mia',
  'Thomas',
];
const LAST = [
  'Smith',
  'Brown',
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Wilson',
  'Martin',
  'Lee',
  'Singh',
  'Chen',
  'Taylor',
  'Campbell',
  'Pelletier',
  'Anderson',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gauthier',
  'Ouellet',
  'Patel',
  'Nguyen',
  'Kowalski',
  'Girard',
  'Bélanger',
  'Lévesque',
  'Thompson',
  'Clark',
  'MacDonald',
  'Fraser',
  'Murphy',
];
const CITIES = [
  'Toronto',
  'Ottawa',
  'Mississauga',
  'Hamilton',
  'London',
  'Kingston',
  'Sudbury',
  'Windsor',
  'Barrie',
  'Guelph',
  'Markham',
  'Oakville',
];
/** Ontario's area codes: phones share them, and vary after. */
const AREA_CODES = ['416', '647', '437', '905', '289', '365', '613', '343', '705', '519', '226', '807'];
const STREETS = [
  'King St W',
  'Queen St E',
  'Yonge St',
  'Bank St',
  'Main St',
  'Princess St',
  'Dundas St',
  'Bloor St',
];
/** Roughly how a lender's book looks: most applications decided, many funded, some still incomplete. */
const STATUS_MIX: Array<[string, number]> = [
  ['Incomplete', 15],
  ['Pending', 5],
  ['Approved', 15],
  ['Approved for Lesser Amount', 5],
  ['Not Approved', 10],
  ['Bureau Not Found', 3],
  ['Waiting for Signature', 5],
  ['Signatures Received', 5],
  ['Documents Submitted', 5],
  ['Missing Documents', 2],
  ['Booked', 25],
  ['Cancelled', 3],
  ['Deleted', 2],
];

const sqlArray = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const statusArray = sqlArray(STATUS_MIX.flatMap(([status, weight]) => Array<string>(weight).fill(status)));
/** Each status's list group, as the status writer writes it beside the status. */
const listGroupCase = `case s.status ${STATUS_MIX.map(([status]) => {
  const group = statusColumns(status).listGroup;
  return `when '${status}' then ${group === null ? 'null' : group}`;
}).join(' ')} end`;

async function seed(database: Database, rows: number): Promise<number[]> {
  const vendors = await database.executeSql(
    `insert into vendors (name, vendor_internal_or_external, province, country)
     select 'Bench vendor ' || v, 'External Vendor', 'ON', 'CA' from generate_series(1, ${VENDORS}) v
     returning id`,
  );
  const ids = vendors.rows.map((r) => Number(r.id));
  const chunk = 100_000;
  for (let start = 0; start < rows; start += chunk) {
    const end = Math.min(start + chunk, rows) - 1;
    // Deterministic rows: the same data every run, mixed by a multiplicative hash of the row number (h) so that
    // every vendor gets every name, city and status. Vendors interleave, as real applications arrive.
    await database.executeSql(
      `insert into applications (vendor_id, status, list_group, edge_id, amount, amount_approved, application_type,
         first_name, last_name, primary_phone, address1, city, province, postal, country, created)
       select (${sqlArray(ids.map(String))})[1 + i % ${VENDORS}]::int,
         s.status, ${listGroupCase},
         case when s.status in ('Incomplete', 'Pending', 'Not Approved', 'Bureau Not Found', 'Deleted') then null
              else 'C' || (2000000 + i)::text end,
         (100000 + (h % 4000000))::bigint,
         case when s.status like 'Approved%' or s.status = 'Booked' then (100000 + (h % 4000000))::bigint end,
         'Finance',
         (${sqlArray(FIRST)})[1 + h % ${FIRST.length}],
         (${sqlArray(LAST)})[1 + (h / 24) % ${LAST.length}],
         '(' || (${sqlArray(AREA_CODES)})[1 + (h / 3) % ${AREA_CODES.length}] || ') ' ||
           (200 + (h / 5) % 800)::text || '-' || lpad(((h / 7) % 10000)::text, 4, '0'),
         (1 + i % 999)::text || ' ' || (${sqlArray(STREETS)})[1 + (h / 11) % ${STREETS.length}],
         (${sqlArray(CITIES)})[1 + (h / 13) % ${CITIES.length}],
         'ON', 'M5H 1A1', 'CA',
         timestamptz '2024-01-01' + (i * interval '90 seconds')
       from generate_series(${start}, ${end}) i,
         lateral (select (i::bigint * 2654435761) % 4294967291 as h) m,
         lateral (select (${statusArray})[1 + (h / 768) % 100] as status) s`,
    );
  }
  // What autovacuum does on a live server: statistics for the planner, a visibility map for index-only scans.
  await database.executeSql('vacuum analyze applications');
  return ids;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function time(work: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await work();
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await work();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan's scans read: index entries or heap rows returned, plus those read and then filtered out. */
function rowsScanned(node: PlanNode): number {
  const loops = node['Actual Loops'] ?? 1;
  const own = node['Node Type'].includes('Scan')
    ? ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      loops
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsScanned(child), 0);
}

async function explainRows(database: Database, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const result = await database.executeSql(`explain (analyze, format json) ${sql}`, params);
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  return parsed[0] ? rowsScanned(parsed[0].Plan) : 0;
}

async function bench(kind: DatabaseKind) {
  const rows = SIZES[kind];
  const app = await createTestApp(kind);
  try {
    const t0 = performance.now();
    const vendorIds = await seed(app.database, rows);
    process.stdout.write(
      `  ${kind}: seeded ${rows.toLocaleString('en')} applications across ${VENDORS} vendors in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
    );
    const vendorId = vendorIds[Math.floor(VENDORS / 2)] ?? 0;
    const vendor: Vendor = {
      id: vendorId,
      name: 'Bench vendor',
      vendorInternalOrExternal: 'External Vendor',
      province: 'ON',
      country: 'CA',
    };
    const principal = { sessionId: 0, userId: 0, user: { role: 'vendor' }, vendor } as unknown as Principal;
    const service = app.services.applications;
    const repository = app.services.applicationsRepository;
    const query = (over: Partial<ApplicationSearchQuery>): ApplicationSearchQuery => ({
      status: 'all',
      q: '',
      sort: 'created',
      dir: 'desc',
      page: 1,
      pageSize: 16,
      ...over,
    });
    const all = await service.search(principal, query({}), true);
    const found = await service.search(principal, query({ q: 'mart' }), true);
    const middle = Math.ceil(all.total / 16 / 2);
    const last = Math.ceil(all.total / 16);
    const deepFound = Math.max(1, Math.ceil(found.total / 16 / 2));
    const [sample] = all.results;
    const both = `${sample?.lastName ?? ''} ${sample?.city ?? ''}`.toLowerCase();
    // As a dealer types part of a customer's number: the exchange and two digits ('555-12').
    const phone = (sample?.primaryPhone ?? '').slice(6, 12);
    const approved = await service.search(principal, query({ status: 'approved' }), true);
    const approvedMiddle = Math.max(1, Math.ceil(approved.total / 16 / 2));

    const cases: Array<[string, ApplicationSearchQuery]> = [
      ['all, newest first, page 1', query({})],
      [`all, page ${middle} of ${last} (the middle: deepest)`, query({ page: middle })],
      [`all, page ${last} (last)`, query({ page: last })],
      [`q "mart" (${found.total} found), page 1`, query({ q: 'mart' })],
      [`q "mart", page ${deepFound} (deep)`, query({ q: 'mart', page: deepFound })],
      [`q "${both}" (two words), page 1`, query({ q: both })],
      [`q "${phone}" (phone), page 1`, query({ q: phone })],
      ['q "416" (an area code: many found), page 1', query({ q: '416' })],
      ['group approved, page 1', query({ status: 'approved' })],
      [
        `group approved, page ${approvedMiddle} (middle)`,
        query({ status: 'approved', page: approvedMiddle }),
      ],
      ['all, sorted by last name, page 1', query({ sort: 'lastName', dir: 'asc' })],
      [`all, sorted by last name, page ${middle}`, query({ sort: 'lastName', dir: 'asc', page: middle })],
    ];

    const baseline = await time(() => repository.findById(vendorId, sample?.id ?? ''));
    process.stdout.write(
      `  ${kind}: vendor ${vendorId} has ${all.total.toLocaleString('en')} listed applications; ` +
        `baseline (one application by id): p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms\n`,
    );
    process.stdout.write(
      `    ${'query'.padEnd(48)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}  ${'p95/base'.padStart(8)}  rows read\n`,
    );
    const line = (name: string, t: Awaited<ReturnType<typeof time>>, scanned: string) =>
      process.stdout.write(
        `    ${name.padEnd(48)} ${t.p50.toFixed(2).padStart(7)} ${t.p95.toFixed(2).padStart(7)} ` +
          `${t.p99.toFixed(2).padStart(7)}  ${`${(t.p95 / baseline.p95).toFixed(1)}×`.padStart(8)}  ${scanned}\n`,
      );
    let worstSearch = 0;
    for (const [name, q] of cases) {
      const t = await time(() => service.search(principal, q, true));
      worstSearch = Math.max(worstSearch, t.p95);
      const filter: ListFilter = {
        vendorId,
        listGroup: q.status === 'approved' ? 4 : null,
        q: q.q,
      };
      const order: ListOrder = { sort: q.sort, dir: q.dir };
      const [count] = await countQuery(app.database.db, filter);
      const total = count?.total ?? 0;
      const countRows = await explainRows(app.database, countQuery(app.database.db, filter));
      const offset = (q.page - 1) * q.pageSize;
      const pageRows =
        offset < total
          ? await explainRows(
              app.database,
              pageQuery(app.database.db, filter, order, { offset, limit: q.pageSize, total }),
            )
          : 0;
      line(name, t, `count ${countRows.toLocaleString('en')} + page ${pageRows.toLocaleString('en')}`);
    }
    const summary = await time(() => service.summary(vendorId));
    line('dashboard summary', summary, '');
    process.stdout.write(
      `  ${kind}: worst search p95 ${worstSearch.toFixed(2)} ms (aim ≤ 25 ms on PostgreSQL); ` +
        `summary p95 ${summary.p95.toFixed(2)} ms (aim ≤ 20 ms)\n`,
    );
    // The lender's underwriters list and count every vendor's applications: no aim set, shown for scale.
    const lender = { ...principal, user: { role: 'underwriter' }, vendor: null } as unknown as Principal;
    process.stdout.write(
      `  ${kind}: the lender's view, every vendor (${rows.toLocaleString('en')} applications)\n`,
    );
    line('lender: all, newest first, page 1', await time(() => service.search(lender, query({}), true)), '');
    line(
      'lender: q "mart", page 1',
      await time(() => service.search(lender, query({ q: 'mart' }), true)),
      '',
    );
    line('lender: dashboard summary', await time(() => service.summary(null)), '');
  } finally {
    await app.close();
  }
}

process.stdout.write('Application list at scale (one vendor among 100)\n');
await bench('pglite');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = await import('pg');
const probe = new pg.default.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
const reachable = await probe.connect().then(
  () => probe.end().then(() => true),
  () => false,
);
if (reachable) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await bench('postgres');
} else {
  process.stdout.write(`  postgres skipped: no PostgreSQL at ${pgUrl}\n`);
}
