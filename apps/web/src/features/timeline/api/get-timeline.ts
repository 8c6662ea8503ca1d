// GET /applications/timeline/{id} (issue 27): every event of one application in order, who did it and when.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TimelineAnswer, timelineAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getTimeline(id: string, signal?: AbortSignal): Promise<TimelineAnswer> {
  return api.get(`/applications/timeline/${encodeURIComponent(id)}`, { signal, schema: timelineAnswer });
}

export function timelineQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.applications.timeline(id),
    queryFn: ({ signal }) => getTimeline(id, signal),
    staleTime: 0,
  });
}

export const useTimeline = (id: string) => useQuery(timelineQueryOptions(id));
