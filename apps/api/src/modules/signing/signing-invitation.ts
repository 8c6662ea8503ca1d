// The e-mail that carries a signer's link (to a contract or a completion certificate), in the signer's language,
// for the mail service (queued, then kept by the built-in mailbox on the embedded default, or sent by SMTP).

import type { Locale } from '@vp/domain';
import type { SigningInvitation } from '../../adapters/esign/builtin-esign.ts';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import { uuidOf } from '../../lib/uuid-of.ts';
import { escapeHtml } from './esign-pages.html.ts';

type Translate = (locale: Locale, key: string, params?: Record<string, string | number>) => string;

export function invitationMessage(translate: Translate, invitation: SigningInvitation): MailMessage {
  const { recipient } = invitation;
  const locale = recipient.language;
  // A certificate's invitation has its own subject and body; the greeting, expiry and signature are the contract's.
  const certificate = invitation.purpose === 'certificate';
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(
      locale,
      certificate && (key === 'subject' || key === 'body')
        ? `signing:certificate.mail.${key}`
        : `signing:mail.${key}`,
      { loan: invitation.reference, ...params },
    );
  const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(invitation.expiresAt);
  // A signer whose name is not on file is greeted without one ('Hello,'), never 'Hello ,'.
  const name = recipient.name.trim();
  const greeting = name ? t('greeting', { name }) : t('greetingUnnamed');
  const lines = [greeting, '', t('body'), invitation.url, '', t('expires', { date }), '', t('signature')];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t('body'))}</p>`,
    `<p><a href="${escapeHtml(invitation.url)}">${escapeHtml(invitation.url)}</a></p>`,
    `<p>${escapeHtml(t('expires', { date }))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return {
    // One message per link issued (the mail job's id is a UUID): a retried delivery sends it once.
    messageId: uuidOf(
      `esign:${invitation.envelopeId}:${recipient.signerId}:${invitation.expiresAt.getTime()}`,
    ),
    vendorId: invitation.vendorId,
    to: recipient.email ?? '',
    subject: t('subject'),
    text: lines.join('\n'),
    html,
  };
}
