// The queue runs the jobs of a fetched batch at once: one after another, a batch of decisions waiting on the bureau
// outlasted the jobs' expiry and decided a burst of submits at one per bureau call (issue 15's crash bench).
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../test/processes.ts';
import { type Database, openDatabase } from './db.ts';
import { type JobDefinition, type Queue, startQueue } from './queue.ts';

const slowJob: JobDefinition<{ n: number }> = {
  name: 'queue-test-slow',
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  batchSize: 5,
  pollingIntervalSeconds: 0.5,
};

describe('the job queue', () => {
  let database: Database;
  let queue: Queue;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    queue = await startQueue(database, pino({ level: 'silent' }), [slowJob]);
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('runs the jobs of a batch at once, and each completes', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (let n = 1; n <= 5; n++) await queue.send(slowJob, { n });
    await queue.work(slowJob, async ({ n }) => {
      running += 1;
      most = Math.max(most, running);
      await released;
      running -= 1;
      done.push(n);
    });
    // Every job of the batch is waiting on its remote call at the same time: none waits for another to end.
    await pollUntil('five jobs running at once', 20_000, async () => (running === 5 ? true : undefined), 20);
    release();
    await pollUntil('five jobs done', 20_000, async () => (done.length === 5 ? true : undefined), 20);
    expect(most).toBe(5);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
