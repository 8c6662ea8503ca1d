// GET /underwriter/applications/{id}: one application of any vendor with its latest decision record.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QueueItem, underwriterItemAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getUnderwriterApplication(id: string, signal?: AbortSignal): Promise<QueueItem> {
  const answer = await api.get(`/underwriter/applications/${encodeURIComponent(id)}`, {
    signal,
    schema: underwriterItemAnswer,
  });
  return answer.Item;
}

export function underwriterApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.underwriter.application(id),
    queryFn: ({ signal }) => getUnderwriterApplication(id, signal),
    staleTime: 0,
  });
}

export function useUnderwriterApplication(id: string) {
  return useQuery(underwriterApplicationQueryOptions(id));
}
