// A database whose queue pg-boss 10 made (test/fixtures/pgboss-v10.sql: the schema and jobs of the code before
// pg-boss 12) starts on pg-boss 12: every job still to run runs once under its own id, the delayed one still waits,
// the finished ones never run again, and a start interrupted at any step of the move is finished by the next one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { JOBS } from '../jobs.ts';
import { killAll, pollUntil, startNode } from '../test/processes.ts';
import { createPostgresDatabase, DATABASES, type DatabaseKind } from '../test/test-app.ts';
import { type Database, openDatabase } from './db.ts';
import { type Queue, startQueue } from './queue.ts';
import { OLD_QUEUE_SCHEMA } from './queue-upgrade.ts';

const FIXTURE = readFileSync(new URL('../test/fixtures/pgboss-v10.sql', import.meta.url), 'utf8');
const log = pino({ level: 'silent' });

/** The fixture's jobs still to run, as `queue:key of the payload`: created, retry and active ones. */
const TO_RUN = [
  'credit-decision:21111111-1111-4111-8111-111111111111',
  'mail-send:31111111-1111-4111-8111-111111111111',
  'mail-send:32222222-2222-4222-8222-222222222222',
  'signature-status:41111111-1111-4111-8111-111111111111',
  'signing-reconcile:start-fixture',
];
const DELAYED_ID = '33333333-3333-4333-8333-333333333333';
const FINISHED_IDS = ['34444444-4444-4444-8444-444444444444', '35555555-5555-4555-8555-555555555555'];
/**
 * When each start of the kill -9 round is killed, in ms into its queue's start. Four in `npm test` (about 25 s a
 * database); QUEUE_KILL_ROUNDS=long runs the eight of the full round.
 */
const KILL_DELAYS_MS =
  process.env.QUEUE_KILL_ROUNDS === 'long' ? [0, 40, 80, 150, 250, 400, 600, 900] : [0, 80, 250, 600];
/** Longer than the slowest queue's polling interval (2 s): a job sent twice would have run twice by then. */
const SETTLE_MS = 3_000;

function keyOf(name: string, payload: Record<string, string>) {
  return `${name}:${payload.submissionId ?? payload.messageId ?? payload.envelopeId ?? payload.reason}`;
}

/** Where a start may have stopped: each is the state a kill -9 at that point leaves. */
const INTERRUPTED: Record<string, (database: Database) => Promise<void>> = {
  'as pg-boss 10 left it': async () => {},
  'after the rename, before pg-boss 12 started': async (database) => {
    await database.executeSql(`alter schema pgboss rename to ${OLD_QUEUE_SCHEMA}`);
  },
  'after pg-boss 12 installed its schema, before the jobs moved': async (database) => {
    await database.executeSql(`alter schema pgboss rename to ${OLD_QUEUE_SCHEMA}`);
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      supervise: false,
      schedule: false,
    });
    await boss.start();
    for (const job of JOBS) await boss.createQueue(job.name);
    await boss.stop({ graceful: false });
  },
};

