// 1,000 submits through the queue on PGlite and on PostgreSQL: jobs per second, decision latency (median, p99), and
// the worker time of one decision, against a baseline of no-op jobs through the same queue in the same run.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { applications, decisions, vendors } from '../src/db/schema.ts';
import { statusColumns } from '../src/modules/applications/application-status.repository.ts';
import { decisionJob } from '../src/modules/decisions/decision.job.ts';
import { createTestApp, type DatabaseKind } from '../src/test/test-app.ts';

const COUNT = Number(process.env.BENCH_DECISIONS ?? 1000);
const LAST_NAMES = ['Brown', 'Review', 'Lesser', 'Decline', 'Nohit', 'Wilson', 'Chen', 'Singh'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fmt = (n: number) => n.toFixed(1).padStart(7);

async function seedSubmitted(app: Awaited<ReturnType<typeof createTestApp>>, count: number) {
  const [vendor] = await app.database.db.select().from(vendors).where(eq(vendors.province, 'ON')).limit(1);
  const rows = Array.from({ length: count }, (_, i) => ({
    vendorId: vendor?.id ?? 0,
    ...statusColumns('SubmittedToCredit'),
    submissionId: randomUUID(),
    amountCents: 500_000 + i * 100,
    applicationType: 'Finance',
    hasCoApplicant: 'No',
    firstName: `Bench${i}`,
    lastName: LAST_NAMES[i % LAST_NAMES.length] ?? 'Brown',
    dobEncrypted: app.sinCipher.encrypt('1980-04-15'),
    province: 'ON',
    postal: 'M5H 1A1',
  }));
  const inserted = [];
  for (let i = 0; i < rows.length; i += 200) {
    inserted.push(
      ...(await app.database.db
        .insert(applications)
        .values(rows.slice(i, i + 200))
        .returning()),
    );
  }
  return inserted;
}

async function bench(kind: DatabaseKind) {
  // Worker time: the decision service alone, no queue.
  const direct = await createTestApp(kind, { env: { JOBS: '0' } });
  const service = direct.services.decisions;
  const sample = await seedSubmitted(direct, Math.min(COUNT, 300));
  const workerMs: number[] = [];
  for (const row of sample) {
    const t0 = performance.now();
    await service.decide({ applicationId: row.id, submissionId: row.submissionId ?? '' });
    workerMs.push(performance.now() - t0);
  }
  await direct.close();
  workerMs.sort((a, b) => a - b);

  // Through the queue: the app's own workers decide what is submitted.
  const app = await createTestApp(kind, { env: { JOBS: '1' } });
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    db: { executeSql: (t: string, v?: unknown[]) => app.database.executeSql(t, v) },
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.createQueue('bench-noop');
  let noopDone = 0;
  await boss.work('bench-noop', { batchSize: 20, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    noopDone += jobs.length;
  });
  const noopStart = performance.now();
  for (let i = 0; i < Math.min(COUNT, 300); i++) await boss.send('bench-noop', {});
  while (noopDone < Math.min(COUNT, 300)) await new Promise((r) => setTimeout(r, 20));
  const noopRate = noopDone / ((performance.now() - noopStart) / 1000);
  await boss.stop({ graceful: false });

  const seeded = await seedSubmitted(app, COUNT);
  const submittedAt = new Map<string, number>();
  const start = performance.now();
  for (const row of seeded) {
    submittedAt.set(row.id, Date.now());
    await app.queue?.send(decisionJob, { applicationId: row.id, submissionId: row.submissionId ?? '' });
  }
  const ids = seeded.map((r) => r.id);
  let decided: { applicationId: string; decidedAt: Date }[] = [];
  while (decided.length < COUNT && performance.now() - start < 600_000) {
    await new Promise((r) => setTimeout(r, 250));
    decided = await app.database.db
      .select({ applicationId: decisions.applicationId, decidedAt: decisions.decidedAt })
      .from(decisions)
      .where(inArray(decisions.applicationId, ids));
  }
  const seconds = (performance.now() - start) / 1000;
  const latency = decided
    .map((d) => d.decidedAt.getTime() - (submittedAt.get(d.applicationId) ?? 0))
    .sort((a, b) => a - b);
  await app.close();

  const rate = decided.length / seconds;
  process.stdout.write(
    `  ${kind.padEnd(8)} ${decided.length}/${COUNT} decided in ${seconds.toFixed(1)} s: ${rate.toFixed(1)} jobs/s ` +
      `(${(rate / noopRate).toFixed(2)}× the ${noopRate.toFixed(1)} no-op jobs/s baseline); ` +
      `latency median ${latency.length ? percentile(latency, 50) : 0} ms, p99 ${latency.length ? percentile(latency, 99) : 0} ms\n` +
      `  ${kind.padEnd(8)} worker time per decision: median ${fmt(percentile(workerMs, 50))} ms, p99 ${fmt(percentile(workerMs, 99))} ms (aim ≤ 200 ms)\n`,
  );
}

process.stdout.write(`Credit decisions through the queue (${COUNT} submits)\n`);
await bench('pglite');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
try {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  await client.end();
  process.env.TEST_DATABASE_URL = pgUrl;
  await bench('postgres');
} catch {
  process.stdout.write(`  postgres skipped: no PostgreSQL at ${pgUrl}\n`);
}
