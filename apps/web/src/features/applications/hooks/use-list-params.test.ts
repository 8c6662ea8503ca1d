import { describe, expect, it } from 'vitest';
import { nextSearch, parseListQuery } from './use-list-params.ts';

describe('parseListQuery', () => {
  it('reads the URL with applicationSearchQuery, each bad value falling back to its default', () => {
    expect(
      parseListQuery('pending', new URLSearchParams('q=%20roy%20&sort=city&dir=asc&page=3&pageSize=64')),
    ).toEqual({ status: 'pending', q: 'roy', sort: 'city', dir: 'asc', page: 3, pageSize: 64 });
    expect(
      parseListQuery('nope', new URLSearchParams(`q=${'x'.repeat(101)}&sort=id&dir=up&page=0&pageSize=10`)),
    ).toEqual({ status: 'all', q: '', sort: 'created', dir: 'desc', page: 1, pageSize: 16 });
    expect(parseListQuery('all', new URLSearchParams('page=2.5&pageSize=abc')).page).toBe(1);
  });
});

describe('nextSearch', () => {
  const at = (search: string) => new URLSearchParams(search);

  it('leaves the defaults out of the URL', () => {
    expect(nextSearch(at('sort=city&dir=asc'), { sort: 'created', dir: 'desc' }).toString()).toBe('');
    expect(nextSearch(at(''), { view: 'list' }).toString()).toBe('view=list');
  });

  it('starts again at page 1 on a new search, page size or sort', () => {
    expect(nextSearch(at('page=4'), { q: 'roy' }).toString()).toBe('q=roy');
    expect(nextSearch(at('page=4'), { pageSize: 32 }).toString()).toBe('pageSize=32');
    expect(nextSearch(at('page=4'), { sort: 'city', dir: 'asc' }).toString()).toBe('sort=city&dir=asc');
    expect(nextSearch(at('page=4&q=roy'), { view: 'grid' }).toString()).toBe('page=4&q=roy&view=grid');
  });
});
