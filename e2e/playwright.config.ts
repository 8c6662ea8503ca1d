// Playwright: Debian's Chromium against the real server (built web app, embedded PGlite, demo data), one server and fresh
// data folder per worker (fixtures.ts, decision 059).
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { PORTAL_ENV } from './portal-server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = Number(process.env.E2E_PORT ?? 3107);
/** The server with the second factor required (second-factor.spec.ts reads E2E_SECOND_FACTOR_PORT). */
const secondFactorPort = port + 1;
process.env.E2E_SECOND_FACTOR_PORT = String(secondFactorPort);
/** Each worker's own portal listens on this port plus the worker's index (fixtures.ts, decision 059). */
process.env.E2E_WORKER_PORT_BASE = String(port + 2);
/**
 * One worker by default: on the 2-core CI machine two workers ran no faster (the journeys are bound by Chromium's and
 * the servers' CPU: decision 059); E2E_WORKERS=2 or more where there are cores to spare.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);

const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

// The config is loaded by the runner and again by each worker: only the runner (no TEST_WORKER_INDEX)
// prepares the server's folder, and workers inherit its path through the environment.
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
if (!process.env.E2E_RUN_DIR) {
  process.env.E2E_RUN_DIR = path.join(os.tmpdir(), `vp-e2e-${process.pid}`);
}
const runDir = process.env.E2E_RUN_DIR;
const webDist = path.join(runDir, 'web');
if (isRunner) {
  // A stale folder would hold changed passwords from an earlier run: always start from an empty database.
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(path.join(runDir, 'data-second-factor'), { recursive: true });
  // The server serves a snapshot of the built web app, so that a rebuild during the run cannot change it.
  const builtWeb = path.join(repoRoot, 'apps/web/dist');
  if (existsSync(path.join(builtWeb, 'index.html'))) cpSync(builtWeb, webDist, { recursive: true });
  else process.stderr.write('apps/web/dist is missing: run `npm run build` before the browser tests.\n');
  // Runs after the servers were stopped (the workers' with them, the second factor's by Playwright before it exits).
  process.once('exit', () => rmSync(runDir, { recursive: true, force: true }));
  // The journeys run on the embedded database only: a DATABASE_URL from the shell must not reach the server.
  delete process.env.DATABASE_URL;
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'en-CA',
    // A trace records every action's page: on CI, where nobody opens it, only the retry of a failed journey keeps
    // one (Playwright's advice for CI); on a developer's machine every failure keeps its own (decision 059).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker (decision 057) only where a journey is about it (offline-tablet.spec.ts allows it): elsewhere
    // page.route and the server's own answers to navigations are what the journeys see, as before it existed.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    // The second factor required (decision 053), as a production install has it: second-factor.spec.ts alone, on a
    // database of its own, browsed at localhost (a passkey's relying party cannot be an address).
    {
      command: 'node apps/api/src/server.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${secondFactorPort}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        ...PORTAL_ENV,
        PORT: String(secondFactorPort),
        DATA_DIR: path.join(runDir, 'data-second-factor'),
        WEB_DIST: webDist,
        SECOND_FACTOR: '1',
      },
    },
  ],
});
