// GET /applications/summary: a count per status group for the dashboard's widgets.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Summary, summaryAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getSummary(signal?: AbortSignal): Promise<Summary> {
  const answer = await api.get('/applications/summary', { signal, schema: summaryAnswer });
  return answer.results;
}

export function summaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.applications.summary(),
    queryFn: ({ signal }) => getSummary(signal),
  });
}

export function useSummary() {
  return useQuery(summaryQueryOptions());
}
