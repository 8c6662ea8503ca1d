// Playwright: Debian's Chromium against the real server (built web app, embedded PGlite, demo data) on a fresh data folder.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
/** The server with the second factor required (second-factor.spec.ts reads E2E_SECOND_FACTOR_PORT). */
const secondFactorPort = port + 1;
process.env.E2E_SECOND_FACTOR_PORT = String(secondFactorPort);

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
const dataDir = path.join(runDir, 'data');
const webDist = path.join(runDir, 'web');
if (isRunner) {
  // A stale folder would hold changed passwords from an earlier run: always start from an empty database.
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.join(runDir, 'data-second-factor'), { recursive: true });
  // The server serves a snapshot of the built web app, so that a rebuild during the run cannot change it.
  const builtWeb = path.join(repoRoot, 'apps/web/dist');
  if (existsSync(path.join(builtWeb, 'index.html'))) cpSync(builtWeb, webDist, { recursive: true });
  else process.stderr.write('apps/web/dist is missing: run `npm run build` before the browser tests.\n');
  // Runs after the web server was stopped (Playwright stops it before the runner exits).
  process.once('exit', () => rmSync(runDir, { recursive: true, force: true }));
  // The journeys run on the embedded database only: a DATABASE_URL from the shell must not reach the server.
  delete process.env.DATABASE_URL;
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-CA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
    {
      command: 'node apps/api/src/server.ts',
      cwd: repoRoot,
      url: `${baseURL}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // Every journey signs in from 127.0.0.1: the per-address limit would throttle the suite itself.
        // The per-account lock after repeated failures stays as configured.
        LOGIN_RATE_PER_MINUTE: '1000',
        // integrations.spec.ts's webhook receiver listens on 127.0.0.1 over plain HTTP (decision 058).
        WEBHOOKS_INSECURE: '1',
        // The client's address from X-Forwarded-For: sign-in-notice.spec.ts fails sign-ins from addresses of its own,
        // so that the pause it provokes never reaches the other journeys (127.0.0.1, with no such header).
        TRUST_PROXY: '1',
        // One browser on a CI machine shared with other work: its pauses are not overload (pressure.test.ts covers
        // load shedding), so the server does not shed.
        PRESSURE_MAX_IN_FLIGHT: '0',
        PRESSURE_MAX_WAIT_MS: '0',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    },
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
        PORT: String(secondFactorPort),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(runDir, 'data-second-factor'),
        WEB_DIST: webDist,
        SEED_DEMO: '1',
        SECOND_FACTOR: '1',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_PER_MINUTE: '1000',
        // integrations.spec.ts's webhook receiver listens on 127.0.0.1 over plain HTTP (decision 058).
        WEBHOOKS_INSECURE: '1',
        PRESSURE_MAX_IN_FLIGHT: '0',
        PRESSURE_MAX_WAIT_MS: '0',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    },
  ],
});
