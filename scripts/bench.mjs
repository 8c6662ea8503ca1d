// `npm run bench` (never part of `npm test`): runs every apps/*/bench/*.bench.ts in turn, then the built-in
// benchmarks: time from `node scripts/start.mjs` to a served login page, and the gzip size of the login page's JS.
// Usage: npm run bench [-- <name filter>]   e.g. `npm run bench -- startup`
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { freePort } from './lib/built-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv[2] ?? '';
const results = [];

function heading(text) {
  process.stdout.write(`\n━━━ ${text} ━━━\n`);
}

function benchFiles() {
  const files = [];
  const apps = path.join(root, 'apps');
  for (const app of readdirSync(apps)) {
    const dir = path.join(apps, app, 'bench');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith('.bench.ts')) files.push(path.relative(root, path.join(dir, file)));
    }
  }
  return files;
}

function runFile(file) {
  return runNode(['--import', 'tsx', file]);
}

function runNode(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
    const child = spawn(process.execPath, args, { cwd: root, stdio });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(1));
  });
}

/** Polls a URL until it answers 200; resolves with the elapsed ms since `start`, or rejects on exit/timeout. */
async function waitFor200(url, child, start, timeoutMs = 120_000) {
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`process exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - start;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Spawns a command that serves /login on `port` and measures the time until it answers 200. */
async function timeToLogin(args, env, port) {
  const childEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  // Measured on the embedded database in a fresh folder, whatever the shell points at.
  delete childEnv.DATABASE_URL;
  const start = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    return await waitFor200(`http://127.0.0.1:${port}/login`, child, start);
  } finally {
    await stop(child);
  }
}

// The floor: a bare Node HTTP server answering 200, spawned the same way.
const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

async function startupBench() {
  heading('Startup: `node scripts/start.mjs` until /login answers 200');
  // The benchmark times a start with the web app already built, as after any first `npm start`.
  if ((await runNode(['scripts/start.mjs', '--build-only'], { quiet: true })) !== 0) return 1;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-data-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1' };
  try {
    const baseline = await timeToLogin(['-e', BARE_SERVER], {}, await freePort());
    const cold = await timeToLogin(['scripts/start.mjs'], env, await freePort());
    const warm = await timeToLogin(['scripts/start.mjs'], env, await freePort());
    // The server alone on the same data, as Node strips its types (production) and through tsx (development only).
    const server = 'apps/api/src/server.ts';
    const native = await timeToLogin([server], env, await freePort());
    const throughTsx = await timeToLogin(['--import', 'tsx', server], env, await freePort());
    const rows = [
      ['bare node http server (baseline)', baseline],
      ['npm start, empty data folder (migrations + demo seed)', cold],
      ['npm start, existing data folder', warm],
      ['node apps/api/src/server.ts (native type stripping)', native],
      ['node --import tsx apps/api/src/server.ts (before)', throughTsx],
    ];
    for (const [name, ms] of rows) {
      process.stdout.write(
        `  ${name.padEnd(56)} ${(ms / 1000).toFixed(2).padStart(6)} s  (${(ms / baseline).toFixed(1)}× baseline)\n`,
      );
    }
    results.push(
      `startup (empty data): ${(cold / 1000).toFixed(2)} s`,
      `startup (existing data): ${(warm / 1000).toFixed(2)} s`,
      `server cold start: native ${(native / 1000).toFixed(2)} s, tsx ${(throughTsx / 1000).toFixed(2)} s (${(native / throughTsx).toFixed(2)}×)`,
    );
    return 0;
  } catch (error) {
    process.stdout.write(`  startup benchmark failed: ${error.message}\n`);
    return 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The scripts the login page's HTML loads: its module entry and the modulepreload links. */
function entryScripts(html) {
  const urls = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel="modulepreload"/.test(tag)) {
      const href = tag.match(/\bhref="([^"]+)"/)?.[1];
      if (href) urls.add(href);
    }
  }
  return [...urls].filter((url) => !/^(https?:)?\/\//.test(url));
}

function bundleBench() {
  heading('Login page JavaScript (gzip, from apps/web/dist/index.html)');
  const dist = path.join(root, 'apps/web/dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    process.stdout.write('apps/web/dist is missing: run `npm run build` first.\n');
    return 1;
  }
  let raw = 0;
  let gzipped = 0;
  for (const url of entryScripts(readFileSync(indexFile, 'utf8'))) {
    const file = path.join(dist, url.replace(/^\//, '').split('?')[0]);
    if (!existsSync(file)) {
      process.stdout.write(`  ${url}: not found in dist\n`);
      continue;
    }
    const content = readFileSync(file);
    const size = zlib.gzipSync(content).length;
    raw += content.length;
    gzipped += size;
    process.stdout.write(
      `  ${url.padEnd(48)} ${kb(content.length).padStart(10)} raw ${kb(size).padStart(10)} gzip\n`,
    );
  }
  process.stdout.write(
    `  ${'total JS loaded by /login'.padEnd(48)} ${kb(raw).padStart(10)} raw ${kb(gzipped).padStart(10)} gzip\n`,
  );
  results.push(`login page JS: ${kb(gzipped)} gzip (${kb(raw)} raw)`);
  return 0;
}

/**
 * Lighthouse (mobile) on /login, the dashboard, step 1 and the list, then on the closing screens (Assets,
 * FinancingProgram, Sign, Certification, Upload step 1): scripts/lighthouse.mjs and its --closing.
 */
async function lighthouseBench() {
  heading('Lighthouse, mobile preset (scripts/lighthouse.mjs)');
  if ((await runNode(['scripts/start.mjs', '--build-only'], { quiet: true })) !== 0) return 1;
  const first = await runNode(['scripts/lighthouse.mjs']);
  const closing = await runNode(['scripts/lighthouse.mjs', '--closing']);
  const code = first === 0 && closing === 0 ? 0 : 1;
  if (code === 0) results.push('lighthouse: see above (performance >= 95, accessibility 100 aimed)');
  return code;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

let failures = 0;
for (const file of benchFiles().filter((f) => f.includes(filter))) {
  heading(file);
  const code = await runFile(file);
  if (code !== 0) {
    failures += 1;
    process.stdout.write(`${file} exited with ${code}\n`);
  }
}
if ('startup'.includes(filter)) failures += await startupBench();
if ('bundle'.includes(filter)) failures += bundleBench();
if ('lighthouse'.includes(filter)) failures += await lighthouseBench();

heading('Results');
for (const line of results) process.stdout.write(`  ${line}\n`);
if (failures > 0) process.stdout.write(`  ${failures} benchmark(s) failed\n`);
process.exit(failures > 0 ? 1 : 0);
