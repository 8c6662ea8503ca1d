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
import { type MailJob, mailJob } from './modules/mail/mail.job.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createProgramsService } from './modules/programs/programs.service.ts';
import { createContractDocuments } from './modules/signing/contract-documents.ts';
import { createSigningModule } from './modules/signing/index.ts';
import {
  type SignatureStatusJob,
  type SigningReconcileJob,
  signatureStatusJob,
  signingReconcileJob,
} from './modules/signing/signing.job.ts';
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
  const status = createApplicationStatus({ repository: createApplicationStatusRepository(db), audit });
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
    repository: createCertificatesRepository(db),
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
