import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationSearchQuery,
  foldForSearch,
  LIST_SLUGS,
  pageRange,
  pageWindow,
  phoneDigits,
  SEARCH_FOLD,
  searchWords,
} from './list.ts';

describe('applicationSearchQuery', () => {
  it('takes the defaults of ARCHITECTURE §9 for an empty query', () => {
    expect(applicationSearchQuery.parse({})).toEqual({
      status: 'all',
      q: '',
      sort: 'created',
      dir: 'desc',
      page: 1,
      pageSize: 16,
    });
  });

  it('reads a query string as the URL gives it', () => {
    expect(
      applicationSearchQuery.parse({
        status: 'not-approved',
        q: '  Côté ',
        sort: 'lastName',
        dir: 'asc',
        page: '3',
        pageSize: '128',
      }),
    ).toEqual({ status: 'not-approved', q: 'Côté', sort: 'lastName', dir: 'asc', page: 3, pageSize: 128 });
  });

  it.each([
    { status: 'deleted' },
    { status: 'Incomplete' },
    { pageSize: '5' },
    { page: '0' },
    { page: '1.5' },
    { page: 'two' },
    { sort: 'sin' },
    { dir: 'up' },
    { q: 'x'.repeat(101) },
  ])('refuses %o', (query) => {
    expect(applicationSearchQuery.safeParse(query).success).toBe(false);
  });

  it('knows every list of the dashboard, in its order, and not Deleted', () => {
    expect(LIST_SLUGS).toEqual([
      'incomplete',
      'all',
      'pending',
      'approved',
      'document-progress',
      'not-approved',
      'kamsel',
      'missing-documents',
      'funded',
      'complete-booking',
      'cancelled',
    ]);
  });
});

describe('search words', () => {
  it('folds case and French accents as the database does', () => {
    expect(foldForSearch('Hélène CÔTÉ-Bélanger Çà')).toBe('helene cote-belanger ca');
    expect(searchWords('  Émile   Noël ')).toEqual(['emile', 'noel']);
    expect(searchWords('')).toEqual([]);
  });

  it('maps accented letters one for one', () => {
    expect([...SEARCH_FOLD.from]).toHaveLength([...SEARCH_FOLD.to].length);
  });

  it('reads a word typed like a phone by its digits too', () => {
    expect(phoneDigits('416-555')).toBe('416555');
    expect(phoneDigits('(416)')).toBe('416');
    expect(phoneDigits('4165550199')).toBeUndefined();
    expect(phoneDigits('c1234567')).toBeUndefined();
    expect(phoneDigits('--')).toBeUndefined();
  });
});

describe('pageRange', () => {
  it("gives 'Showing {from} to {to} of {total}'", () => {
    expect(pageRange(1, 16, 40)).toEqual({ from: 1, to: 16, total: 40, pages: 3 });
    expect(pageRange(3, 16, 40)).toEqual({ from: 33, to: 40, total: 40, pages: 3 });
    expect(pageRange(1, 16, 0)).toEqual({ from: 0, to: 0, total: 0, pages: 0 });
  });
});

describe('pageWindow', () => {
  it('shows every page when there are 12 or fewer', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('centres 12 buttons on the current page, held at both ends', () => {
    expect(pageWindow(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageWindow(50, 100)).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56]);
    expect(pageWindow(100, 100)).toEqual([89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
  });

  it('always holds the current page, in at most 12 consecutive buttons', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 1 }), (pages, edge) => {
        const page = edge ? pages : Math.ceil(pages / 2);
        const window = pageWindow(page, pages);
        expect(window).toContain(page);
        expect(window.length).toBe(Math.min(12, pages));
        window.forEach((n, i) => {
          expect(n).toBe((window[0] ?? 0) + i);
        });
      }),
    );
  });
});
