// The webhook delivery job (decision 058): one per delivery (its id is the job's, so a second send adds nothing),
// retried by the queue with a doubling wait (30 s, 1 min, 2 min … capped at 4 h) while the delivery is under a day
// old; the handler gives up after that. The job carries the delivery's id only: the body stays in its table.
import type { JobDefinition } from '../../plugins/queue.ts';

export interface WebhookJob {
  deliveryId: string;
}

/** How long a delivery is retried before it is given up (and its endpoint, failing as long, paused). */
export const WEBHOOK_GIVE_UP_MS = 24 * 60 * 60 * 1000;

export const webhookJob: JobDefinition<WebhookJob> = {
  name: 'webhook-delivery',
  // 30 s doubling to 4 h: the 14th retry comes about 25 hours after the first attempt, past the day.
  retryLimit: 16,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 4 * 60 * 60,
  // A node killed mid-send: its job is retried once the send's timeout (10 s) is well past.
  expireInSeconds: 30,
  idOf: (job) => job.deliveryId,
  batchSize: 10,
  pollingIntervalSeconds: 1,
};
