// Scale-out on one PostgreSQL: two web nodes (RUN_WORKERS=0) and one worker, each a real process, share sessions,
// saves, the job queue and the SIN key; and a node without DATA_KEY refuses to start.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from './adapters/esign/seal-identity.ts';
import { createSinCipher, parseKey } from './lib/sin-cipher.ts';
import { exitWithin, killAll, type NodeProcess, pollUntil, startNode } from './test/processes.ts';
import { createPostgresDatabase } from './test/test-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  process.stderr.write(
    '\n*** scale-out test SKIPPED: TEST_DATABASE_URL is unset (e.g. postgres://postgres@127.0.0.1:5432/test) ***\n\n',
  );

const SERVER = 'apps/api/src/server.ts';
const WORKER = 'apps/api/src/worker.ts';
/** tsx compiles each process's sources at start: five processes starting at once on two busy cores take a while. */
const START_MS = 90_000;
const LISTENING = /Vendor portal at http:\/\/localhost:(\d+)/;
const REFUSAL = /Invalid configuration: DATA_KEY: required when DATABASE_URL is set/;

const step1 = {
  step: '1',
  creditReleaseObtained: 'Yes',
  amount: '8,000',
  applicationType: 'Finance',
  description: 'Water heater',
};
const step31 = {
  step: '3-1',
  firstName: 'Kim',
  lastName: 'Scale',
  sin: '046 454 286',
  dob: '01/02/1975',
  primaryPhone: '(416) 555-0199',
  businessPhone: '(416) 555-0100',
  email: 'kim@example.com',
  employer: 'Acme',
};
const step32 = {
  step: '3-2',
  country: 'CA',
  address1: '2 Bay St',
  city: 'Toronto',
  province: 'ON',
  postal: 'M5J 2R8',
  titleOwner: 'Rent',
};

