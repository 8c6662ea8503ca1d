// The application list's query (spec §2 ApplicationList, §9): which group, what to search, how to sort and page.
// The web keeps it in the URL and the API validates the same schema before searching.

import { z } from 'zod';
import { GROUPS, type Group, groupFromSlug, kebabCase } from './statuses.ts';

/** Spec §9 (ARCHITECTURE §9 settles the default at 16). */
export const PAGE_SIZES = [4, 8, 16, 32, 64, 128] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 16;

/** The list's sortable columns, in the spec's column order (id and actions do not sort). */
export const SORT_COLUMNS = [
  'created',
  'lastName',
  'firstName',
  'fullName',
  'status',
  'edgeId',
  'amount',
  'amountApproved',
  'rentalAmount',
  'primaryPhone',
  'address1',
  'city',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** Longest search text; longer input is a mistake (or an attack), not a name. */
export const MAX_QUERY_LENGTH = 100;
/** Page buttons shown at once (spec §9); first/last jumps reach the others. */
export const MAX_PAGE_BUTTONS = 12;

/** Every list's slug ('all', 'incomplete', 'not-approved', ...), in dashboard order. */
export const LIST_SLUGS = (Object.keys(GROUPS) as Group[])
  .sort((a, b) => GROUPS[a] - GROUPS[b])
  .map((group) => kebabCase(group));

const numberFrom = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z.number({ error: 'validation:invalidType' }).int({ error: 'validation:invalidType' }),
  );

/** The search's query string; absent values take the defaults of ARCHITECTURE §9. */
export const applicationSearchQuery = z.object({
  status: z
    .string()
    .default('all')
    .refine((slug) => groupFromSlug(slug) !== undefined, { error: 'validation:oneOf' }),
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, { error: 'validation:tooLong' })
    .default('')
    .transform((q) => q.trim()),
  sort: z.enum(SORT_COLUMNS, { error: 'validation:oneOf' }).default('created'),
  dir: z.enum(['asc', 'desc'], { error: 'validation:oneOf' }).default('desc'),
  page: numberFrom(1).pipe(z.number().min(1, { error: 'validation:invalidType' })),
  pageSize: numberFrom(DEFAULT_PAGE_SIZE).pipe(
    z
      .number()
      .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), { error: 'validation:oneOf' }),
  ),
});
export type ApplicationSearchQuery = z.infer<typeof applicationSearchQuery>;

/**
 * Accented letters and their plain forms, one for one: the database folds its search text with
 * `lower(translate(text, from, to))` and the browser's words are folded the same way, so both always agree.
 */
export const SEARCH_FOLD = {
  from: 'ÀÂÄÁÃÅàâäáãåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÖÕòóôöõÙÚÛÜùúûüÝýÿ',
  to: 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy',
} as const;
const FOLD = new Map([...SEARCH_FOLD.from].map((letter, i) => [letter, SEARCH_FOLD.to[i] ?? letter]));

/** Lower case without accents ('Hélène Côté' → 'helene cote'), so a French name is found however it is typed. */
export function foldForSearch(value: string): string {
  return [...value]
    .map((letter) => FOLD.get(letter) ?? letter)
    .join('')
    .toLowerCase();
}

/** The words of a search, folded like the stored search text; every word must match. */
export function searchWords(q: string): string[] {
  return foldForSearch(q).split(/\s+/).filter(Boolean);
}

const PHONE_LIKE = /^[\d()+\-.]*\d[\d()+\-.]*$/;

/** The digits of a word typed like a phone ('416-555' → '416555'), also matched against the phones' digits. */
export function phoneDigits(word: string): string | undefined {
  if (!PHONE_LIKE.test(word)) return undefined;
  const digits = word.replace(/\D/g, '');
  return digits === word ? undefined : digits;
}

/** 'Showing {from} to {to} of {total}': the row numbers a page holds (0 to 0 when there is none). */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { from: 0, to: 0, total, pages: 0 };
  const pages = Math.ceil(total / pageSize);
  const current = Math.min(Math.max(page, 1), pages);
  return {
    from: (current - 1) * pageSize + 1,
    to: Math.min(current * pageSize, total),
    total,
    pages,
  };
}

/** At most `max` consecutive page numbers around the current page, for the pagination buttons. */
export function pageWindow(page: number, pages: number, max: number = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(page - Math.floor((size - 1) / 2), 1), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
