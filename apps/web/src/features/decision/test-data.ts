// Answers of GET /applications/get/{id} for the decision screens' tests.
import { type Application, type CoApplicant, NO_CLOSING } from '@vp/domain';
import { applicationFixture, coApplicantFixture } from '../../testing/application-answer.ts';
import type { FakeAnswer } from '../../testing/render.tsx';

export function applicationAnswer(
  fields: Partial<Application> = {},
  coApplicant: Partial<CoApplicant> | null = null,
): FakeAnswer {
  const application = applicationFixture({
    id: 'A1',
    version: 3,
    status: 'Approved',
    applicationType: 'Finance',
    amount: 10000,
    amountApproved: 10000,
    rentalAmount: null,
    edgeId: 'C1000042',
    hasCoApplicant: coApplicant ? 'Yes' : 'No',
    firstName: 'Kim',
    lastName: 'Brown',
    ...fields,
  });
  return {
    body: {
      application,
      coApplicant: coApplicant && coApplicantFixture(coApplicant),
      status: application.status,
      permissions: {},
      closing: NO_CLOSING,
    },
  };
}
