// The credit decision job (ARCHITECTURE §7): one per submission, decided by a worker.
import type { JobDefinition } from '../../plugins/queue.ts';

export interface DecisionJob {
  applicationId: string;
  submissionId: string;
}

export const decisionJob: JobDefinition<DecisionJob> = {
  name: 'credit-decision',
  retryLimit: 5,
  retryDelaySeconds: 2,
  expireInSeconds: 120,
  // The submission's id: a second send of one submission (a double submit, the sweep, the list's sync) adds nothing.
  idOf: (job) => job.submissionId,
  // A batch of 20 every half second keeps a burst of submits moving (decision 006).
  batchSize: 20,
  pollingIntervalSeconds: 0.5,
};
