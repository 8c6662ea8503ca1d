// GET /applications/get/{id}: the application, its co-applicant, its status and the actions allowed on it; and
// how a saved or submitted application becomes the current one in the cache. Shared by the wizard, the result
// screens and any later screen about one application.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Application,
  type ApplicationRecord,
  applicationRecordAnswer,
  type CoApplicant,
  NO_CLOSING,
  NO_CONSENT_RECORD,
  NO_SECOND_LOOK,
} from '@vp/domain';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { setCurrentApplicationId } from './current-application.ts';

export function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationRecord> {
  return api.get(`/applications/get/${encodeURIComponent(id)}`, { signal, schema: applicationRecordAnswer });
}

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.applications.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

/** The application of the URL; nothing to load for a new one. */
export function useApplication(id: string, enabled: boolean) {
  return useQuery({ ...applicationQueryOptions(id), enabled });
}

/** Keeps a saved or submitted application (and its version) as the one this tab works on. */
export function storeApplication(
  queryClient: QueryClient,
  application: Application,
  coApplicant?: CoApplicant | null,
): void {
  // The dashboard counts and lists are now out of date; the detail is set just below.
  void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all, refetchType: 'none' });
  queryClient.setQueryData<ApplicationRecord>(queryKeys.applications.detail(application.id), (old) => ({
    application,
    coApplicant: coApplicant === undefined ? (old?.coApplicant ?? null) : coApplicant,
    status: application.status,
    permissions: old?.permissions ?? {},
    closing: old?.closing ?? NO_CLOSING,
    secondLook: old?.secondLook ?? NO_SECOND_LOOK,
    consent: old?.consent ?? NO_CONSENT_RECORD,
    coApplicantConsent: old?.coApplicantConsent ?? null,
  }));
  setCurrentApplicationId(application.id);
}
