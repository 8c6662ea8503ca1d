// The SMTP mail adapter (nodemailer), used when SMTP_URL or SMTP_HOST is configured.
import nodemailer from 'nodemailer';
import type { SmtpOptions } from '../../plugins/config.ts';
import type { MailAdapter } from './mail.ts';

export function createSmtpMail({ smtp, from }: { smtp: string | SmtpOptions; from: string }): MailAdapter {
  const transport = nodemailer.createTransport(smtp);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        // The same Message-ID on a retry lets a receiving server recognise a duplicate.
        messageId: `<${message.messageId}@vendor-portal>`,
      });
    },
    async close() {
      transport.close();
    },
  };
}
