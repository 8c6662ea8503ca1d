// The credit decision job: asks the bureau for each applicant's file, applies the policy, and in one transaction
// stores the decision record and moves the application. A retried job finds its decision and changes nothing.
import { isQuebecVendor } from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BureauFile, BureauInquiry, CreditBureau } from '../../adapters/bureau/bureau.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { DecisionJob } from '../../plugins/queue.ts';
import type { ApplicationsRepository } from '../applications/applications.repository.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { decide, type PolicyThresholds } from './decision-policy.ts';
import type { DecisionsRepository } from './decisions.repository.ts';

interface Deps {
  decisions: DecisionsRepository;
  applications: ApplicationsRepository;
  audit: AuditRepository;
  bureau: CreditBureau;
  cipher: SinCipher;
  thresholds: PolicyThresholds;
  log: FastifyBaseLogger;
}

interface Person {
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
  sinEncrypted: string | null;
  postal: string | null;
  province: string | null;
}

export function createDecisionService({
  decisions,
  applications,
  audit,
  bureau,
  cipher,
  thresholds,
  log,
}: Deps) {
  function inquiryOf(person: Person): BureauInquiry {
    return {
      firstName: person.firstName ?? '',
      lastName: person.lastName ?? '',
      dob: person.dob ?? '',
      sin: person.sinEncrypted ? cipher.decrypt(person.sinEncrypted) : undefined,
      postal: person.postal ?? undefined,
      province: person.province ?? undefined,
    };
  }

  /** The bureau file as kept with the decision: no SIN, only what the underwriter needs to read. */
  const summaryOf = (file: BureauFile | undefined) => file && { ...file };

  return {
    async decide({ applicationId, submissionId }: DecisionJob): Promise<void> {
      const found = await decisions.findForDecision(applicationId);
      if (!found) return;
      const { application: app, vendor } = found;
      if (app.status !== 'SubmittedToCredit' || app.submissionId !== submissionId) return;
      if (await decisions.findBySubmission(submissionId)) return;

      const applicantFile = await bureau.pull(inquiryOf(app));
      const co = app.hasCoApplicant === 'Yes' ? await applications.findCoApplicant(app.id) : undefined;
      const coFile = co ? await bureau.pull(inquiryOf(co)) : undefined;
      const requestedCents = app.amount ?? 0;
      const result = decide(
        {
          requestedCents,
          applicant: applicantFile,
          coApplicant: coFile,
          quebec: isQuebecVendor(vendor)
            ? {
                // The form asks for monthly amounts ("Gross monthly income"), and so they are read.
                grossMonthlyIncomeCents: app.grossIncome,
                housingMonthlyCents: app.totalHousingCosts,
                otherMonthlyCents: app.totalOtherMonthlyCosts,
              }
            : undefined,
        },
        thresholds,
      );
      const approved = result.outcome === 'Approved' || result.outcome === 'Approved for Lesser Amount';
      const rental = app.applicationType === 'Rental';

      await decisions.transaction(async (tx) => {
        const record = await decisions.insertOnce(
          {
            applicationId: app.id,
            submissionId,
            outcome: result.outcome,
            bureauResult: { applicant: summaryOf(applicantFile), coApplicant: summaryOf(coFile) ?? null },
            score: result.score,
            reasons: result.reasons,
            amountRequested: requestedCents,
            amountApproved: result.amountApprovedCents,
            debtRatio: result.debtRatio === null ? null : String(result.debtRatio),
          },
          tx,
        );
        if (!record) return;
        await decisions.applyDecision(
          app.id,
          submissionId,
          {
            status: result.outcome,
            amountApproved: rental ? null : result.amountApprovedCents,
            rentalAmount: rental ? result.amountApprovedCents : null,
            assignEdgeId: approved,
          },
          tx,
        );
        await audit.record(
          {
            type: 'decision.made',
            applicationId: app.id,
            vendorId: app.vendorId,
            detail: { outcome: result.outcome, reasons: result.reasons, submissionId },
          },
          tx,
        );
      });
      log.info({ applicationId: app.id, outcome: result.outcome }, 'credit decision made');
    },

    /** Submissions whose job never made it to the queue (a crash between commit and send). */
    undecided: () => applications.findUndecided(),
  };
}
export type DecisionService = ReturnType<typeof createDecisionService>;
