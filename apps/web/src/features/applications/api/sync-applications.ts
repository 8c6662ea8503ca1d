// GET /doc-api/applications/sync: queues again this vendor's submissions still waiting for a decision, after
// which the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, DOC_API_BASE } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';

export interface SyncAnswer {
  status: string;
  requeued: number;
}

export async function syncApplications(): Promise<SyncAnswer> {
  const answer = await api.get<{ data?: Partial<SyncAnswer> } | undefined>('/applications/sync', {
    base: DOC_API_BASE,
  });
  const data = answer?.data;
  if (typeof data?.status !== 'string') throw invalidResponseError();
  return { status: data.status, requeued: typeof data.requeued === 'number' ? data.requeued : 0 };
}

export function useSyncApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncApplications,
    // Resolves once the list on screen (and the counts) are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
