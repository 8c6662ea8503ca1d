// GET /doc-api/applications/sync: queues again this vendor's submissions still waiting for a decision, after
// which the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyncAnswer, syncAnswer } from '@vp/domain';
import { api, DOC_API_BASE } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function syncApplications(): Promise<SyncAnswer> {
  const answer = await api.get('/applications/sync', { base: DOC_API_BASE, schema: syncAnswer });
  return answer.data;
}

export function useSyncApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncApplications,
    // Resolves once the list on screen (and the counts) are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }),
  });
}
