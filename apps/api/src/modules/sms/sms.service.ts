// Sending text messages: written to the outbox first, the body sealed (decision 029), then handed to the adapter at
// once. And the demo's outbox listing: a user reads the messages of their own vendor only; the lender's users none.
import type { SmsOutboxAnswer } from '@vp/domain';
import type { SmsAdapter, SmsMessage } from '../../adapters/sms/sms.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { SmsRepository } from './sms.repository.ts';

/** The outbox lists this many, newest first: a demo's page, not an archive. */
const OUTBOX_LIMIT = 100;

export function createSmsService({
  adapter,
  repository,
  cipher,
  clock = () => new Date(),
}: {
  adapter: SmsAdapter;
  repository: SmsRepository;
  cipher: SinCipher;
  clock?: () => Date;
}) {
  return {
    adapter,

    async send(message: SmsMessage) {
      await repository.insert({
        messageId: message.messageId,
        vendorId: message.vendorId ?? null,
        to: message.to,
        bodyEncrypted: cipher.encrypt(message.text),
      });
      await adapter.send(message);
      await repository.markDelivered(message.messageId, adapter.kind === 'outbox' ? 'kept' : 'sent', clock());
    },

    /** GET /api/sms-outbox (built-in adapter only): the messages of the reader's own vendor; none for the lender. */
    async outbox(vendorId: number | null): Promise<SmsOutboxAnswer> {
      if (vendorId === null) return { messages: [] };
      const rows = await repository.findKeptByVendor(vendorId, OUTBOX_LIMIT);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          text: row.bodyEncrypted ? cipher.decrypt(row.bodyEncrypted) : '',
          created: row.created.toISOString(),
        })),
      };
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
