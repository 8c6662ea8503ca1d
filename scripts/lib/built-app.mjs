// The built portal run for a measurement (scripts/lighthouse.mjs, scripts/long-tasks.mjs): `npm start` on a fresh
// data folder with the demo seeded, on a free port of 127.0.0.1; its API called as a client would.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A TCP port nothing listens on (asked of the system, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; rejects when `child` exits or after `timeoutMs`. */
export async function waitFor(url, child, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** One API call with a JSON body; answers the JSON answer, throws on a status other than 2xx. */
export async function api(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Starts the portal (`scripts/start.mjs`, which builds the web app first when its sources changed) on a fresh data
 * folder with the demo seeded, on PGlite; answers its address and `stop()`, which ends it and removes the folder.
 */
export async function startBuiltApp(name) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vp-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/login`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Signs a demo user in through the API (the demo's password) and answers the session as the app keeps it. */
export function signIn(base, userName) {
  return api(base, 'POST', '/api/users/login', { userName, password: 'Demo-pass1!' });
}

/** Runs in the page: puts a signed-in session where the web app reads it (apps/web/src/lib/session.ts), or none. */
export function storeSession(session) {
  localStorage.clear();
  sessionStorage.clear();
  if (!session) return;
  localStorage.setItem('authUserToken', session.authToken);
  localStorage.setItem('authUser', JSON.stringify(session.user));
  if (session.vendor) localStorage.setItem('authUserVendor', JSON.stringify(session.vendor));
  localStorage.setItem('lastTokenCheck', String(Date.now()));
}
