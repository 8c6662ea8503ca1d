// The composition root: repositories, adapters and services built once from the configuration, shared by the HTTP
// app (app.ts), the worker process (worker.ts) and the command line (cli.ts). No DI container: plain factories.

import { randomUUID } from 'node:crypto';
import { createTranslator } from '@vp/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { createHttpBureau } from './adapters/bureau/http-bureau.ts';
import { createSimulatedBureau } from './adapters/bureau/simulated-bureau.ts';
import { createLedgerEdge } from './adapters/edge/edge.ts';
import { ensureSealIdentity } from './adapters/esign/seal-identity.ts';
import { createMailboxMail } from './adapters/mail/mailbox-mail.ts';
import { createSmtpMail } from './adapters/mail/smtp-mail.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/password-hasher.ts';
import { createSinCipher, loadKey } from './lib/sin-cipher.ts';
import {
  createApplicationStatus,
  createApplicationStatusRepository,
  type GuardFactReaders,
} from './modules/application-status/index.ts';
import {
  createApplicationsRepository,
  createApplicationsService,
  createClosingFacts,
} from './modules/applications/index.ts';
import { createAssetsRepository, createAssetsService } from './modules/assets/index.ts';
import { createAuditRepository } from './modules/audit/index.ts';
import { createCertificatesRepository, createCertificatesService } from './modules/certificates/index.ts';
import {
  createDecisionService,
  createDecisionsRepository,
  type DecisionJob,
  decisionJob,
} from './modules/decisions/index.ts';
import {
  certificateMethod,
  createFinancingRepository,
  createFinancingService,
  createShareService,
  programSaved,
} from './modules/financing/index.ts';
import {
  createFundingRepository,
  createFundingService,
  latestFundingDates,
  missingDocumentsNote,
} from './modules/funding/index.ts';
import { createMailRepository, createMailService, type MailJob, mailJob } from './modules/mail/index.ts';
import { createProgramsService } from './modules/programs/index.ts';
import {
  createContractDocuments,
  createSigningModule,
  type SignatureStatusJob,
  type SigningReconcileJob,
  signatureStatusJob,
  signingReconcileJob,
} from './modules/signing/index.ts';
import { createUnderwriterRepository, createUnderwriterService } from './modules/underwriter/index.ts';
import { createUploadsRepository, createUploadsService, storedUploadTypes } from './modules/uploads/index.ts';
import {
  createAdminService,
  createAuthService,
  createSessionCache,
  createSessionsRepository,
  createUsersRepository,
} from './modules/users/index.ts';
import type { Config } from './plugins/config.ts';
import type { Database } from './plugins/db.ts';
import { messageFormats } from './plugins/i18n.ts';
import type { AnyJobDefinition, JobDefinition, Queue } from './plugins/queue.ts';

/** Every job the modules declare: the queue creates each one at start, on web and worker nodes alike. */
export const JOBS: readonly AnyJobDefinition[] = [
  mailJob,
  signatureStatusJob,
  signingReconcileJob,
  decisionJob,
];

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

/** A job this process works: its definition, its handler, and what to send again at start (lost sends). */
export interface Worker<P extends object> {
  job: JobDefinition<P>;
  handle(payload: P): Promise<void>;
  /** Payloads whose send may have been lost (a crash between commit and send); sends are idempotent. */
  resend?(): Promise<P[]>;
  /** A job this process sends on a timer (a periodic repair): every `ms`, the payload of the moment. */
  every?: { ms: number; payload(): P };
}

/** A worker of any payload, for the list of this process's workers; each keeps its own payload type inside. */
function defineWorker<P extends object>(worker: Worker<P>): Worker<object> {
  return worker as unknown as Worker<object>;
}

/** The status writer's guard facts, each read by the module that owns it (decision 036). */
export const guardFactReaders: GuardFactReaders = { programSaved, storedUploadTypes, latestFundingDates };

