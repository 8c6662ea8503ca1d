// The built-in mail adapter of the embedded default: every message is kept in the outbox table, where the demo's
// mailbox (GET /api/mailbox) shows it; nothing leaves the machine.
import { outbox } from '../../modules/mail/mail.schema.ts';
import type { Db } from '../../plugins/db.ts';
import type { MailAdapter } from './mail.ts';

export function createMailboxMail(db: Db): MailAdapter {
  return {
    kind: 'mailbox',
    async send(message) {
      await db
        .insert(outbox)
        .values({
          messageId: message.messageId,
          vendorId: message.vendorId ?? null,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          status: 'kept',
          sentAt: new Date(),
        })
        // A retried job keeps the message once.
        .onConflictDoNothing({ target: outbox.messageId });
    },
  };
}
