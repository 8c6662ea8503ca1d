// GET /applications/submit/{id}: the server re-checks the whole application and co-applicant and moves it
// to SubmittedToCredit; a second call answers the same (one submission).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { storeApplication } from '../../../lib/application/get-application.ts';

export function submitApplication(id: string) {
  return api.get(`/applications/submit/${encodeURIComponent(id)}`, { schema: applicationAnswer });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => storeApplication(queryClient, application),
  });
}
