// The jobs: every definition the modules declare (the queue creates each at start) and the handlers a worker runs,
// given the services of the composition root (services.ts). No job logic here: each handler calls its service.
import { randomUUID } from 'node:crypto';
import type { DecisionService, SecondLookService } from './modules/decisions/index.ts';
import {
  type DecisionJob,
  decisionJob,
  type SecondLookJob,
  type SecondLookSweepJob,
  secondLookJob,
  secondLookSweepJob,
} from './modules/decisions/index.ts';
import type { WebhooksService } from './modules/integrations/index.ts';
import { type WebhookJob, webhookJob } from './modules/integrations/index.ts';
import type { LiveService } from './modules/live/index.ts';
import type { MailService } from './modules/mail/index.ts';
import { type MailJob, mailJob } from './modules/mail/index.ts';
import {
  NOTICES_PRUNE_MS,
  type NoticesPruneJob,
  type NotificationsService,
  noticesPruneJob,
} from './modules/notifications/index.ts';
import type { SigningService } from './modules/signing/index.ts';
import {
  type SignatureStatusJob,
  type SigningReconcileJob,
  signatureStatusJob,
  signingReconcileJob,
} from './modules/signing/index.ts';
import type { AnyJobDefinition, JobDefinition, Queue } from './plugins/queue.ts';

/** Every job the modules declare: the queue creates each one at start, on web and worker nodes alike. */
export const JOBS: readonly AnyJobDefinition[] = [
  mailJob,
  signatureStatusJob,
  signingReconcileJob,
  decisionJob,
  secondLookJob,
  secondLookSweepJob,
  noticesPruneJob,
  webhookJob,
];

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

/** The jobs a worker process runs, each with its handler. */
export function createWorkers({
  mail,
  signing,
  decisions,
  secondLook,
  reconcileMs,
  prune,
  webhooks,
  clock,
}: {
  mail: Pick<MailService, 'deliver' | 'undelivered'>;
  signing: Pick<SigningService, 'refreshEnvelope' | 'openAtProviders' | 'reconcile'>;
  decisions: Pick<DecisionService, 'decide' | 'undecided'>;
  secondLook: {
    service: Pick<SecondLookService, 'run' | 'unanswered'>;
    /** Queues one second look (the sweep sends each again); absent without a queue. */
    enqueue?: ((job: SecondLookJob) => Promise<void>) | undefined;
    /** PARTNER_SWEEP_SECONDS, in milliseconds. */
    sweepMs: number;
  };
  /** SIGNING_RECONCILE_SECONDS, in milliseconds. */
  reconcileMs: number;
  /** The notices past 90 days and the live events past their time (decision 042). */
  prune: {
    live: Pick<LiveService, 'prune'>;
    notifications: Pick<NotificationsService, 'prune' | 'mailWaiting'>;
    /** The sign-in tickets and WebAuthn challenges past their time (decision 053). */
    signIn: (now: Date) => Promise<void>;
    /** The sign-in counts past their window and their lock (decision 052). */
    signInLock: { prune(): Promise<number> };
  };
  /** The dealerships' webhooks (decision 058): one delivery per job; the pending ones sent again. */
  webhooks: Pick<WebhooksService, 'deliver' | 'sendLost' | 'allPending'>;
  clock: () => Date;
}): Worker<object>[] {
  return [
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
        await signing.reconcile();
      },
      // Each start runs one (a crash's leftovers are repaired before the dealer comes back); then one per interval.
      resend: async () => [{ reason: `start-${randomUUID()}` }],
      every: {
        ms: reconcileMs,
        payload: () => ({ reason: `every-${Math.floor(clock().getTime() / reconcileMs)}` }),
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
    defineWorker<SecondLookJob>({
      job: secondLookJob,
      handle: (job) => secondLook.service.run(job),
      resend: async () => sendAgain(`start-${randomUUID()}`),
    }),
    defineWorker<SecondLookSweepJob>({
      job: secondLookSweepJob,
      // Each interval, whichever node sends it: the second looks still unanswered (a job lost, or failed through a
      // long partner outage) are sent again under the interval's reason.
      handle: async ({ reason }) => {
        for (const job of await sendAgain(reason)) await secondLook.enqueue?.(job);
      },
      every: {
        ms: secondLook.sweepMs,
        payload: () => ({ reason: `sweep-${Math.floor(clock().getTime() / secondLook.sweepMs)}` }),
      },
    }),
    defineWorker<NoticesPruneJob>({
      job: noticesPruneJob,
      // Whichever node sends it, once per interval: old notices, live events and sign-in counts go; a crash's
      // unwritten e-mails go out.
      handle: async () => {
        await prune.notifications.prune();
        await prune.live.prune();
        await prune.signIn(clock());
        await prune.signInLock.prune();
        await prune.notifications.mailWaiting();
        // Deliveries whose job was lost (a crash between commit and send on a node that never came back).
        await webhooks.sendLost();
      },
      resend: async () => [{ reason: `start-${randomUUID()}` }],
      every: {
        ms: NOTICES_PRUNE_MS,
        payload: () => ({ reason: `every-${Math.floor(clock().getTime() / NOTICES_PRUNE_MS)}` }),
      },
    }),
    defineWorker<WebhookJob>({
      job: webhookJob,
      handle: (job) => webhooks.deliver(job),
      resend: () => webhooks.allPending(),
    }),
  ];

  /** The second looks still unanswered, as jobs sent for this reason. */
  async function sendAgain(reason: string): Promise<SecondLookJob[]> {
    return (await secondLook.service.unanswered()).flatMap(({ applicationId, submissionId }) =>
      submissionId ? [{ applicationId, submissionId, reason }] : [],
    );
  }
}

/** Starts this process's workers on the queue, after sending again what a crash may have lost. */
export async function startWorkers(queue: Queue, workers: readonly Worker<object>[]) {
  for (const worker of workers) {
    await queue.work(worker.job, (payload) => worker.handle(payload));
    for (const payload of (await worker.resend?.()) ?? []) await queue.send(worker.job, payload);
    if (worker.every) queue.every(worker.job, worker.every.ms, worker.every.payload);
  }
}
