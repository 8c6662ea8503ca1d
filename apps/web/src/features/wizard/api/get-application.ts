// GET /applications/get/{id}: the application, its co-applicant, its status and the actions allowed on it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPermissions, type Permissions } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';

/** A field as the API answers it: text, a number (money in dollars, years), a flag, or null when empty. */
export type FieldValue = string | number | boolean | null;

/** The application as the API answers it (spec §3): money in dollars, dob mm/dd/yyyy, the SIN masked. */
export interface Application {
  id: string;
  status: string;
  version: number;
  [field: string]: FieldValue;
}

export type CoApplicant = Record<string, FieldValue>;

export interface ApplicationRecord {
  application: Application;
  coApplicant: CoApplicant | null;
  status: string;
  permissions: Permissions;
}

export function isApplication(value: unknown): value is Application {
  if (!value || typeof value !== 'object') return false;
  const { id, version } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof version === 'number';
}

export async function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationRecord> {
  const answer = await api.get<Partial<ApplicationRecord> | undefined>(
    `/applications/get/${encodeURIComponent(id)}`,
    { signal },
  );
  if (!answer || !isApplication(answer.application)) throw invalidResponseError();
  return {
    application: answer.application,
    coApplicant: answer.coApplicant ?? null,
    status: answer.status ?? answer.application.status,
    permissions: isPermissions(answer.permissions) ? answer.permissions : {},
  };
}

export const applicationsQueryKey = ['applications'] as const;
export const applicationQueryKey = (id: string) => ['applications', 'detail', id] as const;

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationQueryKey(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

/** The application of the wizard's URL; nothing to load for a new one. */
export function useApplication(id: string, enabled: boolean) {
  return useQuery({ ...applicationQueryOptions(id), enabled });
}
