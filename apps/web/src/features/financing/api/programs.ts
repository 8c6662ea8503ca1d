// The program calls (spec §7): an application's programs and asset count, a program's options (financed amount,
// deferral, rate, terms), the monthly payment with its disclosure, and saving the selection.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  programOptionsAnswer,
  programPaymentAnswer,
  programsAnswer,
  type SaveProgramQuery,
  successAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A query string from defined values, in a stable order. */
export function searchOf(values: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** An application's programs (with its asset count), or every program when there is no application. */
export function programsQueryOptions(applicationId: string | null) {
  return queryOptions({
    queryKey: queryKeys.financing.programs(applicationId),
    queryFn: ({ signal }) =>
      api.get(`/programs${applicationId ? `?${searchOf({ id: applicationId })}` : ''}`, {
        signal,
        schema: programsAnswer,
      }),
  });
}

export const usePrograms = (applicationId: string | null) => useQuery(programsQueryOptions(applicationId));

/** The program's options for an amount in dollars; without one, the server prices the application's assets. */
export function useProgramOptions(programId: number | null, amount = '') {
  return useQuery({
    queryKey: queryKeys.financing.options(programId ?? 0, amount),
    queryFn: ({ signal }) =>
      api.get(`/program/options?${searchOf({ programId: programId ?? undefined, amount })}`, {
        signal,
        schema: programOptionsAnswer,
      }),
    enabled: programId !== null,
  });
}

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
        { schema: successAnswer },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.applications.detail(applicationId) }),
  });
}
