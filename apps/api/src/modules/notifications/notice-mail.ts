// The e-mail of a notice the user chose to receive (decision 042): in the user's language, with the link to the
// screen that acts on it. It names the application by its one reference (decision 048) and status only: no personal
// data.
import { formatApplicationReference, type Locale, type NoticeKind, noticePath } from '@vp/domain';
import type { Translate } from '@vp/i18n';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import type { NoticeRow } from './notifications.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The deal's number a notice names: the one of the change; a notice made before decision 048 has the short one. */
export function noticeNumber(notice: Pick<NoticeRow, 'params'>): string | null {
  const { number, reference } = notice.params;
  if (number) return number;
  return reference === null ? null : formatApplicationReference(reference);
}

export function noticeMessage(
  translate: Translate,
  publicUrl: string,
  notice: NoticeRow,
  to: { email: string; language: Locale },
): MailMessage {
  const kind = notice.kind as NoticeKind;
  const locale = to.language;
  const reference = noticeNumber(notice) ?? translate(locale, 'notifications:noReference');
  // A key with spaces ('Not Approved') would pass for a sentence with `statuses:` in front: name the namespace.
  const status = translate(locale, notice.params.status, { ns: 'statuses' });
  const link = new URL(noticePath(kind, notice.params.status, notice.applicationId), publicUrl).toString();
  const lines = [
    translate(locale, `notifications:text.${kind}`, { reference, status }),
    '',
    translate(locale, 'notifications:mail.open'),
    link,
    '',
    translate(locale, 'notifications:mail.settings'),
    translate(locale, 'notifications:mail.signature'),
  ];
  return {
    messageId: `notice-${notice.id}`,
    vendorId: notice.vendorId,
    to: to.email,
    subject: translate(locale, `notifications:mail.subject.${kind}`, { reference }),
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(lines[0] ?? '')}</p>`,
      `<p>${escapeHtml(lines[2] ?? '')} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(lines[5] ?? '')}<br>${escapeHtml(lines[6] ?? '')}</p>`,
    ].join('\n'),
  };
}
