// The second look (the spec's Kamsel, decision 039): sends a declined application to the lender's second-look partner
// once the dealer submitted it there, moves it to KamselPending on the partner's acknowledgement, then stores the
// partner's answer beside the lender's decisions and moves the application to KamselApproved or KamselDeclined, the
// record and the move in one transaction. Every step checks where the application stands first: a job run twice (a
// retry, a sweep, a crash) sends the same submission (the partner's idempotency key) and decides once.
import { isQuebecVendor, type Status, type Vendor } from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PartnerSubmission, SecondLookPartner } from '../../adapters/partner/partner.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import {
  type ApplicationRow,
  type ApplicationStatus,
  type ApplicationsRepository,
  nextEdgeId,
} from '../applications/index.ts';
import type { DecisionsRepository } from './decisions.repository.ts';
import { inquiryOf } from './person-inquiry.ts';
import type { SecondLookJob } from './second-look.job.ts';

interface Deps {
  decisions: DecisionsRepository;
  applications: ApplicationsRepository;
  vendorById(vendorId: number): Promise<Vendor | undefined>;
  status: ApplicationStatus;
  partner: SecondLookPartner;
  cipher: SinCipher;
  /** How long to let the acknowledgement show before asking for the answer (PARTNER_ANSWER_WAIT_MS). */
  answerWaitMs: number;
  log: FastifyBaseLogger;
}

const SYSTEM = { actor: 'system', isExternalVendor: false } as const;

/** The partner has not answered yet: the job fails and is retried later (the queue's backoff). */
export class PartnerNotAnswered extends Error {}

/** The status writer's refusal: another run moved the application first. */
const movedMeanwhile = (err: unknown) => err instanceof AppError && err.statusCode === 409;

export function createSecondLookService({
  decisions,
  applications,
  vendorById,
  status,
  partner,
  cipher,
  answerWaitMs,
  log,
}: Deps) {
  async function submissionOf(app: ApplicationRow, vendor: Vendor): Promise<PartnerSubmission> {
    const co = app.hasCoApplicant === 'Yes' ? await applications.findCoApplicant(app.id) : undefined;
    return {
      submissionId: app.submissionId ?? '',
      applicationType: app.applicationType === 'Rental' ? 'Rental' : 'Finance',
      requestedCents: app.amountCents ?? 0,
      applicant: inquiryOf(app, cipher),
      coApplicant: co ? inquiryOf(co, cipher) : undefined,
      grossMonthlyIncomeCents: isQuebecVendor(vendor) ? app.grossIncomeCents : undefined,
      vendor: { name: vendor.name, province: vendor.province },
    };
  }

  /** The application while it still waits on this second look, else undefined (answered, re-submitted, gone). */
  async function waiting(job: Pick<SecondLookJob, 'applicationId' | 'submissionId'>) {
    const app = await applications.findForSystem(job.applicationId);
    if (!app || app.submissionId !== job.submissionId) return undefined;
    if (app.status !== 'SubmittedToKamsel' && app.status !== 'KamselPending') return undefined;
    return app;
  }

  /** Stores the partner's answer and moves the application, together; false when another run stored it first. */
  async function record(app: ApplicationRow, outcome: Status, answer: PartnerAnswerDecided) {
    const approved = answer.state === 'approved' ? answer.amountApprovedCents : null;
    const rental = app.applicationType === 'Rental';
    return status
      .transaction(async (tx) => {
        const stored = await decisions.insertOnce(
          {
            applicationId: app.id,
            submissionId: app.submissionId ?? '',
            decider: 'partner',
            outcome,
            reasons: answer.reasons,
            amountRequestedCents: app.amountCents,
            amountApprovedCents: approved,
            note: answer.reference,
          },
          tx,
        );
        if (!stored) return false;
        await status.transition(
          {
            applicationId: app.id,
            vendorId: null,
            event: 'partnerDecide',
            to: outcome,
            performer: SYSTEM,
            submissionId: app.submissionId ?? undefined,
            values: {
              amountApprovedCents: rental ? null : approved,
              rentalAmountCents: rental ? approved : null,
              ...(approved !== null && !app.edgeId ? { edgeId: nextEdgeId() } : {}),
            },
            audit: {
              type: 'secondLook.decided',
              detail: { outcome, reasons: answer.reasons, reference: answer.reference },
            },
          },
          tx,
        );
        return true;
      })
      .catch((err: unknown) => {
        if (movedMeanwhile(err)) return false;
        throw err;
      });
  }

  return {
    /** Runs one second look as far as it can go now: sent, acknowledged, answered. */
    async run(job: SecondLookJob): Promise<void> {
      let app = await waiting(job);
      const vendor = app && (await vendorById(app.vendorId));
      if (!app || !vendor) return;
      if (await decisions.findBySubmission(job.submissionId)) return;
      const submission = await submissionOf(app, vendor);

      if (app.status === 'SubmittedToKamsel') {
        // The customer's data leaves here, after the dealer's submit; a partner outage throws, and the job is retried.
        const { reference } = await partner.submit(submission);
        await status
          .transition({
            applicationId: app.id,
            vendorId: null,
            event: 'partnerAcknowledged',
            performer: SYSTEM,
            submissionId: job.submissionId,
            audit: { type: 'secondLook.acknowledged', detail: { reference } },
          })
          .catch((err: unknown) => {
            if (!movedMeanwhile(err)) throw err;
          });
        log.info({ applicationId: app.id, reference }, 'second look acknowledged by the partner');
        if (answerWaitMs > 0) await new Promise((resolve) => setTimeout(resolve, answerWaitMs));
        app = await waiting(job);
        if (!app) return;
      }

      const answer = await partner.answer(submission);
      if (answer.state === 'pending') throw new PartnerNotAnswered(`second look ${app.id} not answered yet`);
      const outcome: Status = answer.state === 'approved' ? 'KamselApproved' : 'KamselDeclined';
      if (await record(app, outcome, answer)) {
        log.info({ applicationId: app.id, outcome }, 'second look answered by the partner');
      }
    },

    /** Second looks the partner has not answered: sent again at start and by the periodic sweep. */
    unanswered: () => applications.findWithPartner(),
  };
}
export type SecondLookService = ReturnType<typeof createSecondLookService>;

type PartnerAnswerDecided = Exclude<Awaited<ReturnType<SecondLookPartner['answer']>>, { state: 'pending' }>;
