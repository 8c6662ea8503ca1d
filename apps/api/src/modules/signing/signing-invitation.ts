// The e-mail that carries a signer's link, in the signer's language, and where it goes: the mail adapter's outbox
// (kept by the built-in mailbox on the embedded default, sent by SMTP when configured).
import type { Locale } from '@vp/domain';
import { eq } from 'drizzle-orm';
import type { SigningInvitation } from '../../adapters/esign/builtin-esign.ts';
import type { Db } from '../../plugins/db.ts';
import { outbox } from '../mail/mail.schema.ts';
import { escapeHtml } from './esign-pages.html.ts';

type Translate = (locale: Locale, key: string, params?: Record<string, string | number>) => string;

export interface MailMessage {
  /** Idempotency: a retried request writes one message. */
  messageId: string;
  vendorId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function invitationMessage(translate: Translate, invitation: SigningInvitation): MailMessage {
  const { recipient } = invitation;
  const locale = recipient.language;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `signing:mail.${key}`, params);
  const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(invitation.expiresAt);
  const lines = [
    t('greeting', { name: recipient.name }),
    '',
    t('body'),
    invitation.url,
    '',
    t('expires', { date }),
    '',
    t('signature'),
  ];
  const html = [
    `<p>${escapeHtml(t('greeting', { name: recipient.name }))}</p>`,
    `<p>${escapeHtml(t('body'))}</p>`,
    `<p><a href="${escapeHtml(invitation.url)}">${escapeHtml(invitation.url)}</a></p>`,
    `<p>${escapeHtml(t('expires', { date }))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return {
    messageId: `esign-${invitation.envelopeId}-${recipient.signerId}-${invitation.expiresAt.getTime()}`,
    vendorId: invitation.vendorId,
    to: recipient.email ?? '',
    subject: t('subject'),
    text: lines.join('\n'),
    html,
  };
}

/**
 * Writes a message to the outbox table, as the mail adapter's queue reads it. Kept here until the mail adapter
 * (adapters/mail) offers its send; then the composition root passes that instead.
 */
export function createOutboxWriter(db: Db) {
  return {
    async send(message: MailMessage) {
      const [existing] = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.messageId, message.messageId))
        .limit(1);
      if (existing) return;
      await db.insert(outbox).values(message);
    },
  };
}
