// GET /application/event/{id}?eventId=…: the re-submit events of the result screens, which return a decided
// application to Incomplete with the same id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';

export type ResubmitEvent = 'resubmit' | 'resubmitWithCoApplicant';

export async function runApplicationEvent(id: string, eventId: ResubmitEvent): Promise<string> {
  const answer = await api.get<{ status?: unknown } | undefined>(
    `/application/event/${encodeURIComponent(id)}?${new URLSearchParams({ eventId }).toString()}`,
  );
  if (typeof answer?.status !== 'string') throw invalidResponseError();
  return answer.status;
}

export function useApplicationEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, eventId }: { id: string; eventId: ResubmitEvent }) => runApplicationEvent(id, eventId),
    // The wizard, the dashboard and the lists read the new status when they next show. Nothing refetches now:
    // the result screen on show would otherwise route itself by the new status before the user is sent on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'], refetchType: 'none' }),
  });
}
