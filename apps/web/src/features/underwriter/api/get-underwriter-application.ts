// GET /underwriter/applications/{id}: one application of any vendor with its latest decision record.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';
import { isQueueItem, type QueueItem } from './types.ts';

export async function getUnderwriterApplication(id: string, signal?: AbortSignal): Promise<QueueItem> {
  const answer = await api.get<{ Item?: unknown } | undefined>(
    `/underwriter/applications/${encodeURIComponent(id)}`,
    { signal },
  );
  if (!isQueueItem(answer?.Item)) throw invalidResponseError();
  return answer.Item;
}

export const underwriterApplicationQueryKey = (id: string) => ['underwriter', 'application', id] as const;

export function underwriterApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: underwriterApplicationQueryKey(id),
    queryFn: ({ signal }) => getUnderwriterApplication(id, signal),
    staleTime: 0,
  });
}

export function useUnderwriterApplication(id: string) {
  return useQuery(underwriterApplicationQueryOptions(id));
}
