// The re-submit events of the result screens, which return a decided application to Incomplete with the same id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runApplicationEvent } from '../../../lib/application/run-event.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ResubmitEvent = 'resubmit' | 'resubmitWithCoApplicant';

/**
 * The key of a result screen's own event while it runs, and until `after` (the move to the next screen) is done: the
 * result screen does not route itself by a status this event made (the live stream tells it at once).
 */
export const APPLICATION_EVENT_KEY = ['applicationEvent'] as const;

export function useApplicationEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: APPLICATION_EVENT_KEY,
    mutationFn: async ({
      id,
      eventId,
      after,
    }: {
      id: string;
      eventId: ResubmitEvent;
      after?: () => Promise<void> | void;
    }) => {
      const { status } = await runApplicationEvent(id, eventId);
      await after?.();
      return status;
    },
    // The wizard, the dashboard and the lists read the new status when they next show. Nothing refetches now:
    // the result screen on show would otherwise route itself by the new status before the user is sent on.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.applications.all, refetchType: 'none' }),
  });
}
