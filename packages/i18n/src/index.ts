// The i18n package's entry: the catalogs (catalogs.ts) and a plain translator over them (translator.ts).
export * from './catalogs.ts';
export { createTranslator, type MessageFormats, type Translate } from './translator.ts';
