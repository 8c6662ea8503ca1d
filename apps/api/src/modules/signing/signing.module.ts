// Builds the signing module for the composition root: the e-signature adapter chosen by configuration, the
// dealer's signing service, the signing of other documents (the completion certificate), the signer's pages and
// the signature-status job's handler.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createBuiltinEsign } from '../../adapters/esign/builtin-esign.ts';
import { createDocusignEsign } from '../../adapters/esign/docusign-esign.ts';
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Config } from '../../plugins/config.ts';
import type { Db } from '../../plugins/db.ts';
import type { ApplicationStatus } from '../application-status/index.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import type { AuditRepository } from '../audit/index.ts';
import { createDocumentSigning } from './document-signing.ts';
import { createEsignPagesService } from './esign-pages.service.ts';
import type { SignatureStatusJob } from './signing.job.ts';
import { createSigningRepository } from './signing.repository.ts';
import { createSigningService } from './signing.service.ts';
import type { SigningDocuments } from './signing-documents.ts';
import { invitationMessage } from './signing-invitation.ts';

type Translate = Parameters<typeof invitationMessage>[0];

export function createSigningModule(options: {
  config: Config;
  db: Db;
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  audit: AuditRepository;
  storage: Pick<Storage, 'read' | 'write'>;
  documents: SigningDocuments & { prepareSeal?(): void };
  mail: { send(message: MailMessage): Promise<void> };
  translate: Translate;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Queues a status check (the webhook); without a queue the check runs at once. */
  enqueueStatus?: ((job: SignatureStatusJob) => Promise<void>) | undefined;
}) {
  const { config, clock } = options;
  const repository = createSigningRepository(options.db);
  const docusign = config.esign.docusign;
  const esign: ESignAdapter =
    config.esign.provider === 'docusign' && docusign
      ? createDocusignEsign({ ...docusign, publicUrl: config.esign.publicUrl })
      : createBuiltinEsign({
          store: repository,
          storage: options.storage,
          invite: (invitation) => options.mail.send(invitationMessage(options.translate, invitation)),
          publicUrl: config.esign.publicUrl,
          linkTtlMs: config.esign.linkTtlMs,
          clock,
        });
  const service = createSigningService({
    repository,
    applications: options.applications,
    status: options.status,
    esign,
    storage: options.storage,
    documents: options.documents,
    clock,
    log: options.log,
  });
  const documents = createDocumentSigning({
    repository,
    signing: service,
    esign,
    storage: options.storage,
    clock,
    log: options.log,
  });
  const pages = createEsignPagesService({
    repository,
    signing: service,
    storage: options.storage,
    audit: options.audit,
    clock,
  });

  async function refreshEnvelope(envelopeId: string) {
    const envelope = await repository.findEnvelope(envelopeId);
    if (envelope) await service.refresh(envelope);
  }

  return {
    esign,
    service,
    /** Documents other than the contract (the completion certificate) signed through the same service. */
    documents,
    pages,
    /** The seal's identity read before the server listens (the built-in service seals what it completes). */
    prepareSeal() {
      if (esign.provider === 'builtin') options.documents.prepareSeal?.();
    },
    /** The webhook's announcement: queued when a queue runs, else checked at once. */
    async onWebhook(envelopeId: string) {
      if (options.enqueueStatus) await options.enqueueStatus({ envelopeId, reason: randomUUID() });
      else await refreshEnvelope(envelopeId);
    },
    /** The job's handler. */
    refreshEnvelope,
    /** Envelopes still out at a provider: checked again at start. */
    async openAtProviders(): Promise<SignatureStatusJob[]> {
      const open = await repository.findOpenAtProviders();
      const day = clock().toISOString().slice(0, 13);
      return open.map((e) => ({ envelopeId: e.id, reason: `sweep-${day}` }));
    },
  };
}
export type SigningModule = ReturnType<typeof createSigningModule>;
