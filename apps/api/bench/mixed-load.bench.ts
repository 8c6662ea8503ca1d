// Issue 15's load figure: 60 s at 50 connections on PostgreSQL with a mix of reads (summary, get/{id}) and saves (a new
// application at step 1), 0 errors expected, p50/p99 printed beside a bare Fastify route measured in the same run.
// Needs TEST_DATABASE_URL (PostgreSQL); BENCH_LOAD_SECONDS and BENCH_LOAD_CONNECTIONS change the run.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createTestApp, login } from '../src/test/test-app.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);

async function run(
  label: string,
  url: string,
  requests: autocannon.Request[],
  headers: Record<string, string> = {},
) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, requests });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${count}× ${code}`)
    .join(', ');
  console.log(
    `${label.padEnd(34)} ${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · errors ${result.errors + result.non2xx + result.timeouts} (${codes})`,
  );
  return result;
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('mixed load: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
} else {
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const app = await createTestApp('postgres', { env: { DATABASE_POOL_SIZE: '20' } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await login(app, 'demo.external');
  const step1 = {
    id: 'new',
    step: '1',
    creditReleaseObtained: 'Yes',
    amount: '12,500.00',
    applicationType: 'Finance',
    description: 'Furnace',
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/applications/save',
    payload: step1,
    headers: { authorization: token },
  });
  const id = created.json<{ id: string }>().id;
  const json = { authorization: token, 'content-type': 'application/json' };
  console.log(`mixed load: ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL`);
  await run('bare route', `${bareUrl}/bare`, [{ method: 'GET', path: '/bare' }]);
  await run('mix: 2 reads, 1 save', base, [
    { method: 'GET', path: '/api/applications/summary', headers: json },
    { method: 'GET', path: `/api/applications/get/${id}`, headers: json },
    { method: 'POST', path: '/api/applications/save', headers: json, body: JSON.stringify(step1) },
  ]);
  await app.close();
  await bare.close();
}
