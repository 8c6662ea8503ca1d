// Opens the database (embedded PGlite or PostgreSQL), applies the migrations, and closes it on shutdown.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { runAfterCommit } from '../db/after-commit.ts';
import { traceQueries, traceTransactions } from '../db/traced-queries.ts';
import { createTurns, takeTurns } from '../db/turns.ts';
import type { Config } from './config.ts';

// No relational queries (`db.query`): the database needs no schema, and the modules' tables stay out of this plugin,
// which every module imports (decision 036: no folder-level cycle through the gatherer).
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: Config['database']['kind'];
  /** Raw SQL for libraries that bring their own (pg-boss): parameterless text may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `install` while no other process runs one on this database: for set-up that is not safe when several nodes
   * start at once (pg-boss's first install fails with a duplicate key when two nodes race on an empty database).
   */
  startUpExclusive<T>(install: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: its own LISTEN, the notifications of this process's commits (PostgreSQL's nodes listen on a connection
   * of their own: modules/live/live-listener.ts). Answers how to stop.
   */
  listen?(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connections in use and idle, and queries waiting for one (the metrics' pool gauges). */
  connections(): { inUse: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');

/** How many migrations this code brings (drizzle's journal): readiness compares the database's count with it. */
export function migrationsOfThisCode(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return (journal.entries as unknown[]).length;
}
/** Any constant: serialises migrations when several nodes start against one PostgreSQL. */
/** How long a user of a client whose connection died has to give it back before the pool takes it. */
const LOST_CLIENT_GRACE_MS = 2_000;
const MIGRATION_LOCK = 7_310_415;
/** Another constant: serialises the start-up work of libraries (pg-boss) across nodes, after the migrations. */
const START_UP_LOCK = 7_310_416;

export interface OpenOptions {
  /**
   * A PGlite data folder to start from (`dumpDataDir()` of a migrated database) instead of a new cluster: the tests
   * start each app from one made once per process, which skips PGlite's initdb (about 1.3 s of 1.6 s).
   */
  pgliteFrom?: Blob;
  /** Each statement in a span of its own (tracing on, issue 38). */
  traced?: boolean;
}

/** The extensions every PGlite opens with: the list's search index needs both (decision 012). */
const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

/** A migrated, empty PGlite data folder, for `OpenOptions.pgliteFrom`. */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

export async function openDatabase(
  config: Config['database'],
  log?: FastifyBaseLogger,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.kind === 'pglite') {
    if (config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true });
    // PostgreSQL has the extensions in its contrib package.
    // Queued queries take turns across event-loop iterations, so the server keeps accepting and shedding under load.
    const pglite = await PGlite.create(config.dataDir, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: options.pgliteFrom,
    });
    const execWithinTurn = pglite.exec.bind(pglite);
    const turns = createTurns();
    const client = takeTurns(
      options.traced ? traceTransactions(traceQueries(pglite, ['query', 'exec'])) : pglite,
      turns,
    );
    const db = runAfterCommit(drizzlePglite(client, { casing: 'snake_case' }));
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
        // PGlite runs several statements only through exec(). The rows of every statement are answered, as
        // node-postgres answers one result per statement: pg-boss reads a lock row taken before the text's COMMIT.
        // A text with its own BEGIN that fails leaves PGlite's one connection in the aborted transaction, which would
        // refuse every later statement of the app (a pool would drop that connection): it is rolled back in the
        // same turn, before any other work runs.
        const results = await turns.run(async () => {
          try {
            return await execWithinTurn(text);
          } catch (err) {
            await execWithinTurn('rollback').catch(() => undefined);
            throw err;
          }
        });
        return { rows: results.flatMap((result) => result.rows) as Record<string, unknown>[] };
      },
      // One process owns a PGlite folder: there is no one to take turns with.
      startUpExclusive: (install) => install(),
      listen: (channel, handler) => pglite.listen(channel, handler),
      // One connection: in use while a turn runs; the others wait for theirs.
      connections: () => ({
        inUse: turns.busy() ? 1 : 0,
        idle: turns.busy() ? 0 : 1,
        waiting: turns.waiting(),
      }),
      close: () => client.close(),
    };
  }

  // A connection that cannot be made within 5 s fails the request (503, errors.ts) instead of queueing it forever.
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // Without a listener, an idle client's error (PostgreSQL restarting) would kill the process.
  pool.on('error', (err) => log?.error({ err }, 'PostgreSQL pool error'));
  // The pool listens only to its idle clients: a client checked out (a transaction between two statements) whose
  // connection drops would emit an error nobody hears, which ends the process. Its statement fails on its own and the
  // outage answers 503 (errors.ts); the event is only logged.
  // And a client whose connection died while checked out is given back if its user never does: drizzle's pool
  // transaction leaks its client when BEGIN itself fails (the release is in a `finally` after it), which would leave the
  // pool short of a client after every outage and make `pool.end()` wait forever.
  const inUse = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      log?.warn({ err }, 'PostgreSQL connection lost while in use');
      const leaked = setTimeout(() => {
        if (inUse.delete(client)) client.release(err);
      }, LOST_CLIENT_GRACE_MS);
      leaked.unref();
    });
  });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  if (options.traced) {
    traceQueries(pool, ['query']);
    pool.on('acquire', (client) => traceQueries(client, ['query']));
  }
  const db = runAfterCommit(drizzlePg(pool, { casing: 'snake_case' }));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async executeSql(text, values) {
      // node-postgres answers a text of several statements with one result per statement: their rows, as on PGlite.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return Array.isArray(result) ? { rows: result.flatMap((each) => each.rows) } : result;
    },
    async startUpExclusive(install) {
      // The lock is held on a connection of its own, so that `install` may use every connection of the pool.
      const lock = new pg.Client({ connectionString: config.url });
      lock.on('error', (err) => log?.error({ err }, 'PostgreSQL start-up lock connection error'));
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        return await install();
      } finally {
        await lock.end().catch(() => undefined);
      }
    },
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
