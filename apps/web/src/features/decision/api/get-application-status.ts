// GET /application/status/{id}: the status alone, polled by WaitingSubmission until a decision arrives.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';

export async function getApplicationStatus(id: string, signal?: AbortSignal): Promise<string> {
  const answer = await api.get<{ status?: unknown } | undefined>(
    `/application/status/${encodeURIComponent(id)}`,
    { signal },
  );
  const status = answer?.status;
  if (typeof status !== 'string' || status === '') throw invalidResponseError();
  return status;
}

export const applicationStatusQueryKey = (id: string) => ['applications', 'status', id] as const;

export function applicationStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationStatusQueryKey(id),
    queryFn: ({ signal }) => getApplicationStatus(id, signal),
    // Each poll is the retry of the last one; an old answer must never route the user.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