// Each step may wait on processes of a loaded machine: far above the api project's 30 s per test.
describe.skipIf(!adminUrl)('two web nodes and a worker on one PostgreSQL', { timeout: 120_000 }, () => {
  const dataKey = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-scale-out-'));
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let nodeA: NodeProcess;
  let nodeB: NodeProcess;
  let worker: NodeProcess;
  let withoutKey: NodeProcess[] = [];
  const urls = { a: '', b: '' };
  let token = '';
  let applicationId = '';

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const node = (name: string) => ({
      DATABASE_URL: database?.url ?? '',
      DATA_DIR: path.join(dataDir, name),
      WEB_DIST: path.join(dataDir, 'no-web'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    // With PostgreSQL every node seals with one certificate, given like the data key (decision 019).
    const seal = `base64:${createSelfSignedSeal('Scale-out test seal', '').toString('base64')}`;
    const web = (name: string) => ({
      ...node(name),
      DATA_KEY: dataKey,
      SEAL_P12: seal,
      RUN_WORKERS: '0',
    });
    // All at once, as an orchestrator starts them: the migrations are serialised by an advisory lock.
    // Only node A seeds the demo users (a production install would use `npm run cli` instead).
    nodeA = startNode('node A', SERVER, { ...web('a'), SEED_DEMO: '1' });
    nodeB = startNode('node B', SERVER, { ...web('b'), SEED_DEMO: '0' });
    worker = startNode('worker', WORKER, { ...node('worker'), DATA_KEY: dataKey, SEAL_P12: seal });
    withoutKey = [
      startNode('node without DATA_KEY', SERVER, node('no-key')),
      startNode('worker without DATA_KEY', WORKER, node('no-key-worker')),
    ];
    const [[, portA], [, portB]] = await Promise.all([
      nodeA.waitFor(LISTENING, START_MS),
      nodeB.waitFor(LISTENING, START_MS),
    ]);
    urls.a = `http://127.0.0.1:${portA}`;
    urls.b = `http://127.0.0.1:${portB}`;
  }, START_MS + 30_000);

  afterAll(async () => {
    await killAll();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function call(node: 'a' | 'b', url: string, payload?: object) {
    const res = await fetch(`${urls[node]}${url}`, {
      method: payload ? 'POST' : 'GET',
      headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('refuses to start a node or a worker on PostgreSQL without DATA_KEY, naming it', async () => {
    for (const refused of withoutKey) {
      const { code } = await exitWithin(refused, START_MS);
      expect(code, refused.output()).not.toBe(0);
      expect(refused.output()).toMatch(REFUSAL);
    }
  });

  it('answers ready on both web nodes', async () => {
    for (const node of ['a', 'b'] as const) {
      const res = await fetch(`${urls[node]}/api/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ok',
        database: 'up',
        queue: 'up',
        migrations: 'done',
        draining: false,
      });
    }
  });

  it('accepts on node B a session made on node A', async () => {
    const login = await call('a', '/api/users/login', { userName: 'demo.external', password: 'Demo-pass1!' });
    expect(login.status).toBe(200);
    token = String(login.body.authToken);
    const session = await call('b', '/api/users/session');
    expect(session.status).toBe(200);
    expect(session.body.Item).toMatchObject({ user: { userName: 'demo.external' } });
  });

  it('reads on node B what node A saved, SIN masked, and takes the next save from B at the same version', async () => {
    const created = await call('a', '/api/applications/save', { id: 'new', ...step1 });
    expect(created.status).toBe(200);
    applicationId = String(created.body.id);
    const withSin = await call('a', '/api/applications/save', {
      id: applicationId,
      version: created.body.version,
      ...step31,
    });
    expect(withSin.status, JSON.stringify(withSin.body)).toBe(200);

    const read = await call('b', `/api/applications/get/${applicationId}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).toContain('*** *** 286');
    expect(JSON.stringify(read.body)).toContain('Scale');
    // The SIN's hidden digits appear nowhere (an id may hold '046' by chance: the digits are looked for as a SIN's).
    expect(JSON.stringify(read.body)).not.toMatch(/046\D?454/);

    const address = await call('b', '/api/applications/save', {
      id: applicationId,
      version: withSin.body.version,
      ...step32,
    });
    expect(address.status, JSON.stringify(address.body)).toBe(200);

    // At rest the SIN is sealed with the shared key, not with a key of node A's own.
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ sin_encrypted: string }>(
        'select sin_encrypted from applications where id = $1',
        [applicationId],
      );
      const sealed = rows[0]?.sin_encrypted ?? '';
      expect(sealed).not.toContain('046454286');
      expect(createSinCipher(parseKey(dataKey)).decrypt(sealed)).toBe('046454286');
    } finally {
      await client.end();
    }
  });

  it('decides on the worker what node A submitted (the bureau inquiry decrypts the SIN), and B shows it', async () => {
    const submitted = await call('a', `/api/applications/submit/${applicationId}`);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    // The web nodes run no workers: only the worker process can move it on. Its start-up is part of the wait.
    const status = await pollUntil('a decision visible on node B', 90_000, async () => {
      const res = await call('b', `/api/application/status/${applicationId}`);
      const value = String(res.body.status);
      return value === 'SubmittedToCredit' ? undefined : value;
    });
    expect(status).toBe('Approved');
    expect(worker.child.exitCode).toBeNull();
  });

  it('ends the session on node A once signed out on node B', async () => {
    expect((await call('b', '/api/users/logout')).status).toBe(200);
    expect((await call('a', '/api/users/session')).status).toBe(403);
  });

  it('stops every process gracefully on SIGTERM (exit 0)', async () => {
    for (const node of [nodeA, nodeB, worker]) node.child.kill('SIGTERM');
    for (const node of [nodeA, nodeB, worker]) {
      const { code, signal } = await exitWithin(node, 30_000);
      expect({ name: node.name, code, signal }, node.output()).toEqual({
        name: node.name,
        code: 0,
        signal: null,
      });
    }
  });
});

// Reported as skipped, by name, in the run's summary (never as a pass) when there is no PostgreSQL to run on.
if (!adminUrl)
  describe('two web nodes and a worker on one PostgreSQL', () => {
    it.skip('skipped: TEST_DATABASE_URL is unset (e.g. postgres://postgres@127.0.0.1:5432/test)', () => {});
  });
