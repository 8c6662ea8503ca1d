// Sending e-mail: queued for a worker when the job queue runs (retried, off the request), else handed to the adapter
// at once; and the built-in mailbox's listing.
import type { MailboxAnswer } from '@vp/domain';
import { desc, eq } from 'drizzle-orm';
import type { MailAdapter, MailMessage } from '../../adapters/mail/mail.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Db } from '../../plugins/db.ts';
import { outbox } from './mail.schema.ts';

/** The mailbox lists this many, newest first: a demo's page, not an archive. */
const MAILBOX_LIMIT = 100;

export function createMailService({
  adapter,
  db,
  enqueue,
}: {
  adapter: MailAdapter;
  db: Db;
  enqueue?: ((message: MailMessage) => Promise<void>) | undefined;
}) {
  return {
    adapter,

    async send(message: MailMessage) {
      if (enqueue) await enqueue(message);
      else await adapter.send(message);
    },

    /** The worker's handler. */
    deliver(message: MailMessage) {
      return adapter.send(message);
    },

    /**
     * GET /api/mailbox: only while the built-in adapter is active (with SMTP the table holds no mail to show). A
     * vendor's users see their vendor's mail; the lender's users (no vendor) see all of it.
     */
    async mailbox(vendorId: number | null): Promise<MailboxAnswer> {
      if (adapter.kind !== 'mailbox') throw notFound();
      const rows = await db
        .select({
          id: outbox.id,
          to: outbox.to,
          subject: outbox.subject,
          text: outbox.text,
          created: outbox.created,
        })
        .from(outbox)
        .where(vendorId === null ? undefined : eq(outbox.vendorId, vendorId))
        .orderBy(desc(outbox.created), desc(outbox.id))
        .limit(MAILBOX_LIMIT);
      return { messages: rows.map((r) => ({ ...r, created: r.created.toISOString() })) };
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
