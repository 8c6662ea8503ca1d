// Submitting an application for a credit decision (spec §4 After submit): the whole application and co-applicant
// re-validated from their stored values, then SubmittedToCredit through the status writer, then the decision job queued.

import { randomUUID } from 'node:crypto';
import { validateStoredApplication } from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import { formContext, vendorOf, vendorPerformer } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import { applicationStored, coApplicantStored, toApplicationAnswer } from './application.mapper.ts';
import { loadApplication } from './application-load.ts';
import type { ApplicationStatus } from './application-status.service.ts';
import type { ApplicationsRepository } from './applications.repository.ts';

/** A submission to decide: the decisions module's job carries it (decision.job.ts). */
export interface DecisionRequest {
  applicationId: string;
  submissionId: string;
}

interface Deps {
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  clock: () => Date;
  /** Decrypts the dates of birth, which the full check validates (age) and the answer carries. */
  cipher: SinCipher;
  /** Queues the credit decision of a submission; absent when the queue is off (the application then waits). */
  enqueueDecision?: ((job: DecisionRequest) => Promise<void>) | undefined;
}

function awaitedConsent(errors: Record<string, string>, owner: { consentBy: string | null }) {
  if (errors.creditReleaseObtained && owner.consentBy === 'customer')
    errors.creditReleaseObtained = 'validation:consentAwaited';
}

export function createApplicationSubmitService({
  applications,
  status,
  clock,
  cipher,
  enqueueDecision,
}: Deps) {
  return {
    /**
     * Re-validates the whole application and co-applicant, then moves it to SubmittedToCredit. Submitting again
     * (a double click, a second tab) answers the application as it is: one submission only.
     */
    async submit(principal: Principal, id: string, ip?: string) {
      const vendor = vendorOf(principal);
      const row = await loadApplication(applications, vendor.id, id);
      if (row.status !== 'Incomplete') return toApplicationAnswer(row, cipher);
      const co = row.hasCoApplicant === 'Yes' ? await applications.findCoApplicant(row.id) : undefined;
      const { application, coApplicant } = validateStoredApplication(
        applicationStored(row, cipher),
        co ? coApplicantStored(co, cipher) : null,
        formContext(vendor, clock()),
      );
      // A link is out and the customer has not answered: say so, rather than ask the dealer to tick a box they cannot.
      awaitedConsent(application, row);
      if (co) awaitedConsent(coApplicant, co);
      if (Object.keys(application).length + Object.keys(coApplicant).length > 0) {
        throw new AppError(
          'errors:fatalError.errorAppForm',
          400,
          {},
          {},
          { errorMessages: { application, coApplicant } },
        );
      }
      const submissionId = randomUUID();
      try {
        const submitted = await status.transition({
          applicationId: row.id,
          vendorId: vendor.id,
          event: 'submit',
          performer: vendorPerformer(vendor),
          values: { submissionId },
          audit: { type: 'application.submitted', userId: principal.userId, ip },
        });
        // Queued after the commit; a crash in between is caught by the start-up sweep of undecided submissions.
        await enqueueDecision?.({ applicationId: row.id, submissionId });
        return toApplicationAnswer(submitted, cipher);
      } catch (err) {
        // Another request submitted it first: answer the application as that submission left it.
        if (err instanceof AppError && err.statusCode === 409) {
          return toApplicationAnswer(await loadApplication(applications, vendor.id, id), cipher);
        }
        throw err;
      }
    },
  };
}
