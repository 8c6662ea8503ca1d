// The application as the result screens read it (GET /applications/get/{id} through the shared fetcher): the
// status that routes them and the amounts they show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application, ApplicationRecord } from '@vp/domain';
import { getApplication } from '../../../lib/application/get-application.ts';
import { invalidResponseError } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Shown =
  | 'id'
  | 'status'
  | 'applicationType'
  | 'amount'
  | 'amountApproved'
  | 'rentalAmount'
  | 'edgeId'
  | 'reference';

/** Money in dollars, as the API sends it; `edgeId` is the loan number, once approved; `reference` is read aloud before. */
export type ResultApplication = Pick<Application, Shown> & {
  hasCoApplicant: boolean;
  /** The dealer may send it for a second look now (the server's permissions name submitToKamsel). */
  secondLookOffered: boolean;
  /** The consents on file name the second-look partner: no consent step before sending it there. */
  consentCoversPartner: boolean;
};

/** A missing status is fatal (spec §4): no screen can be chosen without it. */
export function toResultApplication({
  application,
  coApplicant,
  status,
  permissions,
  secondLook,
}: ApplicationRecord): ResultApplication {
  const current = status || application.status;
  if (!current) throw invalidResponseError();
  return {
    id: application.id,
    status: current,
    applicationType: application.applicationType || null,
    amount: application.amount,
    amountApproved: application.amountApproved,
    rentalAmount: application.rentalAmount,
    edgeId: application.edgeId || null,
    reference: application.reference,
    hasCoApplicant: application.hasCoApplicant === 'Yes' || coApplicant !== null,
    secondLookOffered: Object.hasOwn(permissions, 'submitToKamsel'),
    consentCoversPartner: secondLook.consentCoversPartner,
  };
}

export function resultApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.applications.result(id),
    queryFn: async ({ signal }) => toResultApplication(await getApplication(id, signal)),
    // The screen is chosen by the status: always the server's current one, never a cached one.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResultApplication(id: string | null) {
  return useQuery({ ...resultApplicationQueryOptions(id ?? ''), enabled: id !== null });
}
