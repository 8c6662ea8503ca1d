import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale.ts';

describe('locale of a request', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-CA,fr;q=0.5', 'en'],
    ['de-DE,fr;q=0.7,en;q=0.6', 'fr'],
    ['en;q=0.2,fr;q=0.9', 'fr'],
    ['es', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
