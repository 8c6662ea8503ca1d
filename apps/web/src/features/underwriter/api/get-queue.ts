// GET /underwriter/queue: the Pending applications of every vendor, oldest first, with their decision record.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QueueItem, underwriterQueueAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getQueue(signal?: AbortSignal): Promise<QueueItem[]> {
  const answer = await api.get('/underwriter/queue', { signal, schema: underwriterQueueAnswer });
  return answer.results;
}

export function queueQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.underwriter.queue(),
    queryFn: ({ signal }) => getQueue(signal),
    staleTime: 0,
  });
}

export function useQueue() {
  return useQuery(queueQueryOptions());
}
