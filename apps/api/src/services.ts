// The composition root: repositories, adapters and services built once from the configuration, shared by the HTTP
// app (app.ts), the worker process (worker.ts) and the command line (cli.ts). No DI container: plain factories.

import { createTranslator } from '@vp/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { createBarcodePool } from './adapters/barcode/barcode-pool.ts';
import { createHttpBureau } from './adapters/bureau/http-bureau.ts';
import { createSimulatedBureau } from './adapters/bureau/simulated-bureau.ts';
import { createLedgerEdge } from './adapters/edge/edge.ts';
import { createEsign } from './adapters/esign/create-esign.ts';
import { ensureSealIdentity } from './adapters/esign/seal-identity.ts';
import { createMailboxMail } from './adapters/mail/mailbox-mail.ts';
import { createSmtpMail } from './adapters/mail/smtp-mail.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { createWorkers } from './jobs.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/password-hasher.ts';
import { createSinCipher, loadKey } from './lib/sin-cipher.ts';
import { createApplicationStatusRepository } from './modules/application-status/application-status.repository.ts';
import { createApplicationStatus } from './modules/application-status/application-status.service.ts';
import { createApplicationsRepository } from './modules/applications/applications.repository.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { createClosingFacts } from './modules/applications/closing-facts.ts';
import { createAssetsRepository } from './modules/assets/assets.repository.ts';
import { createAssetsService } from './modules/assets/assets.service.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createCertificatesRepository } from './modules/certificates/certificates.repository.ts';
import { createCertificatesService } from './modules/certificates/certificates.service.ts';
import { type DecisionJob, decisionJob } from './modules/decisions/decision.job.ts';
import { createDecisionsRepository } from './modules/decisions/decisions.repository.ts';
import { createDecisionService } from './modules/decisions/decisions.service.ts';
import { createFinancingRepository } from './modules/financing/financing.repository.ts';
import { createFinancingService } from './modules/financing/financing.service.ts';
import { createShareService } from './modules/financing/share.service.ts';
import { createFundingRepository } from './modules/funding/funding.repository.ts';
import { createFundingService } from './modules/funding/funding.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { type MailJob, mailJob } from './modules/mail/mail.job.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createProgramsService } from './modules/programs/programs.service.ts';
import { createScanService } from './modules/scan/scan.service.ts';
import { createContractDocuments } from './modules/signing/contract-documents.ts';
import {
  createDocumentSigning,
  createEsignPagesService,
  createSigningRepository,
  createSigningService,
  invitationMessage,
} from './modules/signing/index.ts';
import { type SignatureStatusJob, signatureStatusJob } from './modules/signing/signing.job.ts';
import { createUnderwriterRepository } from './modules/underwriter/underwriter.repository.ts';
import { createUnderwriterService } from './modules/underwriter/underwriter.service.ts';
import { createUploadsRepository } from './modules/uploads/uploads.repository.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createAdminService } from './modules/users/admin.service.ts';
import { createAuthService } from './modules/users/auth.service.ts';
import { createSessionCache } from './modules/users/session-cache.ts';
import { createSessionsRepository } from './modules/users/sessions.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import type { Config } from './plugins/config.ts';
import type { Database } from './plugins/db.ts';
import { messageFormats } from './plugins/i18n.ts';
import type { Queue } from './plugins/queue.ts';

export interface ServicesOptions {
  config: Config;
  database: Database;
  /** The job queue, when JOBS is on; services then queue their jobs on it. */
  queue?: Queue | undefined;
  log: FastifyBaseLogger;
  /** Tests pass a clock to move time; the server uses the real one. */
  clock?: () => Date;
  hasher?: PasswordHasher;
}

/** The options with their defaults in place, as the builders below read them. */
type Context = Required<Omit<ServicesOptions, 'queue'>> & Pick<ServicesOptions, 'queue'>;

/** What the modules build on: the data key and its cipher, storage, translations, the status writer, the mail. */
function createFoundation({ config, database, queue, clock }: Context) {
  const { db } = database;
  const dataKey = loadKey(config.dataKey, config.dataDir);
  const cipher = createSinCipher(dataKey);
  const audit = createAuditRepository(db);
  const mailRepository = createMailRepository(db);
  return {
    db,
    dataKey,
    cipher,
    storage: createStorage(config, dataKey, clock),
    translate: createTranslator(messageFormats),
    audit,
    applications: createApplicationsRepository(db),
    status: createApplicationStatus({ repository: createApplicationStatusRepository(db), audit }),
    mailRepository,
    mail: createMailService({
      adapter: config.mail.smtp
        ? createSmtpMail({ smtp: config.mail.smtp, from: config.mail.from })
        : createMailboxMail(),
      repository: mailRepository,
      cipher,
      clock,
      // The job carries the message's id only: the body, sealed, stays in the outbox (decision 029).
      enqueue: queue ? (job: MailJob) => queue.send(mailJob, job) : undefined,
    }),
  };
}
type Foundation = ReturnType<typeof createFoundation>;

