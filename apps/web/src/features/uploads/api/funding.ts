// Combine and submit (spec §7 send-to-edge) and the checks listed before it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundingChecksAnswer } from '@vp/domain';
import { z } from 'zod';
import { api, DOC_API_BASE } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { answeredSince, useAnswersAskedAt } from '../../../lib/route-answers.ts';

export function fundingChecksQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.uploads.checks(id),
    queryFn: ({ signal }) =>
      api.get(`/applications/funding-checks/${encodeURIComponent(id)}`, {
        signal,
        base: DOC_API_BASE,
        schema: fundingChecksAnswer,
      }),
    staleTime: 0,
  });
}

/** Read on each visit; not again on mount when the route's loader asked during this one (decision 038). */
export function useFundingChecks(id: string) {
  const askedAt = useAnswersAskedAt();
  return useQuery({ ...fundingChecksQueryOptions(id), refetchOnMount: (q) => !answeredSince(askedAt, q) });
}

const sentAnswer = z.object({
  result: z.literal('Success'),
  pages: z.number(),
  earliestFundingDate: z.string(),
});

export function sendToEdge(id: string, billOfSaleAmount: string) {
  const query = new URLSearchParams({ billOfSaleAmount });
  return api.get(`/applications/send-to-edge/${encodeURIComponent(id)}?${query}`, {
    base: DOC_API_BASE,
    schema: sentAnswer,
  });
}
