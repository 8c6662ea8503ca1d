// The credit decision job: asks the bureau for each applicant's file, applies the policy, and in one transaction
// stores the decision record and moves the application. A retried job finds its decision and changes nothing.
import { isQuebecVendor, statusClass, type Vendor } from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BureauFile, CreditBureau } from '../../adapters/bureau/bureau.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import { type ApplicationStatus, type ApplicationsRepository, nextEdgeId } from '../applications/index.ts';
import type { DecisionJob } from './decision.job.ts';
import { decide, type PolicyThresholds } from './decision-policy.ts';
import type { DecisionsRepository } from './decisions.repository.ts';
import { inquiryOf } from './person-inquiry.ts';

interface Deps {
  decisions: DecisionsRepository;
  applications: ApplicationsRepository;
  /** The vendor of an application (the users module's): the policy reads whether it is in Quebec. */
  vendorById(vendorId: number): Promise<Vendor | undefined>;
  status: ApplicationStatus;
  bureau: CreditBureau;
  cipher: SinCipher;
  thresholds: PolicyThresholds;
  log: FastifyBaseLogger;
}

export function createDecisionService({
  decisions,
  applications,
  vendorById,
  status,
  bureau,
  cipher,
  thresholds,
  log,
}: Deps) {
  /** The bureau file as kept with the decision: no SIN, only what the underwriter needs to read. */
  const summaryOf = (file: BureauFile | undefined) => file && { ...file };

  return {
    async decide({ applicationId, submissionId }: DecisionJob): Promise<void> {
      const app = await applications.findForSystem(applicationId);
      const vendor = app && (await vendorById(app.vendorId));
      if (!app || !vendor) return;
      if (app.status !== 'SubmittedToCredit' || app.submissionId !== submissionId) return;
      if (await decisions.findBySubmission(submissionId)) return;

      const applicantFile = await bureau.pull(inquiryOf(app, cipher));
      const co = app.hasCoApplicant === 'Yes' ? await applications.findCoApplicant(app.id) : undefined;
      const coFile = co ? await bureau.pull(inquiryOf(co, cipher)) : undefined;
      const requestedCents = app.amountCents ?? 0;
      const result = decide(
        {
          requestedCents,
          applicant: applicantFile,
          coApplicant: coFile,
          quebec: isQuebecVendor(vendor)
            ? {
                // The form asks for monthly amounts ("Gross monthly income"), and so they are read.
                grossMonthlyIncomeCents: app.grossIncomeCents,
                housingMonthlyCents: app.totalHousingCostsCents,
                otherMonthlyCents: app.totalOtherMonthlyCostsCents,
              }
            : undefined,
        },
        thresholds,
      );
      const approved = statusClass(result.outcome).phase === 'approved';
      const rental = app.applicationType === 'Rental';

      const decided = await status
        .transaction(async (tx) => {
          const record = await decisions.insertOnce(
            {
              applicationId: app.id,
              submissionId,
              outcome: result.outcome,
              bureauResult: { applicant: summaryOf(applicantFile), coApplicant: summaryOf(coFile) ?? null },
              score: result.score,
              reasons: result.reasons,
              amountRequestedCents: requestedCents,
              amountApprovedCents: result.amountApprovedCents,
              debtRatio: result.debtRatio === null ? null : String(result.debtRatio),
            },
            tx,
          );
          if (!record) return false;
          await status.transition(
            {
              applicationId: app.id,
              vendorId: null,
              event: 'decide',
              to: result.outcome,
              performer: { actor: 'system', isExternalVendor: false },
              submissionId,
              values: {
                amountApprovedCents: rental ? null : result.amountApprovedCents,
                rentalAmountCents: rental ? result.amountApprovedCents : null,
                ...(approved ? { edgeId: nextEdgeId() } : {}),
              },
              audit: {
                type: 'decision.made',
                detail: { outcome: result.outcome, reasons: result.reasons, submissionId },
              },
            },
            tx,
          );
          return true;
        })
        .catch((err: unknown) => {
          // Moved on meanwhile (cancelled, re-submitted): the decision and its record are rolled back together.
          if (err instanceof AppError && err.statusCode === 409) return false;
          throw err;
        });
      if (!decided) return;
      log.info({ applicationId: app.id, outcome: result.outcome }, 'credit decision made');
    },

    /** Submissions whose job never made it to the queue (a crash between commit and send). */
    undecided: () => applications.findUndecided(),
  };
}
export type DecisionService = ReturnType<typeof createDecisionService>;
