import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, coreResources } from './core.ts';
import { createTranslator, en, fr, NAMESPACES, resources } from './index.ts';
import { LAZY_NAMESPACES, loadCatalog } from './lazy.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('catalogs', () => {
  it('carry the same keys in English and French', () => {
    expect(keys(fr)).toEqual(keys(en));
  });

  it('have no empty message', () => {
    for (const catalog of [en, fr]) {
      const empty = keys(catalog).filter((k) => {
        const value = k
          .split('.')
          .reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], catalog);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('keep the interpolation placeholders of each English message in French', () => {
    // A placeholder with its format ({{date, day}}) must keep both.
    const placeholders = (s: string) =>
      [...s.matchAll(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g)].map((m) => `${m[1]}:${m[2] ?? ''}`).sort();
    const t = createTranslator();
    for (const key of keys(en)) {
      const [ns, ...rest] = key.split('.');
      const full = `${ns}:${rest.join('.')}`;
      expect(placeholders(t('fr', full)), full).toEqual(placeholders(t('en', full)));
    }
  });

  it('translates the messages the specification fixes', () => {
    const t = createTranslator();
    expect(t('en', 'errors:fatalError.errorAppForm')).toBe('Please review the form for errors.');
    expect(t('fr', 'validation:passwordMismatch')).toBe('Les mots de passe ne sont pas pareils.');
    expect(t('en', 'validation:passwordMismatch')).toBe('Password mismatch.');
    expect(t('en', 'errors:api.accountLocked', { minutes: 15 })).toContain('15 minutes');
  });

  it('split into core and lazy namespaces, each namespace in exactly one', () => {
    expect([...CORE_NAMESPACES, ...LAZY_NAMESPACES].sort()).toEqual([...NAMESPACES].sort());
  });

  it('bundle for the browser the core namespaces as the full catalogs have them, less the server’s messages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const core = coreResources[locale];
      expect(core.auth).toEqual(resources[locale].auth);
      expect(core.common).toEqual(resources[locale].common);
      expect(core.validation).toEqual(resources[locale].validation);
      expect(core.errors).toEqual({
        fatalPrefix: resources[locale].errors.fatalPrefix,
        fatalError: resources[locale].errors.fatalError,
        success: resources[locale].errors.success,
      });
    }
  });

  it('load each lazy namespace per language with the content of the full catalogs', async () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const namespace of LAZY_NAMESPACES) {
        expect(await loadCatalog(locale, namespace)).toEqual(resources[locale][namespace]);
      }
    }
    await expect(loadCatalog('de', 'application')).rejects.toThrow();
    await expect(loadCatalog('en', 'common')).rejects.toThrow();
  });
});
