// GET /application/permissions/{id}: the row actions allowed on one application now, each labelled per locale.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ActionLabels, applicationPermissionsAnswer, type Locale, type Permissions } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Spec §9: a failed permissions call is tried again after 3 seconds. */
export const PERMISSIONS_RETRY_MS = 3_000;
const AUTOMATIC_RETRIES = 2;

export async function getPermissions(id: string, signal?: AbortSignal): Promise<Permissions> {
  const answer = await api.get(`/application/permissions/${encodeURIComponent(id)}`, {
    signal,
    schema: applicationPermissionsAnswer,
  });
  return answer.permissions;
}

/** The server's label in the user's language, else in the other one, else the action's name. */
export function actionLabel(labels: ActionLabels | undefined, event: string, locale: Locale): string {
  return labels?.[locale] || labels?.en || labels?.fr || event;
}

/** Worth another try: no answer or a server fault; an expired session or a refusal would only repeat. */
function retryPermissions(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.sessionExpired || (error.status >= 400 && error.status < 500))) {
    return false;
  }
  return failureCount < AUTOMATIC_RETRIES;
}

export function permissionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.applications.permissions(id),
    queryFn: ({ signal }) => getPermissions(id, signal),
    retry: retryPermissions,
    retryDelay: PERMISSIONS_RETRY_MS,
    staleTime: 0,
  });
}

/** Loaded on demand: when the row's actions open, or when the event screen must confirm. */
export function usePermissions(id: string, enabled = true) {
  return useQuery({ ...permissionsQueryOptions(id), enabled });
}
