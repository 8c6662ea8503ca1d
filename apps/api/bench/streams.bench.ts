// The live status streams at scale (decision 042): N open streams (BENCH_STREAMS, 1,000 by default) of one vendor on
// one node. Prints the memory they hold (RSS and heap, before and after, per stream) and the time from a status change
// (the transition's call) to the last stream receiving it (median and worst of BENCH_STREAM_ROUNDS), each against a
// baseline measured just before in the same process: N bare responses held open by a plain node:http server (the
// cheapest an open stream can be), and a write to all of them (the cheapest fan-out). Clients run in this process
// too, in both runs, so the ratios compare like with like; each run is a process of its own. PGlite, and PostgreSQL
// with TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { decide, submittedApplication } from '../src/test/live-fixtures.ts';
import { createTestApp, DATABASES, login, NO_SHEDDING } from '../src/test/test-app.ts';

const N = Number(process.env.BENCH_STREAMS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 7);
const BATCH = 50;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function memory() {
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heap: heapUsed };
}

/** N responses held open; each resolves `connected` at its first bytes and counts the chunks carrying `marker`. */
async function holdOpen(url: string, headers: Record<string, string>, n: number) {
  let marker = '';
  let received = 0;
  let done: (at: number) => void = () => undefined;
  const requests: http.ClientRequest[] = [];
  for (let i = 0; i < n; i += BATCH) {
    await Promise.all(
      Array.from(
        { length: Math.min(BATCH, n - i) },
        () =>
          new Promise<void>((resolve, reject) => {
            const req = http.get(url, { headers, agent }, (res) => {
              if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
              res.once('data', () => resolve());
              res.on('data', (chunk: Buffer) => {
                if (marker && chunk.includes(marker)) {
                  received += 1;
                  if (received === n) done(performance.now());
                }
              });
              res.on('error', () => undefined);
            });
            req.on('error', () => undefined);
            requests.push(req);
          }),
      ),
    );
  }
  return {
    /** Resolves with the moment the last of the N received a chunk with `text`. */
    expect(text: string): Promise<number> {
      marker = text;
      received = 0;
      return new Promise((resolve) => {
        done = resolve;
      });
    },
    close() {
      for (const req of requests) req.destroy();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function baseline() {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': open\n\n');
    held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const before = memory();
  const clients = await holdOpen(url, {}, N);
  const after = memory();
  const times: number[] = [];
  // One round of warm-up (not counted), as the streams' run has its warm status change.
  for (let round = -1; round < ROUNDS; round++) {
    const marker = `b-${round}-${Date.now()}`;
    const last = clients.expect(marker);
    const start = performance.now();
    for (const res of held) res.write(`data: ${marker}\n\n`);
    const took = (await last) - start;
    if (round >= 0) times.push(took);
  }
  clients.close();
  for (const res of held) res.destroy();
  await new Promise((resolve) => server.close(resolve));
  return { before, after, times };
}

async function streams(kind: (typeof DATABASES)[number]) {
  const app = await createTestApp(kind, {
    checkAnswers: false,
    env: { ...NO_SHEDDING, LIVE_MAX_STREAMS_PER_USER: String(N + 10), LIVE_MAX_STREAMS: String(N + 10) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events/stream`;
  const token = await login(app, 'demo.external');
  // Warm: the first status change compiles the statements and the paths.
  const warm = await submittedApplication(app, 'demo.external');
  await decide(app, warm.id);
  const before = memory();
  const clients = await holdOpen(url, { authorization: token }, N);
  const after = memory();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const application = await submittedApplication(app, 'demo.external');
    const last = clients.expect(application.id);
    const start = performance.now();
    await decide(app, application.id, round % 2 ? 'Declined' : 'Approved');
    times.push((await last) - start);
  }
  if (app.services.live.hub.size() !== N)
    throw new Error(`${app.services.live.hub.size()} streams open, not ${N}`);
  clients.close();
  await app.close();
  return { before, after, times };
}

function report(
  name: string,
  run: { before: ReturnType<typeof memory>; after: ReturnType<typeof memory>; times: number[] },
) {
  const rss = run.after.rss - run.before.rss;
  const heap = run.after.heap - run.before.heap;
  process.stdout.write(
    `${name.padEnd(34)} RSS ${mb(run.before.rss)} → ${mb(run.after.rss)} (${kb(rss / N)}/stream), ` +
      `heap ${mb(run.before.heap)} → ${mb(run.after.heap)} (${kb(heap / N)}/stream); ` +
      `change → last of ${N}: median ${median(run.times).toFixed(1)} ms, worst ${Math.max(...run.times).toFixed(1)} ms\n`,
  );
  return { rss, heap, latency: median(run.times) };
}

/** One measurement per process, so that each starts from its own memory (PGlite's pages would hide the streams'). */
async function part(name: string) {
  const run = name === 'baseline' ? await baseline() : await streams(name as (typeof DATABASES)[number]);
  process.stdout.write(`${JSON.stringify(run)}\n`);
}

function child(name: string): Promise<Awaited<ReturnType<typeof baseline>>> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'part', name], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
    });
    proc.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line));
      else reject(new Error(`${name} exited ${code}: ${out}`));
    });
  });
}

if (process.argv[2] === 'part') {
  await part(process.argv[3] ?? 'baseline');
} else {
  process.stdout.write(
    `${N} open streams on one node, ${ROUNDS} status changes each, each run in its own process\n`,
  );
  const bare = report('baseline: bare node:http responses', await child('baseline'));
  for (const kind of DATABASES) {
    const live = report(`GET /api/events/stream on ${kind}`, await child(kind));
    process.stdout.write(
      `  ratio to the baseline: RSS ×${(live.rss / Math.max(bare.rss, 1)).toFixed(2)}, ` +
        `heap ×${(live.heap / Math.max(bare.heap, 1)).toFixed(2)}, latency ×${(live.latency / Math.max(bare.latency, 0.001)).toFixed(1)}\n`,
    );
  }
}
agent.destroy();
process.exit(0);
