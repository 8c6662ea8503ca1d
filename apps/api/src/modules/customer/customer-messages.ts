// The customer's messages (the link by e-mail or text, the one-time code) in the customer's language.
import type { Locale } from '@vp/domain';

type Translate = (locale: Locale, key: string, params?: Record<string, string | number>) => string;

export function linkMessages(
  translate: Translate,
  link: { locale: Locale; vendor: string; name: string; url: string; expiresAt: Date },
) {
  const t = (key: string) =>
    translate(link.locale, `application:customerLink.${key}`, {
      vendor: link.vendor,
      name: link.name,
      url: link.url,
      expires: new Intl.DateTimeFormat(link.locale === 'fr' ? 'fr-CA' : 'en-CA', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Toronto',
      }).format(link.expiresAt),
    });
  return { subject: t('emailSubject'), email: t('emailText'), sms: t('smsText') };
}

export function codeMessage(translate: Translate, locale: Locale, code: string) {
  return {
    subject: translate(locale, 'application:customerLink.codeSubject'),
    text: translate(locale, 'application:customerLink.codeText', { code }),
  };
}
