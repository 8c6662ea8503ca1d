// The re-submit events of the result screens, which return a decided application to Incomplete with the same id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runApplicationEvent } from '../../../lib/application/run-event.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ResubmitEvent = 'resubmit' | 'resubmitWithCoApplicant';

export function useApplicationEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, eventId }: { id: string; eventId: ResubmitEvent }) =>
      (await runApplicationEvent(id, eventId)).status,
    // The wizard, the dashboard and the lists read the new status when they next show. Nothing refetches now:
    // the result screen on show would otherwise route itself by the new status before the user is sent on.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.applications.all, refetchType: 'none' }),
  });
}
