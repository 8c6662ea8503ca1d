// The prune job (decision 042): every interval, whichever node sends it, the notices past 90 days and the live events
// past their keeping time are deleted; and the notices' e-mails a crash left unwritten are written.
import { uuidOf } from '../../lib/uuid-of.ts';
import type { JobDefinition } from '../../plugins/queue.ts';

export interface NoticesPruneJob {
  reason: string;
}

/** Once an hour: a table of notices pruned a little late keeps nothing anyone needs. */
export const NOTICES_PRUNE_MS = 3_600_000;

export const noticesPruneJob: JobDefinition<NoticesPruneJob> = {
  name: 'notices-prune',
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 600,
  idOf: (job) => uuidOf(`notices-prune:${job.reason}`),
};
