// A CPU profile of one authenticated read, in process (app.inject, no network): where `GET /api/applications/get/{id}`
// spends its time (decision 024). Not part of `npm run bench` (its name does not end in .bench.ts).
// Usage: node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx apps/api/bench/profile-read.ts [requests] [url]
//        node apps/api/bench/summarize-profile.mjs /tmp/prof/<file>.cpuprofile
import { performance } from 'node:perf_hooks';
import { createTestApp, login } from '../src/test/test-app.ts';

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
const url = process.argv[3] ?? `/api/applications/get/${saved.id}`;
for (let i = 0; i < 200; i++) await app.inject({ url, headers });
const start = performance.now();
for (let i = 0; i < REQUESTS; i++) {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
}
const ms = performance.now() - start;
process.stdout.write(
  `${REQUESTS} × GET ${url}: ${(ms / REQUESTS).toFixed(3)} ms each, ${((REQUESTS / ms) * 1000).toFixed(0)} req/s in process\n`,
);
await app.close();
