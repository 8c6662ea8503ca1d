// A CPU profile of one authenticated read, in process (app.inject, no network): where `GET /api/applications/get/{id}`
// spends its time (decision 024). Not part of `npm run bench` (its name does not end in .bench.ts).
// Only the measured requests are profiled (the inspector's profiler, started after the set-up and the warm-up), so
// start-up, migrations and module loading stay out of the figures.
// Usage: node --import tsx apps/api/bench/profile-read.ts [requests] [url] [out.cpuprofile]
//        PROFILE_HTTP=10 node --import tsx apps/api/bench/profile-read.ts [seconds] [url] [out.cpuprofile]: over HTTP,
//        10 connections from autocannon in another process (as the bench's load, without inject's own cost)
//        node apps/api/bench/summarize-profile.mjs <out.cpuprofile>
// TEST_DATABASE_URL=postgres://… profiles the same on PostgreSQL.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { createTestApp, login } from '../src/test/test-app.ts';
import { autocannonProcess } from './autocannon-process.ts';

const REQUESTS = Number(process.argv[2] ?? 3000);
const app = await createTestApp((process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite') as 'pglite');
const token = await login(app, 'demo.external');
const headers = { authorization: token };
const post = async (payload: object) => {
  const res = await app.inject({ method: 'POST', url: '/api/applications/save', payload, headers });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ id: string; version: number }>();
};
let saved = await post({
  id: 'new',
  step: '1',
  creditReleaseObtained: 'Yes',
  amount: '12,500.00',
  applicationType: 'Finance',
  description: 'Furnace',
});
saved = await post({
  id: saved.id,
  version: saved.version,
  step: '3-1',
  firstName: 'Olivia',
  lastName: 'Brown',
  sin: '046 454 286',
  dob: '04/15/1980',
  primaryPhone: '(416) 555-0199',
  businessPhone: '(416) 555-0100',
  email: 'o@example.com',
  employer: 'Acme',
});
const url = process.argv[3] || `/api/applications/get/${saved.id}`;
for (let i = 0; i < 200; i++) await app.inject({ url, headers });
const out = process.argv[4] ?? 'read.cpuprofile';
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const HTTP_CONNECTIONS = Number(process.env.PROFILE_HTTP ?? 0);
const start = performance.now();
let measured = REQUESTS;
if (HTTP_CONNECTIONS > 0) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const result = await autocannonProcess([
    '-c',
    String(HTTP_CONNECTIONS),
    '-d',
    String(REQUESTS),
    '-H',
    `authorization=${token}`,
    `${address}${url}`,
  ]);
  measured = result.requests.total;
  process.stdout.write(
    `HTTP: ${result.requests.average} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx\n`,
  );
} else {
  for (let i = 0; i < REQUESTS; i++) {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  }
}
const ms = performance.now() - start;
const { profile } = await session.post('Profiler.stop');
session.disconnect();
writeFileSync(out, JSON.stringify(profile));
process.stdout.write(
  `${measured} × GET ${url}: ${(ms / measured).toFixed(3)} ms each, ${((measured / ms) * 1000).toFixed(0)} req/s; profile in ${out}\n`,
);
await app.close();
