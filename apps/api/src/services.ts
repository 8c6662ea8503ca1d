// The composition root: repositories, adapters and services built once from the configuration, shared by the HTTP
// app (app.ts), the worker process (worker.ts) and the command line (cli.ts). No DI container: plain factories.

import { createTranslator } from '@vp/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { createBarcodePool } from './adapters/barcode/barcode-pool.ts';
import { createLedgerEdge } from './adapters/edge/edge.ts';
import type { SigningInvitation } from './adapters/esign/builtin-esign.ts';
import { createMailboxMail } from './adapters/mail/mailbox-mail.ts';
import { createSmtpMail } from './adapters/mail/smtp-mail.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { createCredit } from './credit-services.ts';
import { createCustomer } from './customer-services.ts';
import { consentWebhook, createIntegrations } from './integration-services.ts';
import { createWorkers } from './jobs.ts';
import { createLender } from './lender-services.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/password-hasher.ts';
import { createSinCipher, loadKey } from './lib/sin-cipher.ts';
import { instrumentOutgoing } from './lib/tracing.ts';
import { createLive, createNotices } from './live-services.ts';
import { createMetricsReaction } from './metrics-services.ts';
import {
  createApplicationStatus,
  createApplicationStatusRepository,
  createApplicationsRepository,
  createApplicationsService,
  createClosingFacts,
  createCustomerAnswers,
} from './modules/applications/index.ts';
import { createAssetsRepository, createAssetsService } from './modules/assets/index.ts';
import { createAuditRepository } from './modules/audit/index.ts';
import { createCertificatesRepository, createCertificatesService } from './modules/certificates/index.ts';
import { createLinksEndReaction } from './modules/customer/index.ts';
import { type DecisionJob, decisionJob } from './modules/decisions/index.ts';
import {
  certificateMethod,
  createFinancingRepository,
  createFinancingService,
  createShareService,
  savedProgramOf,
} from './modules/financing/index.ts';
import {
  createFundingRepository,
  createFundingService,
  missingDocumentsNote,
} from './modules/funding/index.ts';
import { createHealthService } from './modules/health/index.ts';
import { createMailRepository, createMailService, type MailJob, mailJob } from './modules/mail/index.ts';
import { createProgramCatalogue, createProgramsService } from './modules/programs/index.ts';
import { createScanService } from './modules/scan/index.ts';
import { createTimelineService } from './modules/timeline/index.ts';
import { createUnderwriterRepository, createUnderwriterService } from './modules/underwriter/index.ts';
import { createUploadsRepository, createUploadsService } from './modules/uploads/index.ts';
import { createAdminService, createUsersRepository } from './modules/users/index.ts';
import { createOwnerReads, guardFactReaders } from './owner-reads.ts';
import type { Config } from './plugins/config.ts';
import { type Database, migrationsOfThisCode } from './plugins/db.ts';
import { messageFormats } from './plugins/i18n.ts';
import type { Queue } from './plugins/queue.ts';
import { createReportFacts, createReports } from './report-services.ts';
import { createSettings } from './settings-services.ts';
import { createSignIn } from './sign-in-services.ts';
import { createSigning } from './signing-services.ts';

export interface ServicesOptions {
  config: Config;
  database: Database;
  /** The job queue, when JOBS is on; services then queue their jobs on it. */
  queue?: Queue | undefined;
  log: FastifyBaseLogger;
  /** Tests pass a clock to move time; the server uses the real one. */
  clock?: () => Date;
  hasher?: PasswordHasher;
  /** The process's metrics (lib/metrics.ts); a registry of its own when not given. */
  metrics?: Metrics;
}

/** The status writer's guard facts (owner-reads.ts), for the tests that build a status writer of their own. */
export { guardFactReaders };

/** The options with their defaults in place, as the builders below read them. */
type Context = Required<Omit<ServicesOptions, 'queue'>> & Pick<ServicesOptions, 'queue'>;

/** What the modules build on: the data key and its cipher, storage, translations, the status writer, the mail. */
function createFoundation({ config, database, queue, clock, log, metrics }: Context) {
  const { db } = database;
  const dataKey = loadKey(config.dataKey, config.dataDir);
  const cipher = createSinCipher(dataKey);
  const audit = createAuditRepository(db);
  const mailRepository = createMailRepository(db);
  const translate = createTranslator(messageFormats);
  const mail = createMailService({
    adapter: instrumentOutgoing(
      'mail',
      config.mail.smtp
        ? createSmtpMail({ smtp: config.mail.smtp, from: config.mail.from })
        : createMailboxMail(),
      ['send'],
      metrics,
    ),
    repository: mailRepository,
    cipher,
    clock,
    // The job carries the message's id only: the body, sealed, stays in the outbox (decision 029).
    enqueue: queue ? (job: MailJob) => queue.send(mailJob, job) : undefined,
  });
  // A status change writes its live event and its notices in its transaction (decision 042).
  const notices = createNotices({ config, db, mail, translate, log, clock });
  // A dealership's keys and webhooks (decision 058): a change's deliveries are written in its transaction.
  const integrations = createIntegrations({
    config,
    db,
    cipher,
    audit,
    clock,
    queue,
    mail,
    translate,
    metrics,
    log,
  });
  return {
    db,
    dataKey,
    cipher,
    storage: createStorage(config, dataKey, clock),
    translate,
    audit,
    applications: createApplicationsRepository(db),
    status: createApplicationStatus({
      repository: createApplicationStatusRepository(db, guardFactReaders),
      audit,
      // An application cancelled or deleted ends its customer links in the change's transaction (issue 36).
      reactions: [
        ...notices.reactions,
        createLinksEndReaction({ audit, clock }),
        createReportFacts(clock),
        integrations.webhooks.react,
        createMetricsReaction(metrics),
      ],
    }),
    integrations,
    mailRepository,
    mail,
    notices,
    /** The programs a dealership may offer, each as its version in effect today (decision 047). */
    catalogue: createProgramCatalogue(db, clock),
  };
}

