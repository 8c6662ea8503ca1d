// The program catalogue's calls (spec §7), shared by the program screen and the payment calculator: the programs
// (an application's, with its asset count, or every one) and a program's options for an amount.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { programOptionsAnswer, programsAnswer, rateSheetAnswer } from '@vp/domain';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** A query string from defined values, in a stable order. */
export function searchOf(values: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** An application's programs, with its asset count (GET /programs takes the application's id). */
export function programsQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.financing.programs(applicationId),
    queryFn: ({ signal }) =>
      api.get(`/programs?${searchOf({ id: applicationId })}`, { signal, schema: programsAnswer }),
  });
}

export const usePrograms = (applicationId: string, enabled = true) =>
  useQuery({ ...programsQueryOptions(applicationId), enabled });

/** The calculator's programs without an application: the lender's the dealership offers, in effect today. */
export const useOfferedPrograms = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.financing.programs(null),
    queryFn: ({ signal }) => api.get('/programs', { signal, schema: programsAnswer }),
    enabled,
  });

/**
 * The calculator's rate sheet (GET /programs/sheet): asked when the calculator opens and at a vendor's sign-in, so that
 * the service worker keeps the last one for pricing offline (issue 39).
 */
export const rateSheetQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.financing.rateSheet(),
    queryFn: ({ signal }) => api.get('/programs/sheet', { signal, schema: rateSheetAnswer }),
  });

export const useRateSheet = (enabled = true) => useQuery({ ...rateSheetQueryOptions(), enabled });

/**
 * The program's options for an amount in dollars (the calculator's; with `id`, the calculator opened for that
 * application, whose creditor's programs it prices), or for an application's assets with taxes (the program
 * screen's: `{ id }`).
 */
export function useProgramOptions(
  programId: number | null,
  on: { amount: string; id?: string | undefined } | { id: string },
) {
  const target = 'amount' in on ? `${on.amount}${on.id ? `@${on.id}` : ''}` : `application:${on.id}`;
  return useQuery({
    queryKey: queryKeys.financing.options(programId ?? 0, target),
    queryFn: ({ signal }) =>
      api.get(`/program/options?${searchOf({ programId: programId ?? undefined, ...on })}`, {
        signal,
        schema: programOptionsAnswer,
      }),
    enabled: programId !== null,
  });
}
