// `npm start`: builds the web app when its sources changed since the last build, then runs the server
// and reports how long the login page took to answer. `node scripts/start.mjs --build-only` only builds;
// `npm start -- --no-build` serves the web app as it is (the signal test, which must not wait for a build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** Newest modification time (ms) of the files under `target`, skipping build output and dependencies. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the web app needs a build, or null when dist/ is newer than every source it is built from. */
function staleReason() {
  if (!existsSync(builtIndex)) return 'apps/web/dist is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'packages',
  ];
  for (const source of sources) {
    if (newestMtime(path.join(root, source)) > builtAt) return `${source} changed since the last build`;
  }
  return null;
}

function buildWebIfStale() {
  const reason = staleReason();
  if (!reason) return;
  process.stdout.write(`Building the web app (${reason})…\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@vp/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('The web app build failed: not starting the server.\n');
    process.exit(result.status ?? 1);
  }
}

function loginUrl() {
  const port = process.env.PORT || '3000';
  const host = process.env.HOST || '127.0.0.1';
  // A server bound to every interface answers on the loopback address.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const shown = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${shown}:${port}/login`;
}

/** Polls the login page until it answers 200; gives up when the server exits or after two minutes. */
async function reportWhenServed(server) {
  const url = loginUrl();
  const deadline = Date.now() + 120_000;
  while (server.exitCode === null && server.signalCode === null && Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) {
        const seconds = (performance.now() / 1000).toFixed(1);
        process.stdout.write(`Login page served ${seconds} s after npm start\n`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (server.exitCode === null && server.signalCode === null) {
    process.stderr.write(`The login page did not answer 200 within 2 minutes at ${url}\n`);
  }
}

function startServer() {
  // A process group of its own: a terminal's Ctrl-C reaches this script only, which forwards it once.
  const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: process.platform !== 'win32',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    });
  }
  // Should this script die first, the server must not outlive it.
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  // `npm start` runs this script under `sh -c`, and a SIGTERM sent to npm (a process manager, `kill %1`) ends npm
  // and the shell without passing it on: this script was left an orphan, its server still holding the data folder.
  // An orphan's parent changes; then the server is stopped as if the signal had arrived.
  const parent = process.ppid;
  const orphanWatch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphanWatch);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  }, 250);
  server.on('exit', (code, signal) => {
    if (signal) {
      process.stderr.write(`The server stopped on ${signal}\n`);
      process.exitCode = 128 + (os.constants.signals[signal] ?? 0);
    } else {
      process.exitCode = code ?? 1;
    }
    // Nothing else keeps this process alive once the server is gone.
    process.exit();
  });
  server.on('error', (error) => {
    process.stderr.write(`Could not start the server: ${error.message}\n`);
    process.exit(1);
  });
  return server;
}

if (!process.argv.includes('--no-build')) buildWebIfStale();
// `--build-only`: bring the web build up to date and stop (the startup benchmark measures without a build).
if (process.argv.includes('--build-only')) process.exit(0);
const server = startServer();
await reportWhenServed(server);
