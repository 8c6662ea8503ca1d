// What the dealer's signing calls look up alike: the people who sign an application, and one of its envelopes.
import type { SignerRole } from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import type { SigningRepository } from './signing.repository.ts';

export const envelopeNotFound = () => new AppError('errors:api.notFound', 404);

/** The people who sign: the customer, and the co-customer when the application has a co-applicant. */
export async function partiesOf(
  applications: Pick<ApplicationsRepository, 'findCoApplicant'>,
  application: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    hasCoApplicant: string;
  },
) {
  const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
  const parties: Array<{ roleName: SignerRole; name: string; email: string | null }> = [
    {
      roleName: 'customer',
      name: name(application.firstName, application.lastName),
      email: application.email,
    },
  ];
  if (application.hasCoApplicant === 'Yes') {
    const co = await applications.findCoApplicant(application.id);
    if (co) parties.push({ roleName: 'coCustomer', name: name(co.firstName, co.lastName), email: co.email });
  }
  return parties;
}

/** One of the application's envelopes; another application's, or none, is not found. */
export async function envelopeOf(
  repository: Pick<SigningRepository, 'findEnvelope'>,
  applicationId: string,
  envelopeId: string,
) {
  const envelope = await repository.findEnvelope(envelopeId).catch(() => undefined);
  if (!envelope || envelope.applicationId !== applicationId) throw envelopeNotFound();
  return envelope;
}
