// Gives each request its locale (from Accept-Language) and a translate function over the shared catalogs.
import {
  formatCents,
  formatDay,
  formatRate,
  isLocale,
  type Locale,
  localeFromAcceptLanguage,
} from '@vp/domain';
import { createTranslator, type MessageFormats, type Translate } from '@vp/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: string, params?: Record<string, string | number>): string;
  }
  interface FastifyInstance {
    translate: Translate;
  }
}

/** `{{date, day}}` in a message or a mail: the one date format of the screens (decision 032), never 2026-12-07. */
export const messageFormats: MessageFormats = {
  day: (value, locale) => formatDay(String(value), isLocale(locale) ? locale : 'en'),
  /** `{{amount, cents}}`: money in cents as the screens write it ($1,000.00 / 1 000,00 $). */
  cents: (value, locale) => formatCents(Number(value), isLocale(locale) ? locale : 'en'),
  /** `{{apr, rate}}`: a rate as decimal text, as the screens write it (9.99% / 9,99 %). */
  rate: (value, locale) => formatRate(String(value), isLocale(locale) ? locale : 'en'),
};

export const i18nPlugin = fp(async (app: FastifyInstance) => {
  const translate = createTranslator(messageFormats);
  app.decorate('translate', translate);
  app.decorateRequest('locale', 'en');
  app.decorateRequest(
    't',
    function (this: FastifyRequest, key: string, params?: Record<string, string | number>) {
      return translate(this.locale, key, params);
    },
  );
  // Callback hooks where nothing is awaited: an async one costs every request a promise and a microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    done();
  });
});
