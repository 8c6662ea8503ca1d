// The move of a pg-boss 10 queue to pg-boss 12 (decision 037). pg-boss 11 rewrote its schema and upgrades only from
// its own (version 25), so a `pgboss` schema made by pg-boss 10 (version 24) is set aside before pg-boss starts, and
// its jobs still to run are moved into the new schema after. Each step leaves a state the next start finishes: the
// rename is one statement, pg-boss's install is its own transaction, and the move and the drop are one transaction.
import type { Database } from './db.ts';

/** Where a pg-boss 10 schema waits while its jobs are moved. */
export const OLD_QUEUE_SCHEMA = 'pgboss_v10';
/** pg-boss 11's first schema version: anything older was made by pg-boss 10. */
const FIRST_NEW_VERSION = 25;

type ExecuteSql = Database['executeSql'];

export interface OldQueue {
  name: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/** The schema version of `pgboss`, or undefined when there is no such schema. */
async function queueSchemaVersion(executeSql: ExecuteSql): Promise<number | undefined> {
  const { rows } = await executeSql(
    `select to_regclass('pgboss.version') is not null as installed, to_regnamespace('pgboss') is not null as present`,
  );
  if (!rows[0]?.present) return undefined;
  // A `pgboss` schema without its version table is an install that never finished: pg-boss makes it again.
  if (!rows[0]?.installed) return FIRST_NEW_VERSION;
  const version = await executeSql('select version from pgboss.version');
  return Number(version.rows[0]?.version ?? FIRST_NEW_VERSION);
}

async function oldSchemaExists(executeSql: ExecuteSql): Promise<boolean> {
  const { rows } = await executeSql(`select to_regnamespace('${OLD_QUEUE_SCHEMA}') is not null as present`);
  return rows[0]?.present === true;
}

/**
 * Before pg-boss starts: a `pgboss` schema made by pg-boss 10 is renamed to `pgboss_v10`, so that pg-boss installs
 * its own. Runs within the start-up lock, after every node of the old version has stopped (README, upgrading).
 */
export async function setAsideOldQueueSchema(executeSql: ExecuteSql): Promise<void> {
  const version = await queueSchemaVersion(executeSql);
  if (version === undefined || version >= FIRST_NEW_VERSION) return;
  if (await oldSchemaExists(executeSql)) {
    // A move was interrupted after its rename and a pg-boss 10 node then made a new `pgboss`: two sets of jobs,
    // which only a person can merge. Nothing is touched.
    throw new Error(
      `both pgboss (pg-boss 10, version ${version}) and ${OLD_QUEUE_SCHEMA} exist: stop every node of the old version, then move or drop one by hand`,
    );
  }
  await executeSql(`alter schema pgboss rename to ${OLD_QUEUE_SCHEMA}`);
}

/** The queues of the set-aside schema, for pg-boss to create those the code no longer declares. */
export async function oldQueues(executeSql: ExecuteSql): Promise<OldQueue[]> {
  if (!(await oldSchemaExists(executeSql))) return [];
  const { rows } = await executeSql(
    `select name, retry_limit, retry_delay, retry_backoff, expire_seconds from ${OLD_QUEUE_SCHEMA}.queue order by name`,
  );
  return rows.map((row) => ({
    name: String(row.name),
    retryLimit: Number(row.retry_limit),
    retryDelay: Number(row.retry_delay),
    retryBackoff: row.retry_backoff === true,
    expireInSeconds: Number(row.expire_seconds),
  }));
}

/**
 * After pg-boss has installed its schema and every queue exists there: the jobs still to run (created, retry,
 * active) go into pg-boss 12's job table under their own ids, payloads, start times and retry counts, and the old
 * schema is dropped, in one transaction (one simple-protocol text is one transaction on PostgreSQL and PGlite).
 * A job left active by a stopped node runs again at once, as pg-boss 10 would have retried it. The queue's own
 * settings (retries, expiry, retention, policy) are those of the new queue, as pg-boss's insert takes them.
 * Returns how many jobs moved.
 */
export async function moveOldQueueJobs(executeSql: ExecuteSql): Promise<number> {
  if (!(await oldSchemaExists(executeSql))) return 0;
  const { rows } = await executeSql(`
    with moved as (
      insert into pgboss.job (
        id, name, data, priority, state, retry_count, start_after, created_on, singleton_key, singleton_on,
        expire_seconds, deletion_seconds, keep_until, retry_limit, retry_delay, retry_backoff, retry_delay_max,
        policy, dead_letter, heartbeat_seconds
      )
      select
        j.id, j.name, j.data, j.priority,
        case when j.state = 'created' then 'created' else 'retry' end::pgboss.job_state,
        j.retry_count,
        case when j.state = 'active' then now() else j.start_after end,
        j.created_on, j.singleton_key, j.singleton_on,
        q.expire_seconds, q.deletion_seconds,
        greatest(j.start_after, now()) + q.retention_seconds * interval '1 second',
        q.retry_limit, q.retry_delay, q.retry_backoff, q.retry_delay_max,
        q.policy, q.dead_letter, q.heartbeat_seconds
      from ${OLD_QUEUE_SCHEMA}.job j
      join pgboss.queue q on q.name = j.name
      where j.state in ('created', 'retry', 'active')
      on conflict do nothing
      returning 1
    )
    select count(*)::int as moved from moved;
    drop schema ${OLD_QUEUE_SCHEMA} cascade;
  `);
  return Number(rows[0]?.moved ?? 0);
}
