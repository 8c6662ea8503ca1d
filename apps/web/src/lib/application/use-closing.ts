// The closing facts of an application as the server answers them now (GET /applications/get/{id}): read again each
// time a closing screen opens, so that its progress and guards never judge from a copy cached on another screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { getApplication } from './get-application.ts';

export function closingQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.applications.closing(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    staleTime: 0,
    select: (record) => record.closing,
  });
}

/** `fresh`: answered since this screen opened (a cached answer may predate the step the user just finished). */
export function useClosing(id: string) {
  const query = useQuery({ ...closingQueryOptions(id), refetchOnMount: 'always' });
  return { ...query, fresh: query.isFetchedAfterMount && query.data !== undefined };
}
