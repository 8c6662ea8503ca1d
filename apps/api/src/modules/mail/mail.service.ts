// Sending e-mail: every message is written to the outbox first, its body sealed; a worker (the mail-send job, which
// carries the message's id only) or, without a queue, the request itself hands it to the adapter. And the built-in
// mailbox's listing: a user reads the mail of their own vendor only (decision 029).
import type { MailboxAnswer } from '@vp/domain';
import type { MailAdapter, MailMessage } from '../../adapters/mail/mail.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { MailJob } from './mail.job.ts';
import type { MailRepository } from './mail.repository.ts';
import { openBody, sealBody } from './mail-at-rest.ts';

/** The mailbox lists this many, newest first: a demo's page, not an archive. */
const MAILBOX_LIMIT = 100;
/** Undelivered messages queued again at a worker's start, at most. */
const RESEND_LIMIT = 1000;

export function createMailService({
  adapter,
  repository,
  cipher,
  clock = () => new Date(),
  enqueue,
}: {
  adapter: MailAdapter;
  repository: MailRepository;
  cipher: SinCipher;
  clock?: () => Date;
  enqueue?: ((job: MailJob) => Promise<void>) | undefined;
}) {
  async function keep(message: MailMessage) {
    await repository.insert({
      messageId: message.messageId,
      vendorId: message.vendorId ?? null,
      to: message.to,
      subject: message.subject,
      bodyEncrypted: sealBody(cipher, message),
    });
  }

  /** Hands a written message to the adapter once: a message already delivered is left alone (a retried job). */
  async function deliver(messageId: string) {
    const row = await repository.findQueued(messageId);
    const body = row && openBody(cipher, row);
    if (!row || !body) return;
    await adapter.send({
      messageId,
      vendorId: row.vendorId,
      to: row.to,
      subject: row.subject,
      text: body.text,
      html: body.html,
    });
    await repository.markDelivered(row.id, adapter.kind === 'mailbox' ? 'kept' : 'sent', clock());
  }

  return {
    adapter,

    async send(message: MailMessage) {
      await keep(message);
      if (enqueue) await enqueue({ messageId: message.messageId });
      else await deliver(message.messageId);
    },

    /** The worker's handler. A job queued before decision 029 carries the whole message: written sealed first. */
    async deliver(job: MailJob | MailMessage) {
      if ('text' in job) await keep(job);
      await deliver(job.messageId);
    },

    /** Messages written but never delivered (a crash between the write and the job's send): queued again at start. */
    async undelivered(): Promise<MailJob[]> {
      return (await repository.findQueuedIds(RESEND_LIMIT)).map((messageId) => ({ messageId }));
    },

    /**
     * GET /api/mailbox (registered only with the built-in adapter): the mail of the user's own vendor. The lender's
     * users have no vendor, and read no vendor's mail: their mailbox is empty.
     */
    async mailbox(vendorId: number | null): Promise<MailboxAnswer> {
      if (vendorId === null) return { messages: [] };
      const rows = await repository.findKeptByVendor(vendorId, MAILBOX_LIMIT);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: openBody(cipher, row)?.text ?? '',
          created: row.created.toISOString(),
        })),
      };
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
