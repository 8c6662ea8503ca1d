// GET /applications/submit/{id}: the server re-checks the whole application and co-applicant and moves it
// to SubmittedToCredit; a second call answers the same (one submission).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';
import { isApplication } from './get-application.ts';
import { storeSavedApplication } from './save-application.ts';

export async function submitApplication(id: string) {
  const answer = await api.get<unknown>(`/applications/submit/${encodeURIComponent(id)}`);
  if (!isApplication(answer)) throw invalidResponseError();
  return answer;
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => storeSavedApplication(queryClient, application),
  });
}
