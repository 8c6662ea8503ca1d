// The dealer's side of signing (spec §2 Sign, §4, §7), composed from its seams: the request and void
// (signing-request.ts, a new envelope as one transaction in signing-open.ts), the status check and the webhook
// (signing-refresh.ts), the Sign screen's state (signing-state.ts), the contract's files (signed-contract.ts); and the
// end of an envelope (signing-completion.ts), its send (signing-dispatch.ts) and the repair of a crash's leftovers
// (signing-reconcile.ts), decision 028.
import type { FastifyBaseLogger } from 'fastify';
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { ApplicationStatus, ApplicationsRepository } from '../applications/index.ts';
import { createSignedContract } from './signed-contract.ts';
import type { SignatureStatusJob } from './signing.job.ts';
import type { SigningRepository } from './signing.repository.ts';
import { createSigningCompletion } from './signing-completion.ts';
import { createSigningDispatch } from './signing-dispatch.ts';
import type { SigningDocuments } from './signing-documents.ts';
import { createSigningOpen } from './signing-open.ts';
import { createSigningReconcile } from './signing-reconcile.ts';
import { createSigningRefresh } from './signing-refresh.ts';
import { createSigningRequest } from './signing-request.ts';
import { createSigningState } from './signing-state.ts';

export interface SigningServiceOptions {
  repository: SigningRepository;
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  esign: ESignAdapter;
  storage: Pick<Storage, 'read' | 'write'>;
  documents: SigningDocuments & { prepareSeal?(): void };
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Queues a status check (the webhook); without a queue the check runs at once. */
  enqueueStatus?: ((job: SignatureStatusJob) => Promise<void>) | undefined;
}

export function createSigningService(options: SigningServiceOptions) {
  const { repository, esign, storage } = options;
  const completion = createSigningCompletion(options);
  const dispatch = createSigningDispatch({ repository, esign, storage });
  const open = createSigningOpen({ ...options, completion, dispatch });
  const { refresh, ...refreshing } = createSigningRefresh({ ...options, completion });

  return {
    complete: completion.complete,
    endUnsigned: completion.endUnsigned,
    refresh,
    /** Hands an envelope written here to its provider (other documents' requests use it too). */
    dispatch,
    /** Repairs envelopes and applications that disagree (a crash between a signature and the status). */
    reconcile: createSigningReconcile({ ...options, completion, dispatch }),
    state: createSigningState(options),
    ...createSigningRequest({ ...options, open }),
    ...refreshing,
    ...createSignedContract(options),
    /** The seal's identity read before the server listens (the built-in service seals what it completes). */
    prepareSeal() {
      if (esign.provider === 'builtin') options.documents.prepareSeal?.();
    },
  };
}
export type SigningService = ReturnType<typeof createSigningService>;