/** The signing module: the e-signature adapter chosen by configuration, the dealer's signing service, the signing of
 * other documents (the completion certificate) and the signer's pages, over one repository. */
function createSigning(
  { config, queue, log, clock }: Context,
  { db, translate, applications, status, audit, storage, mail }: Foundation,
) {
  const repository = createSigningRepository(db);
  const esign = createEsign(config.esign, {
    store: repository,
    storage,
    // The mail service: queued, then kept by the built-in mailbox or sent by SMTP.
    invite: (invitation) => mail.send(invitationMessage(translate, invitation)),
    clock,
  });
  const service = createSigningService({
    repository,
    applications,
    status,
    esign,
    storage,
    documents: createContractDocuments({
      db,
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
  };
}

export function createServices(options: ServicesOptions) {
  const context: Context = {
    ...options,
    clock: options.clock ?? (() => new Date()),
    hasher: options.hasher ?? createPasswordHasher(),
  };
  const { config, database, queue, log, clock, hasher } = context;
  const foundation = createFoundation(context);
  const { db, dataKey, cipher, storage, translate, audit, applications, status, mail } = foundation;
  const users = createUsersRepository(db);
  // On PostgreSQL the cache stays off until app.ts's listener hears other nodes' logouts (decision 024).
  const sessionCache = createSessionCache({
    ttlMs: config.session.cacheMs,
    clock,
    enabled: database.kind === 'pglite',
  });
  const assetsRepository = createAssetsRepository(db);
  const financingRepository = createFinancingRepository(db);
  const uploadsRepository = createUploadsRepository(db);
  const decisions = createDecisionService({
    decisions: createDecisionsRepository(db),
    applications,
    status,
    bureau: config.bureauUrl
      ? createHttpBureau({ url: config.bureauUrl })
      : createSimulatedBureau({ dataKey }),
    cipher,
    thresholds: config.policy,
    log,
  });
  const assets = createAssetsService({ repository: assetsRepository, audit, translate });
  const signing = createSigning(context, foundation);
  const certificates = createCertificatesService({
    repository: createCertificatesRepository(db),
    applications,
    signing,
    storage,
    clock,
  });
  const closing = createClosingFacts({
    assetCount: (id) => assetsRepository.countByApplication(id),
    hasProgram: (id) => financingRepository.hasSelection(id),
    certificateDone: async (id) => (await certificates.completion(id)).done,
  });
  // The licence reader: zxing-wasm in a pool of worker threads (never the main thread), started at the first scan.
  const barcodes = createBarcodePool();

  return {
    cipher,
    hasher,
    translate,
    audit,
    status,
    auth: createAuthService({
      users,
      sessions: createSessionsRepository(db),
      audit,
      hasher,
      clock,
      config,
      sessionCache,
    }),
    sessionCache,
    admin: createAdminService({ users, hasher }),
    applicationsRepository: applications,
    applications: createApplicationsService({
      applications,
      status,
      audit,
      cipher,
      clock,
      enqueueDecision: queue ? (job: DecisionJob) => queue.send(decisionJob, job) : undefined,
      closing,
      actionLabels: (event) => ({
        en: translate('en', `actions:${event}`),
        fr: translate('fr', `actions:${event}`),
      }),
    }),
    decisions,
    underwriter: createUnderwriterService({ repository: createUnderwriterRepository(db), status }),
    signing,
    storage,
    uploads: createUploadsService({
      repository: uploadsRepository,
      applications,
      storage,
      clock,
      maxBytes: config.storage.maxUploadBytes,
    }),
    certificates,
    funding: createFundingService({
      repository: createFundingRepository(db),
      certificates,
      contracts: signing.service,
      uploads: uploadsRepository,
      applications,
      storage,
      edge: createLedgerEdge(),
      status,
      clock,
    }),
    assets,
    programs: createProgramsService({ assets, clock }),
    financing: createFinancingService({
      repository: financingRepository,
      assets,
      assetsRepository,
      audit,
    }),
    mail,
    mailRepository: foundation.mailRepository,
    share: createShareService({ assets, mail, audit, translate }),
    scan: createScanService({ applications, reader: barcodes }),
    health: createHealthService({ database, queue }),
    /** The jobs this process works, each with its handler (jobs.ts). */
    workers: createWorkers({
      mail,
      signing: signing.service,
      decisions,
      reconcileMs: config.esign.reconcileMs,
      clock,
    }),
    /** Stops what the services started themselves (the barcode reader's threads). */
    async close() {
      await barcodes.close();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
