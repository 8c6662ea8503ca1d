// GET /application/status/{id}: the status alone, polled by WaitingSubmission until a decision arrives.
import { queryOptions } from '@tanstack/react-query';
import { applicationStatusAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getApplicationStatus(id: string, signal?: AbortSignal): Promise<string> {
  const answer = await api.get(`/application/status/${encodeURIComponent(id)}`, {
    signal,
    schema: applicationStatusAnswer,
  });
  return answer.status;
}

export function applicationStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.applications.status(id),
    queryFn: ({ signal }) => getApplicationStatus(id, signal),
    // Each poll is the retry of the last one; an old answer must never route the user.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
