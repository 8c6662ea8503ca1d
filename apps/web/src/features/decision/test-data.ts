// Answers of GET /applications/get/{id} for the decision screens' tests.
import {
  type Application,
  type CoApplicant,
  classOf,
  NO_CLOSING,
  NO_CONSENT_RECORD,
  type SecondLookAnswer,
} from '@vp/domain';
import { applicationFixture, coApplicantFixture } from '../../testing/application-answer.ts';
import type { FakeAnswer } from '../../testing/render.tsx';

/** What the server allows and knows of the second look, for the screens that read it. */
export interface RecordExtras {
  permissions?: Record<string, { en: string; fr: string }>;
  secondLook?: Partial<SecondLookAnswer>;
}

/** The server's grant of a second look, as GET /applications/get/{id} lists it. */
export const SECOND_LOOK_PERMISSION = {
  submitToKamsel: { en: 'Submit for a Second Look', fr: 'Soumettre pour un second regard' },
};

export function applicationAnswer(
  fields: Partial<Application> = {},
  coApplicant: Partial<CoApplicant> | null = null,
  extras: RecordExtras = {},
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
      permissions: extras.permissions ?? {},
      closing: NO_CLOSING,
      secondLook: {
        creditor: classOf(application.status)?.creditor ?? 'lender',
        consentCoversPartner: true,
        ...extras.secondLook,
      },
      consent: NO_CONSENT_RECORD,
    },
  };
}
