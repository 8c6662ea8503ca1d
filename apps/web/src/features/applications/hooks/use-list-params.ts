// The list's whole state lives in its URL (ARCHITECTURE §9, STYLE): the group in the path; search, sort,
// page, page size and view in the query. A value that does not parse falls back to its default.
import { useMediaQuery } from '@mantine/hooks';
import { type ApplicationSearchQuery, applicationSearchQuery } from '@vp/domain';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';

export type ListView = 'list' | 'grid';
export const LIST_VIEWS: readonly ListView[] = ['list', 'grid'];
/** A phone (Mantine's `sm` breakpoint) opens the list as cards unless the URL says otherwise. */
export const PHONE_QUERY = '(max-width: 48em)';

type QueryKey = keyof ApplicationSearchQuery;
const KEYS: readonly Exclude<QueryKey, 'status'>[] = ['q', 'sort', 'dir', 'page', 'pageSize'];
const shape = applicationSearchQuery.shape;

function parseField<K extends QueryKey>(key: K, raw: string | undefined): ApplicationSearchQuery[K] {
  const schema = shape[key] as unknown as {
    safeParse: (v: unknown) => { success: boolean; data?: unknown };
    parse: (v: unknown) => unknown;
  };
  const parsed = schema.safeParse(raw);
  return (parsed.success ? parsed.data : schema.parse(undefined)) as ApplicationSearchQuery[K];
}

export function parseListQuery(status: string | undefined, search: URLSearchParams): ApplicationSearchQuery {
  const query = { status: parseField('status', status) } as ApplicationSearchQuery;
  for (const key of KEYS) {
    (query as Record<QueryKey, unknown>)[key] = parseField(key, search.get(key) ?? undefined);
  }
  return query;
}

/** The defaults are left out of the URL, so that the plain list has a plain address. */
const DEFAULTS = parseListQuery('all', new URLSearchParams());

export type ListPatch = Partial<Omit<ApplicationSearchQuery, 'status'>> & { view?: ListView };

/** The query string after a change; a new search or page size starts again at page 1. */
export function nextSearch(current: URLSearchParams, patch: ListPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  const resets = patch.q !== undefined || patch.pageSize !== undefined || patch.sort !== undefined;
  const merged: ListPatch = resets && patch.page === undefined ? { ...patch, page: 1 } : patch;
  for (const [key, value] of Object.entries(merged)) {
    const isDefault = key !== 'view' && DEFAULTS[key as QueryKey] === value;
    if (value === undefined || value === '' || isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export function useListParams() {
  const { status } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read at the first render, so a phone never flashes the table before the cards.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const query = parseListQuery(status, searchParams);
  const chosenView = searchParams.get('view');
  const view: ListView = LIST_VIEWS.includes(chosenView as ListView)
    ? (chosenView as ListView)
    : phone
      ? 'grid'
      : 'list';

  /** Typing replaces the history entry; a click (sort, page size, view) adds one, so Back undoes it. */
  const update = useCallback(
    (patch: ListPatch, { replace = false } = {}) =>
      setSearchParams((current) => nextSearch(current, patch), { replace }),
    [setSearchParams],
  );
  const searchFor = (patch: ListPatch) => {
    const text = nextSearch(searchParams, patch).toString();
    return text ? `?${text}` : '';
  };

  return { query, validStatus: status === query.status, view, update, searchFor, searchParams };
}
