// The composition root's part for the signing module: the e-signature adapter chosen by configuration, the dealer's
// signing service, the signing of other documents (the completion certificate), the signer's pages, and a signer's
// fresh link for the customer's own page (issue 26).

import type { SigningInvitation } from './adapters/esign/builtin-esign.ts';
import { createEsign } from './adapters/esign/create-esign.ts';
import { ensureSealIdentity } from './adapters/esign/seal-identity.ts';
import type { Metrics } from './lib/metrics.ts';
import { instrumentOutgoing } from './lib/tracing.ts';
import type { ApplicationStatus, ApplicationsRepository } from './modules/applications/index.ts';
import type { AuditRepository } from './modules/audit/index.ts';
import {
  createContractDocuments,
  createDocumentSigning,
  createEsignPagesService,
  createSignerLink,
  createSignerPending,
  createSigningRepository,
  createSigningService,
  invitationMessage,
  type SignatureStatusJob,
  signatureStatusJob,
} from './modules/signing/index.ts';
import type { createOwnerReads } from './owner-reads.ts';
import type { Config } from './plugins/config.ts';
import type { Db } from './plugins/db.ts';
import type { Queue } from './plugins/queue.ts';

/** What the signing module's composition takes of the services' context (services.ts). */
interface SigningContext {
  config: Config;
  queue?: Queue | undefined;
  log: Parameters<typeof createSigningService>[0]['log'];
  clock: () => Date;
  metrics?: Metrics | undefined;
}
interface SigningFoundation {
  db: Db;
  translate: Parameters<typeof invitationMessage>[0];
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  audit: AuditRepository;
  storage: Parameters<typeof createSigningService>[0]['storage'];
  mail: { send(message: ReturnType<typeof invitationMessage>): Promise<void> };
}

/** The signing module: the e-signature adapter chosen by configuration, the dealer's signing service, the signing of
 * other documents (the completion certificate) and the signer's pages, over one repository. */
export function createSigning(
  { config, queue, log, clock, metrics }: SigningContext,
  { db, translate, applications, status, audit, storage, mail }: SigningFoundation,
  reads: ReturnType<typeof createOwnerReads>['contract'],
  invitations: { toCustomerPage: (invitation: SigningInvitation) => Promise<boolean> },
) {
  const repository = createSigningRepository(db);
  const esign = instrumentOutgoing(
    'esign',
    createEsign(config.esign, {
      store: repository,
      storage,
      // A customer who answered by link signs from that page (issue 26); others get the mail service's link: queued,
      // then kept by the built-in mailbox or sent by SMTP.
      invite: async (invitation) => {
        if (await invitations.toCustomerPage(invitation)) return;
        await mail.send(invitationMessage(translate, invitation));
      },
      clock,
    }),
    ['createEnvelope', 'signingUrl', 'status', 'download', 'void'],
    metrics,
  );
  const service = createSigningService({
    repository,
    applications,
    status,
    esign,
    storage,
    documents: createContractDocuments({
      reads,
      clock,
      sealIdentity: () =>
        ensureSealIdentity({ ...config.seal, dataDir: config.dataDir, database: config.database.kind }),
    }),
    clock,
    log,
    enqueueStatus: queue ? (job: SignatureStatusJob) => queue.send(signatureStatusJob, job) : undefined,
  });
  return {
    esign,
    service,
    /** Documents other than the contract (the completion certificate) signed through the same service. */
    documents: createDocumentSigning({ repository, signing: service, esign, storage, clock, log }),
    /** The signer's pages of the built-in service. */
    pages: createEsignPagesService({ repository, signing: service, storage, audit, clock }),
    /** A signer's fresh signing page, for the customer's own page. */
    signerLink: createSignerLink(repository, esign),
    /** Whether a signer has still to sign: the customer's signing link opens until then. */
    signerPending: createSignerPending(repository),
  };
}
