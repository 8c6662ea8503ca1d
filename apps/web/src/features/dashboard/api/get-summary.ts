// GET /applications/summary: a count per status group for the dashboard's widgets.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Summary } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { i18n } from '../../../lib/i18n.ts';

interface SummaryResponse {
  results?: unknown;
}

export async function getSummary(signal?: AbortSignal): Promise<Summary> {
  const answer = await api.get<SummaryResponse | undefined>('/applications/summary', { signal });
  const results = answer?.results;
  if (!results || typeof results !== 'object' || Array.isArray(results)) {
    throw new ApiError(i18n.t('errors:fatalError.internal'), { kind: 'http', status: 200 });
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
