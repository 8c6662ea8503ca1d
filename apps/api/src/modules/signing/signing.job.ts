// The signature-status job: an envelope at a provider (DocuSign) is asked for its status when its webhook
// announces a change, and at start for every envelope still out (a webhook lost while no node ran). The Sign
// screen's status check asks too, so polling is only the fallback.
import type { JobDefinition } from '../../plugins/queue.ts';

export interface SignatureStatusJob {
  envelopeId: string;
  /** What announced it (a webhook's delivery, the start-up sweep): a second announcement is a second job. */
  reason: string;
}

export const signatureStatusJob: JobDefinition<SignatureStatusJob> = {
  name: 'signature-status',
  retryLimit: 8,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  idOf: (job) => `${job.envelopeId}:${job.reason}`,
  batchSize: 10,
  pollingIntervalSeconds: 2,
};
