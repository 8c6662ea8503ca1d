// POST /applications/save and /applications/save-co-applicant: one wizard step, in full (Next) or as a
// draft (Back). The answer replaces the application in the cache, with its new version.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStep, CoApplicantStep, SaveMode } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';
import { setCurrentApplicationId } from '../current-application.ts';
import {
  type Application,
  type ApplicationRecord,
  applicationQueryKey,
  applicationsQueryKey,
  type CoApplicant,
  isApplication,
} from './get-application.ts';

/** A step's form values, as typed. */
export type StepValues = Record<string, string>;

interface SaveInput<S> {
  /** The application's id, or 'new' on step 1 of a fresh application. */
  id: string;
  step: S;
  mode: SaveMode;
  /** The version last read; the server refuses the save (409) when the application moved on since. */
  version: number | undefined;
  values: StepValues;
}

export type SaveApplicationInput = SaveInput<ApplicationStep>;
export type SaveCoApplicantInput = SaveInput<CoApplicantStep>;

export async function saveApplication({ id, step, mode, version, values }: SaveApplicationInput) {
  const answer = await api.post<unknown>('/applications/save', { ...values, id, step, mode, version });
  if (!isApplication(answer)) throw invalidResponseError();
  return answer;
}

export async function saveCoApplicant({ id, step, mode, version, values }: SaveCoApplicantInput) {
  const answer = await api.post<unknown>('/applications/save-co-applicant', {
    ...values,
    id,
    step,
    mode,
    version,
  });
  if (!isApplication(answer)) throw invalidResponseError();
  const { coApplicant, ...application } = answer as Application & { coApplicant?: CoApplicant };
  return { application: application as Application, coApplicant: coApplicant ?? null };
}

/** Keeps the saved application (and its version) as the one the wizard works on. */
export function storeSavedApplication(
  queryClient: QueryClient,
  application: Application,
  coApplicant?: CoApplicant | null,
): void {
  // The dashboard counts and lists are now out of date; the detail is set just below.
  void queryClient.invalidateQueries({ queryKey: applicationsQueryKey, refetchType: 'none' });
  queryClient.setQueryData<ApplicationRecord>(applicationQueryKey(application.id), (old) => ({
    application,
    coApplicant: coApplicant === undefined ? (old?.coApplicant ?? null) : coApplicant,
    status: application.status,
    permissions: old?.permissions ?? {},
  }));
  setCurrentApplicationId(application.id);
}

export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApplication,
    onSuccess: (application) => storeSavedApplication(queryClient, application),
  });
}

export function useSaveCoApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoApplicant,
    onSuccess: ({ application, coApplicant }) => storeSavedApplication(queryClient, application, coApplicant),
  });
}
