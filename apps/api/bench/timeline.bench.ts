// The application's timeline (issue 27, decision 044): GET /api/applications/timeline/{id} through the whole stack, for
// an ordinary deal's 25 logged events and for a long history of 2,000 (a dealer saving over and over), in a log of
// 200,000 other events (other applications', so the index on application and time is what finds them). Prints p50
// and p95 in ms and the answer's size, against GET /api/applications/get/{id} of the same application.
// BENCH_TIMELINE_ROUNDS changes the rounds (200).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { applications, events, users } from '../src/db/schema.ts';
import { statusColumns } from '../src/modules/applications/application-status.repository.ts';
import { createTestApp, type DatabaseKind, login } from '../src/test/test-app.ts';

const ROUNDS = Number(process.env.BENCH_TIMELINE_ROUNDS ?? 200);
const OTHERS = 200_000;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function bench(kind: DatabaseKind) {
  const app = await createTestApp(kind, { checkAnswers: false });
  try {
    const { db } = app.database;
    const [user] = await db.select().from(users).where(sql`${users.userName} = 'demo.external'`);
    if (!user?.vendorId) throw new Error('no demo.external');
    const token = await login(app, 'demo.external');
    const make = async () => {
      const [row] = await db
        .insert(applications)
        .values({
          ...statusColumns('Incomplete'),
          vendorId: user.vendorId as number,
          createdBy: user.id,
          firstName: 'Robin',
          lastName: 'Bench',
        })
        .returning({ id: applications.id });
      return row?.id as string;
    };
    const logged = (applicationId: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        applicationId,
        vendorId: user.vendorId,
        userId: user.id,
        type: i === 0 ? 'application.created' : 'application.saved',
        detail: { step: ['1', '3-1', '3-2', '4'][i % 4], mode: 'next', fields: ['firstName'] },
      }));
    const ordinary = await make();
    const long = await make();
    await db.insert(events).values(logged(ordinary, 25));
    for (let i = 0; i < 2_000; i += 1_000) await db.insert(events).values(logged(long, 1_000));
    const filler = await make();
    for (let i = 0; i < OTHERS; i += 5_000) {
      await db.execute(sql`insert into events (application_id, vendor_id, user_id, type, detail)
        select gen_random_uuid(), ${user.vendorId}, ${user.id}, 'application.saved', '{"step":"1"}'::jsonb
        from generate_series(1, 5000)`);
    }
    void filler;
    const time = async (url: string) => {
      const ms: number[] = [];
      let bytes = 0;
      for (let i = 0; i < ROUNDS + 10; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: token } });
        const took = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        bytes = res.rawPayload.length;
        if (i >= 10) ms.push(took);
      }
      ms.sort((a, b) => a - b);
      return { p50: percentile(ms, 50), p95: percentile(ms, 95), bytes };
    };
    const line = (name: string, t: { p50: number; p95: number; bytes: number }) =>
      process.stdout.write(
        `    ${name.padEnd(44)} p50 ${t.p50.toFixed(2).padStart(7)} ms  p95 ${t.p95.toFixed(2).padStart(7)} ms  ${t.bytes.toLocaleString('en')} bytes\n`,
      );
    process.stdout.write(
      `  ${kind} (${OTHERS.toLocaleString('en')} other events in the log, ${ROUNDS} rounds)\n`,
    );
    line('baseline: applications/get (ordinary)', await time(`/api/applications/get/${ordinary}`));
    line('timeline: 25 logged events', await time(`/api/applications/timeline/${ordinary}`));
    line('timeline: 2,000 logged saves', await time(`/api/applications/timeline/${long}`));
  } finally {
    await app.close();
  }
}

process.stdout.write("The application's timeline\n");
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
