// The customer's messages (the link by e-mail or text, the one-time code, the contract's invitation) in the customer's
// language. A person whose name is not typed yet (a link sent from step 1) is greeted without one.
import type { Locale } from '@vp/domain';

type Translate = (locale: Locale, key: string, params?: Record<string, string | number>) => string;

/** 'Hello Alex Martin,' or, with no name on file yet, 'Hello,'. */
export function customerGreeting(translate: Translate, locale: Locale, name: string): string {
  const named = name.trim();
  return named
    ? translate(locale, 'application:customerLink.greeting', { name: named })
    : translate(locale, 'application:customerLink.greetingUnnamed');
}

export function linkMessages(
  translate: Translate,
  link: { locale: Locale; vendor: string; name: string; url: string; expiresAt: Date },
) {
  const t = (key: string) =>
    translate(link.locale, `application:customerLink.${key}`, {
      vendor: link.vendor,
      url: link.url,
      expires: new Intl.DateTimeFormat(link.locale === 'fr' ? 'fr-CA' : 'en-CA', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Toronto',
      }).format(link.expiresAt),
    });
  return {
    subject: t('emailSubject'),
    email: `${customerGreeting(translate, link.locale, link.name)}\n\n${t('emailText')}`,
    sms: t('smsText'),
  };
}

export function codeMessage(translate: Translate, locale: Locale, code: string) {
  return {
    subject: translate(locale, 'application:customerLink.codeSubject'),
    text: translate(locale, 'application:customerLink.codeText', { code }),
  };
}

/** The contract's invitation to a customer who answered by link: their page, where the next step is signing. */
export function signMessage(
  translate: Translate,
  invitation: { locale: Locale; name: string; reference: string; url: string },
) {
  const t = (key: string) =>
    translate(invitation.locale, `application:customerLink.${key}`, {
      reference: invitation.reference,
      url: invitation.url,
    });
  return {
    subject: t('signSubject'),
    text: `${customerGreeting(translate, invitation.locale, invitation.name)}\n\n${t('signText')}`,
  };
}
