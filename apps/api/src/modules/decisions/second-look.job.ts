// The second-look jobs (decision 039). One per second look sent to the partner, by the dealer's submit, the start-up
// sweep or the periodic one (each its own job id; a second run of one second look changes nothing). The sweep: on
// every node, once per interval (the interval's job id is one), sends again what the partner has not answered.
import { uuidOf } from '../../lib/uuid-of.ts';
import type { JobDefinition } from '../../plugins/queue.ts';

export interface SecondLookJob {
  applicationId: string;
  /** The second look's own submission id: its answer is keyed by it. */
  submissionId: string;
  /** What sent it: 'submit', 'start-<uuid>' or 'sweep-<interval number>'. */
  reason: string;
}

export const secondLookJob: JobDefinition<SecondLookJob> = {
  name: 'second-look',
  // A partner outage: retried with a growing wait (5 s, 10 s, ... at most 5 min) for about half an hour, then the
  // sweep sends it again each interval until the partner answers.
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
  // The partner's two calls give up after 15 s each, and the job waits for the answer between them.
  expireInSeconds: 60,
  idOf: (job) => uuidOf(`second-look:${job.submissionId}:${job.reason}`),
  batchSize: 10,
  pollingIntervalSeconds: 1,
};

export interface SecondLookSweepJob {
  reason: string;
}

export const secondLookSweepJob: JobDefinition<SecondLookSweepJob> = {
  name: 'second-look-sweep',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
  idOf: (job) => uuidOf(`second-look-sweep:${job.reason}`),
};
