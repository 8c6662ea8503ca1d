// The portal the journeys browse: one server per Playwright worker, each on a database of its own (embedded PGlite,
// demo data), so that two workers never see each other's deals, passwords or preferences (decision 059). The runner's
// config starts only the server with the second factor required (second-factor.spec.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What every journey's server runs with, beside its port and folders. */
export const PORTAL_ENV = {
  HOST: '127.0.0.1',
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  // Every journey signs in from 127.0.0.1: the per-address limit would throttle the suite itself.
  // The per-account lock after repeated failures stays as configured.
  LOGIN_RATE_PER_MINUTE: '1000',
  // integrations.spec.ts's webhook receiver listens on 127.0.0.1 over plain HTTP (decision 058).
  WEBHOOKS_INSECURE: '1',
  // One browser per worker on a CI machine shared with other work: its pauses are not overload (pressure.test.ts
  // covers load shedding), so the server does not shed.
  PRESSURE_MAX_IN_FLIGHT: '0',
  PRESSURE_MAX_WAIT_MS: '0',
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
} as const;

/** How long a server may take to migrate, seed and answer on a busy 2-core machine. */
const START_TIMEOUT_MS = 180_000;

export interface PortalServer {
  url: string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the portal for a worker on `port`, its database in `runDir/worker-<index>` (a new folder: a worker started
 * again after a failure begins from the demo data), and waits for its sign-in page.
 */
export async function startPortalServer({
  runDir,
  port,
  index,
  env = {},
}: {
  runDir: string;
  port: number;
  index: number;
  env?: Record<string, string>;
}): Promise<PortalServer> {
  const folder = path.join(runDir, `worker-${index}`);
  const dataDir = path.join(folder, 'data');
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(folder, 'server.log');
  const log = createWriteStream(logFile);
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...PORTAL_ENV,
    // The client's address from X-Forwarded-For: sign-in-notice.spec.ts fails sign-ins from addresses of its own, so
    // that the pause it provokes never reaches the other journeys (127.0.0.1, with no such header).
    TRUST_PROXY: '1',
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(runDir, 'web'),
  };
  // The journeys run on the embedded database only: a DATABASE_URL from the shell must not reach the server.
  delete serverEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killed);
    }
    log.end();
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${url}/login`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      const printed = readFileSync(logFile, 'utf8').slice(-4_000);
      throw new Error(`The portal for worker ${index} did not start on ${url}:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}
