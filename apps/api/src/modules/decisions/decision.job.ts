// The credit decision job (ARCHITECTURE §7): one per submission, decided by a worker.
import type { JobDefinition } from '../../plugins/queue.ts';
import type { DecisionRequest } from '../applications/index.ts';

/** A submission to decide, as the applications module asks for it. */
export type DecisionJob = DecisionRequest;

export const decisionJob: JobDefinition<DecisionJob> = {
  name: 'credit-decision',
  retryLimit: 5,
  retryDelaySeconds: 2,
  // A decision takes a second; the bureau's call gives up after 15 s. A job still active after 30 s ran on a node that
  // died: the queue's maintenance fails it and it is retried (issue 15 item 6: decided within the 2-minute poll).
  expireInSeconds: 30,
  // The submission's id: a second send of one submission (a double submit, the sweep, the list's sync) adds nothing.
  idOf: (job) => job.submissionId,
  // A batch of 20 every half second keeps a burst of submits moving (decision 006).
  batchSize: 20,
  pollingIntervalSeconds: 0.5,
};
