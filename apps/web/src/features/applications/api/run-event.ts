// The list's row actions that change the status (spec §4): the event runs through the shared fetcher, then the
// lists, the counts and this application's actions are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runApplicationEvent } from '../../../lib/application/run-event.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useRunEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, eventId }: { id: string; eventId: string }) => runApplicationEvent(id, eventId),
    // Refused or done, the lists, the counts and this application's actions may have changed. The lists are
    // dropped rather than marked stale: the next list must not show the deleted row while it reloads.
    onSettled: () => {
      queryClient.removeQueries({ queryKey: queryKeys.applications.lists() });
      return queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    },
  });
}
