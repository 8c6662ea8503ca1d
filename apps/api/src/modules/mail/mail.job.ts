// The mail delivery job: a message written to the outbox is handed to the mail adapter by a worker, retried on
// failure. The job carries the message's id only: pg-boss keeps job data in clear, and a body may hold a live link.
import type { JobDefinition } from '../../plugins/queue.ts';

export interface MailJob {
  messageId: string;
}

export const mailJob: JobDefinition<MailJob> = {
  name: 'mail-send',
  retryLimit: 8,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  // One job per message: a second send of the same message adds nothing.
  idOf: (job) => job.messageId,
  batchSize: 10,
  pollingIntervalSeconds: 1,
};
