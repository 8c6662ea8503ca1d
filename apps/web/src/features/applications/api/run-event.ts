// GET /application/event/{id}?eventId=…: runs a row action that changes the status; answers the new status
// and the list it now belongs to (spec §4, event redirect).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';
import { applicationListsQueryKey } from './search-applications.ts';

export interface EventAnswer {
  status: string;
  /** A list slug ('all', 'incomplete', ...). */
  redirect: string;
}

export async function runEvent(id: string, eventId: string): Promise<EventAnswer> {
  const answer = await api.get<Partial<EventAnswer> | undefined>(
    `/application/event/${encodeURIComponent(id)}?${new URLSearchParams({ eventId }).toString()}`,
  );
  if (typeof answer?.status !== 'string') throw invalidResponseError();
  return { status: answer.status, redirect: typeof answer.redirect === 'string' ? answer.redirect : 'all' };
}

export function useRunEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, eventId }: { id: string; eventId: string }) => runEvent(id, eventId),
    // Refused or done, the lists, the counts and this application's actions may have changed. The lists are
    // dropped rather than marked stale: the next list must not show the deleted row while it reloads.
    onSettled: () => {
      queryClient.removeQueries({ queryKey: applicationListsQueryKey });
      return queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
