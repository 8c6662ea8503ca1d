// GET /applications/search: one page of a list (status group, search words, sort), paged on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ApplicationSearchAnswer,
  type ApplicationSearchQuery,
  applicationSearchAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function searchApplications(
  query: ApplicationSearchQuery,
  signal?: AbortSignal,
): Promise<ApplicationSearchAnswer> {
  const search = new URLSearchParams({
    status: query.status,
    q: query.q,
    sort: query.sort,
    dir: query.dir,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return api.get(`/applications/search?${search.toString()}`, { signal, schema: applicationSearchAnswer });
}

export function applicationListQueryOptions(query: ApplicationSearchQuery) {
  return queryOptions({
    queryKey: queryKeys.applications.list(query),
    queryFn: ({ signal }) => searchApplications(query, signal),
    // The page on screen stays while the next one loads: no flash of a spinner between pages or sorts.
    placeholderData: keepPreviousData,
  });
}

export function useApplicationList(query: ApplicationSearchQuery) {
  return useQuery(applicationListQueryOptions(query));
}
