// Builds the API for tests on a fresh database: in-memory PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { PasswordHasher } from '../lib/password-hasher.ts';
import { type Config, loadConfig } from '../plugins/config.ts';
import { migratedPgliteDataDir } from '../plugins/db.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every API test runs on. */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestAppOptions {
  clock?: () => Date;
  env?: Record<string, string>;
  logStream?: Writable;
  hasher?: PasswordHasher;
  /**
   * Serialise every answer the compiled way and the zod way and fail on a difference: on under Vitest, off in the
   * benches (they measure the serializer a server runs).
   */
  checkAnswers?: boolean;
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `vp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Load shedding off (decision 019's limits at 0): suites that assert "no 5xx for any input" run on loaded CI machines,
 * where a shed request's 503 is the server working as designed, not a bug of the input's handling.
 */
export const NO_SHEDDING = {
  PRESSURE_MAX_IN_FLIGHT: '0',
  PRESSURE_MAX_WAIT_MS: '0',
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
};

/** Made once per test process: every in-memory PGlite starts from it, already migrated (plugins/db.ts). */
let pgliteTemplate: Promise<Blob> | undefined;

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-api-test-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    DATA_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: '1',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // The queue costs a second or two to start: only the tests that need decisions turn it on.
    JOBS: '0',
    // The suites read the OpenAPI description openly; openapi-access.test.ts checks the default (signed-in only).
    API_DOCS: 'public',
    // Load shedding off: on a loaded CI machine a shed request's 503 is the server working as designed, and would
    // fail a suite about something else. pressure.test.ts turns it on with its own limits.
    ...NO_SHEDDING,
    // The pause of an address trying many names off: every injected request comes from one address, and suites fail
    // sign-ins on purpose. sign-in-notice.test.ts turns it on (decision 052); the lock by name stays on everywhere.
    LOGIN_ADDRESS_MAX_FAILURES: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  let pgliteFrom: Blob | undefined;
  if (config.database.kind === 'pglite') {
    config.database.dataDir = 'memory://';
    pgliteTemplate ??= migratedPgliteDataDir();
    pgliteFrom = await pgliteTemplate;
  }
  const app = await buildApp({
    config,
    clock: options.clock,
    logStream: options.logStream,
    // Every answer of every API test is also serialised the zod way: the two must agree.
    checkAnswers: options.checkAnswers ?? Boolean(process.env.VITEST),
    ...(options.hasher ? { hasher: options.hasher } : {}),
    pgliteFrom,
  });
  app.addHook('onClose', async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

export const DEMO_PASSWORD = 'Demo-pass1!';

export async function login(
  app: Awaited<ReturnType<typeof createTestApp>>,
  userName: string,
  password = DEMO_PASSWORD,
) {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { userName, password } });
  if (res.statusCode !== 200) throw new Error(`login ${userName} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ authToken: string }>().authToken;
}

/**
 * A test's request as one of its signed-in users: `call(user, method, url, payload, lang)`. The app is read through
 * `getApp` because suites build it in `beforeAll`, after this is made.
 */
export function callerFor(
  getApp: () => Awaited<ReturnType<typeof createTestApp>>,
  tokens: Record<string, string>,
) {
  return (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
    getApp().inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
}
