// The signing module's jobs. The signature-status job: an envelope at a provider (DocuSign) is asked for its status
// when its webhook announces a change, and at start for every envelope still out (a webhook lost while no node ran);
// the Sign screen's status check asks too, so polling is only the fallback. The reconciliation job (decision 028):
// at every start, and once per interval across all nodes (every node sends it, the interval's job id is one).
import { uuidOf } from '../../lib/uuid-of.ts';
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
  idOf: (job) => uuidOf(`${job.envelopeId}:${job.reason}`),
  batchSize: 10,
  pollingIntervalSeconds: 2,
};

export interface SigningReconcileJob {
  /** 'start-<uuid>' (each start runs one) or 'every-<interval number>' (one per interval, whichever node sends it). */
  reason: string;
}

export const signingReconcileJob: JobDefinition<SigningReconcileJob> = {
  name: 'signing-reconcile',
  retryLimit: 3,
  retryDelaySeconds: 10,
  // A seal takes tens of milliseconds; a long backlog after an outage takes longer.
  expireInSeconds: 600,
  idOf: (job) => uuidOf(`signing-reconcile:${job.reason}`),
};
