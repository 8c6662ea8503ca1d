// Builds the API for tests on a fresh database: in-memory PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app.ts';
import type { PasswordHasher } from '../lib/password-hasher.ts';
import { type Config, loadConfig } from '../plugins/config.ts';
import { migratedPgliteDataDir, openDatabase } from '../plugins/db.ts';

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
  /** The app's metrics and tracer provider (observability.test.ts reads them). */
  metrics?: AppOptions['metrics'];
  tracerProvider?: AppOptions['tracerProvider'];
  httpMetrics?: boolean;
}

/** The installed PGlite's version: another version may lay out its data folder otherwise. */
function pgliteVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** What the migrations folder holds: a new migration names a new template. */
function migrationsDigest(): string {
  const folder = fileURLToPath(new URL('../../migrations/', import.meta.url));
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort())
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(folder, file)));
  hash.update(readFileSync(path.join(folder, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated database on TEST_DATABASE_URL's server that test databases copy (CREATE DATABASE … TEMPLATE): a copy
 * takes about 0.15 s where a new database and its migrations took about 0.95 s. One per set of migrations, made once
 * by whichever test process comes first (an advisory lock), under a name of its own until it is complete.
 */
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `vp_template_${migrationsDigest()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(7031977)');
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const partial = `${name}_partial`;
        await admin.query(`drop database if exists ${partial} with (force)`);
        await admin.query(`create database ${partial}`);
        const url = new URL(process.env.TEST_DATABASE_URL ?? '');
        url.pathname = `/${partial}`;
        const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
        await database.close();
        await admin.query(`alter database ${partial} rename to ${name}`);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(7031977)').catch(() => undefined);
      await admin.end();
    }
  })();
  return postgresTemplate;
}

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it: empty, or a copy of the migrated
 * template (`migrated`), which the app's start then finds up to date.
 */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `vp_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` template ${await migratedPostgresTemplate()}` : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template}`);
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

/**
 * The migrated PGlite data folder, made once for a set of migrations and a PGlite version and kept as a file in the
 * system's temporary folder: each test file runs in a process of its own, and each made it anew (about 10 s, close to
 * 30 s on a busy CI machine); reading the file takes a few milliseconds. Written under a name of its own, then renamed,
 * so that a process never reads half a file.
 */
async function pgliteTemplateOnDisk(): Promise<Blob> {
  const version = pgliteVersion();
  const file = path.join(os.tmpdir(), `vp-pglite-template-${version}-${migrationsDigest()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const dump = await migratedPgliteDataDir();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-api-test-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined;
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
    // The second factor off on both databases, as in the embedded demo: second-factor.test.ts turns it on.
    SECOND_FACTOR: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  let pgliteFrom: Blob | undefined;
  if (config.database.kind === 'pglite') {
    config.database.dataDir = 'memory://';
    pgliteTemplate ??= pgliteTemplateOnDisk();
    pgliteFrom = await pgliteTemplate;
  }
  const app = await buildApp({
    config,
    clock: options.clock,
    logStream: options.logStream,
    // Every answer of every API test is also serialised the zod way: the two must agree.
    checkAnswers: options.checkAnswers ?? Boolean(process.env.VITEST),
    ...(options.hasher ? { hasher: options.hasher } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.tracerProvider ? { tracerProvider: options.tracerProvider } : {}),
    ...(options.httpMetrics === false ? { httpMetrics: false } : {}),
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
