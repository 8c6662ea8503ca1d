// The namespaces the first page needs (sign-in, errors, form messages), in both languages. The browser bundles
// these; every other namespace loads with the screen that uses it (lazy.ts). Of `errors`, the browser takes
// what it shows itself: the server's own messages (api.*, scan.*...) reach it already translated.
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import {
  fatalError as enFatalError,
  fatalPrefix as enFatalPrefix,
  success as enSuccess,
} from '../locales/en/errors.json';
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import {
  fatalError as frFatalError,
  fatalPrefix as frFatalPrefix,
  success as frSuccess,
} from '../locales/fr/errors.json';
import frValidation from '../locales/fr/validation.json' with { type: 'json' };

export const enCore = {
  auth: enAuth,
  common: enCommon,
  errors: { fatalPrefix: enFatalPrefix, fatalError: enFatalError, success: enSuccess },
  validation: enValidation,
};
export type CoreCatalog = typeof enCore;
export type CoreNamespace = keyof CoreCatalog;

export const frCore: CoreCatalog = {
  auth: frAuth,
  common: frCommon,
  errors: { fatalPrefix: frFatalPrefix, fatalError: frFatalError, success: frSuccess },
  validation: frValidation,
};

export const coreResources = { en: enCore, fr: frCore } as const;
export const CORE_NAMESPACES = Object.keys(enCore) as CoreNamespace[];
