// GET /applications/summary: a count per status group for the dashboard's widgets.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Summary } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';

interface SummaryResponse {
  results?: unknown;
}

export async function getSummary(signal?: AbortSignal): Promise<Summary> {
  const answer = await api.get<SummaryResponse | undefined>('/applications/summary', { signal });
  const results = answer?.results;
  if (!results || typeof results !== 'object' || Array.isArray(results)) {
    throw invalidResponseError();
  }
  return results as Summary;
}

export const summaryQueryKey = ['applications', 'summary'] as const;

export function summaryQueryOptions() {
  return queryOptions({ queryKey: summaryQueryKey, queryFn: ({ signal }) => getSummary(signal) });
}

export function useSummary() {
  return useQuery(summaryQueryOptions());
}
