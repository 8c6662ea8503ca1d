// Requests per second and p99 of GET /api/users/session and /api/applications/summary at 10 connections,
// against a bare Fastify route measured in the same run, on PGlite and (when reachable) on PostgreSQL.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createTestApp, type DatabaseKind, login } from '../src/test/test-app.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;

interface Figure {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const errors = result.errors + result.non2xx;
  return { name, rps: result.requests.average, p99: result.latency.p99, errors };
}

async function bareBaseline(): Promise<Figure> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ result: 'Success' }));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await measure('bare Fastify route', `${address}/bare`);
  } finally {
    await bare.close();
  }
}

async function postgresReachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function benchDatabase(kind: DatabaseKind, baseline: Figure) {
  const app = await createTestApp(kind);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await login(app, 'demo.external');
  const figures = [
    await measure('GET /api/users/session', `${address}/api/users/session`, { authorization: token }),
    await measure('GET /api/applications/summary', `${address}/api/applications/summary`, {
      authorization: token,
    }),
  ];
  await app.close();
  for (const f of figures) {
    process.stdout.write(
      `  ${kind.padEnd(8)} ${f.name.padEnd(32)} ${f.rps.toFixed(0).padStart(7)} req/s  p99 ${String(f.p99).padStart(4)} ms  ` +
        `${(f.rps / baseline.rps).toFixed(3)}× the bare route's rate${f.errors ? `  (${f.errors} errors)` : ''}\n`,
    );
  }
}

process.stdout.write(`API request rates, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon)\n`);
const baseline = await bareBaseline();
process.stdout.write(
  `  baseline ${baseline.name.padEnd(32)} ${baseline.rps.toFixed(0).padStart(7)} req/s  p99 ${String(baseline.p99).padStart(4)} ms\n`,
);
await benchDatabase('pglite', baseline);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await postgresReachable(pgUrl)) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await benchDatabase('postgres', baseline);
} else {
  process.stdout.write(`  postgres skipped: no PostgreSQL at ${pgUrl} (set TEST_DATABASE_URL)\n`);
}