/** An empty database: in memory, or in a folder that other processes open in turn (`target` names it for them). */
async function openEmpty(kind: DatabaseKind, inFolder = false) {
  if (kind === 'pglite') {
    const folder = inFolder ? mkdtempSync(path.join(os.tmpdir(), 'vp-queue-upgrade-')) : undefined;
    const reopen = () => openDatabase({ kind: 'pglite', dataDir: folder ?? 'memory://' });
    return {
      database: await reopen(),
      target: folder ?? '',
      reopen,
      drop: async () => {
        if (folder) rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const postgres = await createPostgresDatabase();
  const reopen = () => openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 4 });
  return { database: await reopen(), target: postgres.url, reopen, drop: postgres.drop };
}

/** Starts the queue and works every queue, recording what runs. */
async function startWorking(database: Database, runs: string[]) {
  const queue = await startQueue(database, log, JOBS);
  for (const job of JOBS) {
    await queue.work(job, async (payload: Record<string, string>) => {
      runs.push(keyOf(job.name, payload));
    });
  }
  return queue;
}

/** Starts the queue with every queue worked, checks what ran and what the database holds, then starts it again. */
async function expectEachJobRunOnce(database: Database): Promise<Queue> {
  const runs: string[] = [];
  let queue = await startWorking(database, runs);
  await pollUntil('the moved jobs run', 25_000, async () =>
    runs.length >= TO_RUN.length ? true : undefined,
  );
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  expect(runs.sort()).toEqual(TO_RUN);

  const schemas = await database.executeSql(
    `select to_regnamespace('${OLD_QUEUE_SCHEMA}') is null as gone, (select version from pgboss.version) as version`,
  );
  expect(schemas.rows[0]).toMatchObject({ gone: true });
  expect(Number(schemas.rows[0]?.version)).toBeGreaterThanOrEqual(25);
  // The delayed job kept its id and its start; the finished ones were not moved.
  const delayed = await database.executeSql('select state, start_after from pgboss.job where id = $1', [
    DELAYED_ID,
  ]);
  expect(delayed.rows).toHaveLength(1);
  expect(delayed.rows[0]?.state).toBe('created');
  expect(new Date(String(delayed.rows[0]?.start_after)).toISOString()).toBe('2100-01-01T00:00:00.000Z');
  const finished = await database.executeSql('select id from pgboss.job where id = any($1::uuid[])', [
    FINISHED_IDS,
  ]);
  expect(finished.rows).toEqual([]);
  const ran = await database.executeSql(
    `select count(*)::int as n from pgboss.job where state = 'completed' and name = any($1::text[])`,
    [JOBS.map((job) => job.name)],
  );
  expect(ran.rows[0]?.n).toBe(TO_RUN.length);

  // The next start finds nothing left to move and runs nothing again.
  await queue.stop();
  const again: string[] = [];
  queue = await startWorking(database, again);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  expect(again).toEqual([]);
  return queue;
}

describe.each(DATABASES)('the queue made by pg-boss 10, on %s', (kind) => {
  let opened: Awaited<ReturnType<typeof openEmpty>> | undefined;
  let queue: Queue | undefined;
  afterEach(async () => {
    await killAll();
    await queue?.stop();
    queue = undefined;
    await opened?.database.close();
    await opened?.drop();
    opened = undefined;
  });

  it.each(Object.keys(INTERRUPTED))(
    'runs each job still to run once, started %s',
    async (state) => {
      opened = await openEmpty(kind);
      await opened.database.executeSql(FIXTURE);
      await INTERRUPTED[state]?.(opened.database);
      queue = await expectEachJobRunOnce(opened.database);
    },
    60_000,
  );

  it('finishes the move after starts killed (kill -9) at points through it', async () => {
    opened = await openEmpty(kind, true);
    await opened.database.executeSql(FIXTURE);
    await opened.database.close();
    // Each start is killed a little later into its queue's start than the one before.
    const states = new Set<string>();
    for (const delayMs of KILL_DELAYS_MS) {
      const node = startNode('queue', 'apps/api/src/test/queue-start.ts', {
        QUEUE_TEST_DATABASE: opened.target,
      });
      await node.waitFor(/starting the queue/, 60_000);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      node.child.kill('SIGKILL');
      await node.exited;
      const probe = await opened.reopen();
      const { rows } = await probe.executeSql(
        `select to_regnamespace('${OLD_QUEUE_SCHEMA}') is not null as old, to_regclass('pgboss.version') is not null as installed`,
      );
      const version = rows[0]?.installed
        ? (await probe.executeSql('select version from pgboss.version')).rows[0]
        : {};
      states.add(`${rows[0]?.old ? `${OLD_QUEUE_SCHEMA} + ` : ''}pgboss ${version?.version ?? 'none'}`);
      await probe.close();
    }
    opened.database = await opened.reopen();
    queue = await expectEachJobRunOnce(opened.database);
    // Where the kills landed: each state is one the move must finish from.
    console.info(`queue move on ${kind}, states left by the kills: ${[...states].join(', ')}`);
  }, 240_000);
});
