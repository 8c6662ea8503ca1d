// The browser's i18next instance: the core catalogs bundled, the other namespaces loaded per screen and per
// language, the remembered locale, <html lang> kept in step.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@vp/domain';
import { CORE_NAMESPACES, coreResources } from '@vp/i18n/core';
import { type LazyNamespace, loadCatalog } from '@vp/i18n/lazy';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LOCALE_STORAGE_KEY = 'locale';

function readStoredLocale(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The remembered choice first, then the browser's language, then English. */
export function initialLocale(): Locale {
  const stored = readStoredLocale();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
}

/** Reads a namespace that is not bundled (the wizard's, the dashboard's...) from its own small file. */
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    loadCatalog(language, namespace).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    resources: coreResources,
    partialBundledLanguages: true,
    ns: CORE_NAMESPACES,
    defaultNS: 'common',
    lng: initialLocale(),
    // Both locales have the same keys (a test checks): no fallback, so French never downloads English files.
    fallbackLng: false,
    supportedLngs: ['en', 'fr'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

function applyLocale(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
applyLocale(i18n.language);
i18n.on('languageChanged', applyLocale);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * Loads namespaces of the current language before a screen that uses them shows; later language switches
 * load them in the new language before switching.
 */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
}

/** Switches the language and remembers it for the next visit. */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** Zod and the server give either an i18n key ('validation:required') or a sentence already translated. */
export function translateMessage(message: string | undefined): string {
  if (!message) return '';
  return /^[a-zA-Z]+:[\w.]+$/.test(message) && i18n.exists(message) ? i18n.t(message) : message;
}
