// GET /underwriter/queue: the Pending applications of every vendor, oldest first, with their decision record.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';
import { isQueueItem, type QueueItem } from './types.ts';

export async function getQueue(signal?: AbortSignal): Promise<QueueItem[]> {
  const answer = await api.get<{ results?: unknown } | undefined>('/underwriter/queue', { signal });
  const results = answer?.results;
  if (!Array.isArray(results) || !results.every(isQueueItem)) throw invalidResponseError();
  return results;
}

export const underwriterQueryKey = ['underwriter'] as const;
export const queueQueryKey = ['underwriter', 'queue'] as const;

export function queueQueryOptions() {
  return queryOptions({ queryKey: queueQueryKey, queryFn: ({ signal }) => getQueue(signal), staleTime: 0 });
}

export function useQueue() {
  return useQuery(queueQueryOptions());
}
