// A CPU profile of the financing calls, in process (app.inject, no network): where `GET /api/program/options` and
// `GET /api/program/payment/{id}` spend their time (decision 021). Not part of `npm run bench` (not a .bench.ts).
// Only the measured requests are profiled (not the start, the migrations and the seed).
// Usage: node --import tsx apps/api/bench/profile-financing.ts [requests] [call] [out.cpuprofile]
//        call: options-amount | options-id | payment (default: payment)
//        node apps/api/bench/summarize-profile.mjs out.cpuprofile
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { approvedApplication } from '../src/test/financing-fixtures.ts';
import { createTestApp, login } from '../src/test/test-app.ts';

const REQUESTS = Number(process.argv[2] ?? 500);
const call = process.argv[3] ?? 'payment';
const app = await createTestApp('pglite');
const token = await login(app, 'demo.external');
const headers = { authorization: token };
const id = await approvedApplication(app, { user: 'demo.external', amountApproved: 5_000_000 });
const added = await app.inject({
  url: `/api/application/add-asset/${id}?assetTypeId=1&assetSubTypeId=3&retailCost=12000`,
  headers,
});
if (added.statusCode !== 200) throw new Error(`add-asset failed: ${added.body}`);
const urls: Record<string, string> = {
  'options-amount': '/api/program/options?programId=196&amount=13560',
  'options-id': `/api/program/options?programId=196&id=${id}`,
  payment: `/api/program/payment/${id}?programId=197&termId=11&leaseDate=04/15/2026`,
};
const url = urls[call];
if (!url) throw new Error(`unknown call ${call}: ${Object.keys(urls).join(', ')}`);
for (let i = 0; i < 50; i++) await app.inject({ url, headers });
const out = process.argv[4];
const session = new Session();
if (out) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const start = performance.now();
for (let i = 0; i < REQUESTS; i++) {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
}
const ms = performance.now() - start;
if (out) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(out, JSON.stringify(profile));
  session.disconnect();
}
process.stdout.write(
  `${REQUESTS} × GET ${url}: ${(ms / REQUESTS).toFixed(3)} ms each, ${((REQUESTS / ms) * 1000).toFixed(0)} req/s in process\n`,
);
await app.close();
