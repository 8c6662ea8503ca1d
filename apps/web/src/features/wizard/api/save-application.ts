// POST /applications/save and /applications/save-co-applicant: one wizard step, in full (Next) or as a
// draft (Back). The answer becomes the current application in the cache, with its new version.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationStep,
  applicationAnswer,
  type CoApplicantStep,
  type SaveMode,
  savedCoApplicantAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { storeApplication } from '../../../lib/application/get-application.ts';

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

export function saveApplication({ id, step, mode, version, values }: SaveApplicationInput) {
  return api.post(
    '/applications/save',
    { ...values, id, step, mode, version },
    { schema: applicationAnswer },
  );
}

export async function saveCoApplicant({ id, step, mode, version, values }: SaveCoApplicantInput) {
  const { coApplicant, ...application } = await api.post(
    '/applications/save-co-applicant',
    { ...values, id, step, mode, version },
    { schema: savedCoApplicantAnswer },
  );
  return { application, coApplicant };
}

export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApplication,
    onSuccess: (application) => storeApplication(queryClient, application),
  });
}

export function useSaveCoApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoApplicant,
    onSuccess: ({ application, coApplicant }) => storeApplication(queryClient, application, coApplicant),
  });
}
