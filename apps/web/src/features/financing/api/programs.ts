// The program screen's calls (spec §7): the monthly payment with its disclosure and saving the selection; the
// programs and their options are shared with the calculator (lib/financing).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { programPaymentAnswer, type SaveProgramQuery, saveProgramAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { searchOf } from '../../../lib/financing/programs.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export { searchOf, useProgramOptions, usePrograms } from '../../../lib/financing/programs.ts';

export interface PaymentRequest {
  programId: number;
  termId: number;
  leaseDate: string;
  installationDate?: string;
}

/** The monthly payment and its disclosure; a refusal (over the criminal rate) is the query's error. */
export function usePayment(applicationId: string, request: PaymentRequest | null) {
  const query = request ? searchOf({ ...request }) : '';
  return useQuery({
    queryKey: queryKeys.financing.payment(applicationId, Object.fromEntries(new URLSearchParams(query))),
    queryFn: ({ signal }) =>
      api.get(`/program/payment/${encodeURIComponent(applicationId)}?${query}`, {
        signal,
        schema: programPaymentAnswer,
      }),
    enabled: request !== null,
    retry: false,
  });
}

export function useSaveProgram(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: Omit<SaveProgramQuery, 'sendToEdge'>) =>
      api.get(
        `/application/save-program/${encodeURIComponent(applicationId)}?${searchOf({ ...selection, sendToEdge: true })}`,
        { schema: saveProgramAnswer },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.applications.detail(applicationId) }),
  });
}