export function createServices(options: ServicesOptions) {
  const context: Context = {
    ...options,
    clock: options.clock ?? (() => new Date()),
    hasher: options.hasher ?? createPasswordHasher(),
    metrics: options.metrics ?? createMetrics({ defaults: false }),
  };
  const { config, database, queue, clock, hasher } = context;
  const foundation = createFoundation(context);
  const { db, cipher, storage, translate, audit, applications, status, mail, catalogue, integrations } =
    foundation;
  const users = createUsersRepository(db);
  const signIn = createSignIn({ ...context, ...foundation });
  const { sessionCache } = signIn;
  const assetsRepository = createAssetsRepository(db);
  const financingRepository = createFinancingRepository(db);
  const uploadsRepository = createUploadsRepository(db);
  const { decisions, secondLook, enqueueSecondLook } = createCredit({ ...context, ...foundation });
  const assets = createAssetsService({ repository: assetsRepository, audit, translate });
  const reads = createOwnerReads(db, assetsRepository);
  // The signing invitations reach the customer module's page once it exists (each needs the other).
  const invitations = { toCustomerPage: async (_invitation: SigningInvitation) => false };
  const signing = createSigning(context, foundation, reads.contract, invitations);
  const certificates = createCertificatesService({
    repository: createCertificatesRepository(db, (applicationId) => certificateMethod(db, applicationId)),
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
  const { signerLink, signerPending } = signing;
  const consent = createCustomerAnswers({ applications, cipher });
  const onConsent = consentWebhook(integrations.webhooks, consent.referenceAndStatus);
  const customer = createCustomer({ ...context, ...foundation, signerLink, signerPending, onConsent });
  invitations.toCustomerPage = customer.customerSigning.offer;
  const live = createLive(context, foundation.notices.liveRepository, applications);
  const lender = createLender({ db, hasher, clock, translate, sessionCache });
  return {
    cipher,
    hasher,
    translate,
    audit,
    status,
    ...signIn,
    admin: createAdminService({ users, hasher, addVendor: lender.dealers.addFromCommandLine }),
    ...createSettings({ db, audit, hasher, clock, sessionCache }),
    lender,
    reports: createReports(db, clock),
    ...integrations,
    applicationsRepository: applications,
    applications: createApplicationsService({
      applications,
      status,
      audit,
      cipher,
      clock,
      enqueueDecision: queue ? (job: DecisionJob) => queue.send(decisionJob, job) : undefined,
      enqueueSecondLook: enqueueSecondLook
        ? (request) => enqueueSecondLook({ ...request, reason: 'submit' })
        : undefined,
      closing,
      actionLabels: (event) => ({
        en: translate('en', `actions:${event}`),
        fr: translate('fr', `actions:${event}`),
      }),
    }),
    live,
    notifications: foundation.notices.notifications,
    decisions,
    secondLook,
    underwriter: createUnderwriterService({ repository: createUnderwriterRepository(db), status }),
    timeline: createTimelineService({ reads: reads.timeline }),
    signing,
    storage,
    uploads: createUploadsService({
      repository: uploadsRepository,
      applications,
      storage,
      clock,
      maxBytes: config.storage.maxUploadBytes,
      missingDocumentsNote: (applicationId) => missingDocumentsNote(db, applicationId),
    }),
    certificates,
    funding: createFundingService({
      repository: createFundingRepository(db),
      reads: reads.funding,
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
    programs: createProgramsService({ assets, catalogue, saved: (id) => savedProgramOf(db, id), clock }),
    financing: createFinancingService({
      repository: financingRepository,
      assets,
      assetsRepository,
      audit,
      catalogue,
    }),
    mail,
    mailRepository: foundation.mailRepository,
    /** The customer's own device (issue 26): the SMS outbox and the customer links. */
    ...customer,
    share: createShareService({ assets, mail, audit, translate, catalogue }),
    scan: createScanService({ applications, reader: barcodes }),
    health: createHealthService({ database, queue, migrations: migrationsOfThisCode() }),
    /** The jobs this process works, each with its handler (jobs.ts). */
    workers: createWorkers({
      mail,
      signing: signing.service,
      decisions,
      secondLook: { service: secondLook, enqueue: enqueueSecondLook, sweepMs: config.partner.sweepMs },
      reconcileMs: config.esign.reconcileMs,
      webhooks: integrations.webhooks,
      prune: {
        live,
        notifications: foundation.notices.notifications,
        signInLock: signIn.signInLock,
        signIn: signIn.pruneSignInSteps,
      },
      clock,
    }),
    /** Stops what the services started themselves (the barcode reader's threads). */
    async close() {
      await barcodes.close();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
