// Readiness of this node: the database answers a trivial query in time, and the job queue runs when it is on.
import type { Database } from '../../plugins/db.ts';
import type { Queue } from '../../plugins/queue.ts';

/** The node is ready when the database is up and the queue is not down. */
export interface HealthReport {
  database: 'up' | 'down';
  queue: 'up' | 'down' | 'off';
}

export interface HealthDeps {
  database: Pick<Database, 'executeSql'>;
  /** Undefined when JOBS is off: the queue is then reported 'off', which does not make the node unready. */
  queue: Pick<Queue, 'running'> | undefined;
  /** A probe slower than this counts as down: a balancer's own timeout is often 2–5 s. */
  timeoutMs?: number;
}

/** Resolves true when `probe` settles successfully within `ms`; never rejects, never leaves a timer behind. */
async function within(ms: number, probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const done = probe().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService({ database, queue, timeoutMs = 3_000 }: HealthDeps) {
  return {
    async check(): Promise<HealthReport> {
      // A bare `select 1` (no table) proves a connection can be had and used, and costs the database nothing.
      const databaseUp = await within(timeoutMs, () => database.executeSql('select 1'));
      const queueState = queue ? (queue.running() ? 'up' : 'down') : 'off';
      return {
        database: databaseUp ? 'up' : 'down',
        queue: queueState,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
