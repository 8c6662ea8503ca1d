import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The glossary (one name per product term in each language, issue 40) against every catalog file on disk, so that a
// namespace added later is read too.
type Lang = 'en' | 'fr';
interface Term {
  id: string;
  en: string;
  fr: string;
  avoid: Record<Lang, string[]>;
}

const root = join(import.meta.dirname, '..');
const glossary = JSON.parse(readFileSync(join(root, 'glossary.json'), 'utf8')) as { terms: Term[] };

function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => strings(v, `${path}.${key}`));
}

/** Every message of a language's catalogs, with where it is ('timeline.kinds.secondLookDecided'). */
function messages(lang: Lang) {
  const folder = join(root, 'locales', lang);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      strings(JSON.parse(readFileSync(join(folder, file), 'utf8')), file.replace('.json', '')),
    );
}

/** Case-insensitive, apostrophes alike (’ and '), on word boundaries: 'inscrite' is not found in 'réinscrite'. */
const fold = (text: string) => text.toLowerCase().replaceAll('’', "'");
function uses(text: string, name: string): boolean {
  const at = fold(text).indexOf(fold(name));
  if (at < 0) return false;
  const before = fold(text)[at - 1] ?? ' ';
  return !/[\p{L}\p{N}]/u.test(before);
}

const catalogs = { en: messages('en'), fr: messages('fr') };

describe('the glossary', () => {
  it('has one entry per term, each named in both languages', () => {
    const ids = glossary.terms.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const term of glossary.terms) {
      expect(term.en.trim(), term.id).not.toBe('');
      expect(term.fr.trim(), term.id).not.toBe('');
    }
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`is what the ${lang === 'en' ? 'English' : 'French'} catalogs say: each name used, no other name`, () => {
      const others: string[] = [];
      for (const term of glossary.terms) {
        expect(
          catalogs[lang].some((m) => uses(m.text, term[lang])),
          `${term.id}: "${term[lang]}"`,
        ).toBe(true);
        for (const name of term.avoid[lang])
          for (const m of catalogs[lang])
            if (uses(m.text, name)) others.push(`${m.path}: "${name}" (${term.id})`);
      }
      expect(others).toEqual([]);
    });
  }

  it('gives the second look one French name, « second regard », and no other', () => {
    const secondLook = glossary.terms.find((term) => term.id === 'secondLook');
    expect(secondLook?.fr).toBe('second regard');
    // Any French message that speaks of the second look (a « deuxième » or « second » look, review or analysis).
    const named = catalogs.fr.filter((m) => /(deuxième|seconde?)\s+(regard|examen|analyse)/i.test(m.text));
    expect(named.length).toBeGreaterThan(0);
    expect(
      named.filter((m) => !/second regard/i.test(m.text) || /deuxième|seconde |examen|analyse/i.test(m.text)),
    ).toEqual([]);
  });
});
