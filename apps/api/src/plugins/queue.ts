// The job queue (pg-boss on the application's own database, PGlite or PostgreSQL), generic: each module declares its
// jobs (a JobDefinition in its own `<name>.job.ts`), the composition root lists them, and this file knows none.

import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Database } from './db.ts';
import { moveOldQueueJobs, oldQueues, setAsideOldQueueSchema } from './queue-upgrade.ts';

export interface JobDefinition<Payload extends object> {
  /** The pg-boss queue's name. */
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** The longest wait between retries (they double from retryDelaySeconds); pg-boss's own cap when unset. */
  retryDelayMaxSeconds?: number;
  expireInSeconds: number;
  /** The job's id from its payload: a second send with the same id adds nothing (idempotent sends). */
  idOf?: (payload: Payload) => string;
  /** Jobs fetched per poll, and the poll's interval: a burst moves at batchSize / interval jobs a second. */
  batchSize?: number;
  pollingIntervalSeconds?: number;
  /** Marks the payload's type; never set. */
  readonly payload?: Payload;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of definitions of any payload, each used with its own type.
export type AnyJobDefinition = JobDefinition<any>;

export interface Queue {
  send<P extends object>(job: JobDefinition<P>, payload: P): Promise<void>;
  /** Runs `handler` on this process for every job of that queue; a failure is retried as the definition says. */
  work<P extends object>(job: JobDefinition<P>, handler: (payload: P) => Promise<void>): Promise<void>;
  /** Sends `payload()` every `ms` from this process until the queue stops (a job id per interval makes it one job). */
  every<P extends object>(job: JobDefinition<P>, ms: number, payload: () => P): void;
  /** True while the queue runs (readiness: GET /api/health). */
  running(): boolean;
  stop(): Promise<void>;
}

export async function startQueue(
  database: Database,
  log: FastifyBaseLogger,
  jobs: readonly AnyJobDefinition[],
): Promise<Queue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    // PGlite is PostgreSQL in WASM: pg-boss needs none of the distributed databases' workarounds for it either.
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // Maintenance and cron need no second connection here; pg-boss runs them on its own timers.
    supervise: true,
    schedule: false,
    // The supervisor's monitor pass fails the jobs active past their expiry (a node killed mid-job) so that they are
    // retried: every 10 s, so that such a job waits at most its expiry plus 10 s (pg-boss's default of 60 s, 120 s
    // in pg-boss 10, comes close to the browser's 2-minute poll). One node runs it per interval.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    // A job continues the trace of the request that queued it (issue 38): its trace context only, no baggage, stored
    // on the job. Without a tracer provider (no OTEL_EXPORTER_OTLP_ENDPOINT) there is nothing to store.
    openTelemetry: { propagateContext: true, propagator: new W3CTraceContextPropagator() },
  });
  let up = false;
  const timers: NodeJS.Timeout[] = [];
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('stopped', () => {
    up = false;
  });
  // Nodes starting at once on an empty database race on pg-boss's schema install (duplicate schema) and on making
  // the queues: one node at a time. A database of pg-boss 10 is moved here too (queue-upgrade.ts).
  await database.startUpExclusive(async () => {
    await setAsideOldQueueSchema(database.executeSql);
    await boss.start();
    // A queue of the old schema that the code no longer declares still gets its jobs run by whoever works it.
    for (const old of await oldQueues(database.executeSql)) {
      const { name, ...options } = old;
      if (!jobs.some((job) => job.name === name)) await boss.createQueue(name, options);
    }
    for (const job of jobs) {
      const options = {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        ...(job.retryDelayMaxSeconds ? { retryDelayMax: job.retryDelayMaxSeconds } : {}),
        expireInSeconds: job.expireInSeconds,
      };
      // createQueue keeps an existing queue as it was: updateQueue applies a changed definition (a shorter expiry).
      await boss.createQueue(job.name, options);
      await boss.updateQueue(job.name, options);
    }
    const moved = await moveOldQueueJobs(database.executeSql);
    if (moved > 0) log.info({ jobs: moved }, 'pg-boss 10 jobs moved to pg-boss 12');
  });
  up = true;
  return {
    async send(job, payload) {
      await boss.send(job.name, payload, job.idOf ? { id: job.idOf(payload) } : {});
    },
    async work(job, handler) {
      // A failed job fails its batch, and the whole batch is retried: handlers must be idempotent.
      // The batch's jobs run at once: each waits on a remote call (a decision on the bureau, seconds), and one after
      // another the last of a batch of 20 would start after the expiry of all (30 s for a decision) and a burst of
      // submits would be decided at one per bureau call (issue 15's crash bench: 100 submits not decided in 2 min).
      await boss.work<Parameters<typeof handler>[0]>(
        job.name,
        { batchSize: job.batchSize ?? 1, pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 },
        async (batch) => {
          const results = await Promise.allSettled(batch.map(({ data }) => handler(data)));
          const failed = results.find((result) => result.status === 'rejected');
          if (failed) throw failed.reason;
        },
      );
    },
    every(job, ms, payload) {
      const timer = setInterval(() => {
        if (!up) return;
        const data = payload();
        boss
          .send(job.name, data, job.idOf ? { id: job.idOf(data) } : {})
          .then(() => undefined)
          .catch((err: unknown) => log.error({ err, job: job.name }, 'job not sent'));
      }, ms);
      timer.unref();
      timers.push(timer);
    },
    running: () => up,
    stop: async () => {
      up = false;
      for (const timer of timers) clearInterval(timer);
      // stop() resolves once the workers have finished (pg-boss 10's `wait: true`).
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
