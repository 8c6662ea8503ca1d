// The built-in mail adapter of the embedded default: nothing leaves the machine. The mail service writes every message
// to the outbox table (its body sealed) before it hands it to an adapter; for the built-in mailbox, that row is the
// delivery: the mailbox (GET /api/mailbox) lists the kept rows of the reader's own vendor.
import type { MailAdapter } from './mail.ts';

export function createMailboxMail(): MailAdapter {
  return {
    kind: 'mailbox',
    // The outbox row written by the mail service is the mailbox's copy: there is nothing more to do.
    async send() {},
  };
}
