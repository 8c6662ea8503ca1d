// A plain translate function over the same catalogs, for code outside React (the API's error messages).
import i18next, { type TOptions } from 'i18next';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './catalogs.ts';

export type Translate = (locale: string, key: string, params?: TOptions) => string;

/**
 * Named formats a message may apply to a value, `{{date, day}}`: the caller gives the functions (the API gives the
 * domain's one date format, decision 032), so that a date in a message is written as on every screen.
 */
export type MessageFormats = Record<string, (value: unknown, locale: string) => string>;

export function createTranslator(formats: MessageFormats = {}): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const [name, format] of Object.entries(formats))
    instance.services.formatter?.add(name, (value, lng) => format(value, lng ?? 'en'));
  return (locale, key, params) => instance.getFixedT(locale)(key, params ?? {}) as string;
}
