// GET /applications/search: one page of a list (status group, search words, sort), paged on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListRow, ApplicationSearchAnswer, ApplicationSearchQuery } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';

function isRow(value: unknown): value is ApplicationListRow {
  if (!value || typeof value !== 'object') return false;
  const { id, status, actions } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof status === 'string' && Array.isArray(actions);
}

export async function searchApplications(
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
  const answer = await api.get<Partial<ApplicationSearchAnswer> | undefined>(
    `/applications/search?${search.toString()}`,
    { signal },
  );
  const results = answer?.results;
  if (!Array.isArray(results) || !results.every(isRow) || typeof answer?.total !== 'number') {
    throw invalidResponseError();
  }
  return {
    results,
    total: answer.total,
    page: answer.page ?? query.page,
    pageSize: answer.pageSize ?? query.pageSize,
  };
}

/** Every list page; an event or a sync that changes a status drops them all. */
export const applicationListsQueryKey = ['applications', 'list'] as const;

export function applicationListQueryOptions(query: ApplicationSearchQuery) {
  return queryOptions({
    queryKey: [...applicationListsQueryKey, query] as const,
    queryFn: ({ signal }) => searchApplications(query, signal),
    // The page on screen stays while the next one loads: no flash of a spinner between pages or sorts.
    placeholderData: keepPreviousData,
  });
}

export function useApplicationList(query: ApplicationSearchQuery) {
  return useQuery(applicationListQueryOptions(query));
}
