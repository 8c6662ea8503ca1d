// The closing facts of an application as the server answers them now (GET /applications/get/{id}): read again each
// time a closing screen opens, so that its progress and guards never judge from a copy cached on another screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { answeredSince, useAnswersAskedAt } from '../route-answers.ts';
import { getApplication } from './get-application.ts';

export function closingQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.applications.closing(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    staleTime: 0,
    select: (record) => record.closing,
  });
}

/**
 * `fresh`: answered since this screen opened (a cached answer may predate the step the user just finished). An answer
 * the screen's route loader asked for (decision 038) is this visit's, and is not asked for again on mount.
 */
export function useClosing(id: string) {
  const askedAt = useAnswersAskedAt();
  const query = useQuery({
    ...closingQueryOptions(id),
    refetchOnMount: (q) => (answeredSince(askedAt, q) ? false : 'always'),
  });
  // Only what the screen reads is read here: the query re-renders the screen on those alone (not on each refetch's
  // fetching flag), since the whole screen is rendered under it.
  const { data, error, isError, isFetchedAfterMount, dataUpdatedAt } = query;
  return {
    data,
    error,
    isError,
    fresh: data !== undefined && (isFetchedAfterMount || (askedAt !== undefined && dataUpdatedAt >= askedAt)),
  };
}