export function createServices({
  config,
  database,
  queue,
  log,
  clock = () => new Date(),
  hasher = createPasswordHasher(),
}: ServicesOptions) {
  const { db } = database;
  const translate = createTranslator(messageFormats);
  // On PostgreSQL the cache stays off until app.ts's listener hears other nodes' logouts (decision 024).
  const sessionCache = createSessionCache({
    ttlMs: config.session.cacheMs,
    clock,
    enabled: database.kind === 'pglite',
  });
  const dataKey = loadKey(config.dataKey, config.dataDir);
  const cipher = createSinCipher(dataKey);
  const storage = createStorage(config, dataKey, clock);
  const audit = createAuditRepository(db);
  const users = createUsersRepository(db);
  const applications = createApplicationsRepository(db);
  const status = createApplicationStatus({
    repository: createApplicationStatusRepository(db, guardFactReaders),
    audit,
  });
  const assetsRepository = createAssetsRepository(db);
  const mailRepository = createMailRepository(db);
  const mail = createMailService({
    adapter: config.mail.smtp
      ? createSmtpMail({ smtp: config.mail.smtp, from: config.mail.from })
      : createMailboxMail(),
    repository: mailRepository,
    cipher,
    clock,
    // The job carries the message's id only: the body, sealed, stays in the outbox (decision 029).
    enqueue: queue ? (job: MailJob) => queue.send(mailJob, job) : undefined,
  });
  const enqueueDecision = queue ? (job: DecisionJob) => queue.send(decisionJob, job) : undefined;

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
  const signing = createSigningModule({
    config,
    db,
    applications,
    status,
    audit,
    storage,
    documents: createContractDocuments({
      db,
      clock,
      sealIdentity: () =>
        ensureSealIdentity({ ...config.seal, dataDir: config.dataDir, database: config.database.kind }),
    }),
    // The mail service: queued, then kept by the built-in mailbox or sent by SMTP.
    mail,
    translate,
    clock,
    log,
    enqueueStatus: queue ? (job: SignatureStatusJob) => queue.send(signatureStatusJob, job) : undefined,
  });

  const certificates = createCertificatesService({
    repository: createCertificatesRepository(db, (applicationId) => certificateMethod(db, applicationId)),
    applications,
    signing,
    storage,
    clock,
  });

  const financingRepository = createFinancingRepository(db);
  const closing = createClosingFacts({
    assetCount: (id) => assetsRepository.countByApplication(id),
    hasProgram: (id) => financingRepository.hasSelection(id),
    certificateDone: async (id) => (await certificates.completion(id)).done,
  });

  const services = {
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
      enqueueDecision,
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
      repository: createUploadsRepository(db),
      applications,
      storage,
      clock,
      maxBytes: config.storage.maxUploadBytes,
      missingDocumentsNote: (applicationId) => missingDocumentsNote(db, applicationId),
    }),
    certificates,
    funding: createFundingService({
      repository: createFundingRepository(db),
      certificates,
      contracts: signing.service,
      uploads: createUploadsRepository(db),
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
    mailRepository,
    share: createShareService({ assets, mail, audit, translate }),
  };

  /** The jobs a worker process runs, each with its handler (decisions today; e-mail, signatures, edge next). */
  const workers = [
    defineWorker<MailJob>({
      job: mailJob,
      handle: (job) => mail.deliver(job),
      resend: () => mail.undelivered(),
    }),
    defineWorker<SignatureStatusJob>({
      job: signatureStatusJob,
      handle: (job) => signing.refreshEnvelope(job.envelopeId),
      resend: () => signing.openAtProviders(),
    }),
    defineWorker<SigningReconcileJob>({
      job: signingReconcileJob,
      handle: async () => {
        await signing.service.reconcile();
      },
      // Each start runs one (a crash's leftovers are repaired before the dealer comes back); then one per interval.
      resend: async () => [{ reason: `start-${randomUUID()}` }],
      every: {
        ms: config.esign.reconcileMs,
        payload: () => ({ reason: `every-${Math.floor(clock().getTime() / config.esign.reconcileMs)}` }),
      },
    }),
    defineWorker<DecisionJob>({
      job: decisionJob,
      handle: (job) => decisions.decide(job),
      resend: async () =>
        (await decisions.undecided()).flatMap(({ applicationId, submissionId }) =>
          submissionId ? [{ applicationId, submissionId }] : [],
        ),
    }),
  ];

  return { ...services, workers };
}
export type Services = ReturnType<typeof createServices>;

/** Starts this process's workers on the queue, after sending again what a crash may have lost. */
export async function startWorkers(queue: Queue, workers: readonly Worker<object>[]) {
  for (const worker of workers) {
    await queue.work(worker.job, (payload) => worker.handle(payload));
    for (const payload of (await worker.resend?.()) ?? []) await queue.send(worker.job, payload);
    if (worker.every) queue.every(worker.job, worker.every.ms, worker.every.payload);
  }
}
