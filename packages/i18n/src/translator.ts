// A plain translate function over the same catalogs, for code outside React (the API's error messages).
import i18next, { type TOptions } from 'i18next';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './catalogs.ts';

export type Translate = (locale: string, key: string, params?: TOptions) => string;

export function createTranslator(): Translate {
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
  return (locale, key, params) => instance.getFixedT(locale)(key, params) as string;
}
