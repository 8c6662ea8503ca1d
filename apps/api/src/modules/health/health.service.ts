// Readiness of this node (GET /api/ready): the database answers a trivial query in time, it holds every migration
// this code expects, the job queue runs when it is on, and the node has not been told to stop (draining).
import type { Database } from '../../plugins/db.ts';
import type { Queue } from '../../plugins/queue.ts';

export interface HealthReport {
  database: 'up' | 'down';
  queue: 'up' | 'down' | 'off';
  migrations: 'done' | 'pending' | 'unknown';
  draining: boolean;
}

export interface HealthDeps {
  database: Pick<Database, 'executeSql'>;
  /** Undefined when JOBS is off: the queue is then reported 'off', which does not make the node unready. */
  queue: Pick<Queue, 'running'> | undefined;
  /** The migrations this node's code brings (plugins/db.ts migrationsOfThisCode). */
  migrations: number;
  /** A probe slower than this counts as down: a balancer's own timeout is often 2–5 s. */
  timeoutMs?: number;
}

/** Resolves `probe`'s answer when it settles successfully within `ms`, else undefined; never rejects. */
async function within<T>(ms: number, probe: () => Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  const done = probe().then(
    (answer) => answer,
    () => undefined,
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService({ database, queue, migrations, timeoutMs = 3_000 }: HealthDeps) {
  let draining = false;
  return {
    /** From now on the node answers not ready (SIGTERM): the balancer stops sending before the port closes. */
    drain() {
      draining = true;
    },
    async check(): Promise<HealthReport> {
      // One statement: that a connection can be had and used, and how many migrations the database holds.
      const applied = await within(timeoutMs, async () => {
        const { rows } = await database.executeSql(
          `select (select count(*) from drizzle.__drizzle_migrations)::int as applied`,
        );
        return Number(rows[0]?.applied);
      });
      const queueState = queue ? (queue.running() ? 'up' : 'down') : 'off';
      return {
        database: applied === undefined ? 'down' : 'up',
        queue: queueState,
        migrations: applied === undefined ? 'unknown' : applied >= migrations ? 'done' : 'pending',
        draining,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

/** Whether the report lets this node take traffic. */
export function isReady(report: HealthReport): boolean {
  return (
    report.database === 'up' && report.queue !== 'down' && report.migrations === 'done' && !report.draining
  );
}
