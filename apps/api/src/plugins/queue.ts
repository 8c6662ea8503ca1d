// The job queue (pg-boss on the application's own database, PGlite or PostgreSQL): credit decisions today.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from './db.ts';

export const DECISION_QUEUE = 'credit-decision';

export interface DecisionJob {
  applicationId: string;
  submissionId: string;
}

export interface Queue {
  /** Idempotent: the job's id is the submission's, so a second send of one submission adds nothing. */
  enqueueDecision(job: DecisionJob): Promise<void>;
  workDecisions(handler: (job: DecisionJob) => Promise<void>): Promise<void>;
  /** False once stopping has begun (or pg-boss stopped on its own): the health route answers 503 then. */
  running(): boolean;
  stop(): Promise<void>;
}

export async function startQueue(database: Database, log: FastifyBaseLogger): Promise<Queue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    // Maintenance and cron need no second connection here; pg-boss runs them on its own timers.
    supervise: true,
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  let running = false;
  boss.on('stopped', () => {
    running = false;
  });
  // Nodes starting at once on an empty database would race on pg-boss's schema install: one at a time.
  await database.startUpExclusive(() => boss.start());
  running = true;
  await boss.createQueue(DECISION_QUEUE, {
    name: DECISION_QUEUE,
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  return {
    async enqueueDecision(job) {
      await boss.send(DECISION_QUEUE, job, { id: job.submissionId });
    },
    async workDecisions(handler) {
      // pg-boss fetches one batch per poll: a batch of 20 every half second keeps a burst of submits moving.
      // A failed job fails its batch, and the whole batch is retried; deciding is idempotent, so the others no-op.
      await boss.work<DecisionJob>(
        DECISION_QUEUE,
        { batchSize: 20, pollingIntervalSeconds: 0.5 },
        async (jobs) => {
          const outcomes = [];
          for (const job of jobs)
            outcomes.push(
              await handler(job.data).then(
                () => undefined,
                (err: unknown) => err,
              ),
            );
          const failure = outcomes.find((o) => o !== undefined);
          if (failure) throw failure;
        },
      );
    },
    running: () => running,
    stop: () => {
      running = false;
      return boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
