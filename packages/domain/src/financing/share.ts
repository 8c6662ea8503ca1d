// The payment quote a salesperson e-mails to a customer (POST /api/share, issue 11) and the built-in mailbox's
// answer (GET /api/mailbox). The calculator sends the amount before tax and the province: the server prices it
// with the same tax and program math the screen showed.
import { z } from 'zod';
import { positiveMoney } from '../application/application.schema.ts';
import { LOCALES } from '../locale.ts';
import { PROVINCE_TAXES, US_STATE_SALES_TAX_PERCENT } from './tax.ts';

const knownRegion = (v: string) => v in PROVINCE_TAXES || v in US_STATE_SALES_TAX_PERCENT;

/** POST /api/share: the quote's inputs, the customer's e-mail and the language the mail is written in. */
export const shareQuoteRequest = z.object({
  /** The application the quote is about, when shared from one (spec §7: "id plus payload"). */
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional()),
  email: z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .pipe(z.email({ error: 'validation:email' })),
  language: z.enum(LOCALES, { error: 'validation:oneOf' }),
  /** The price before tax, in dollars (typed or a number); cents once parsed. */
  amount: positiveMoney,
  country: z.enum(['CA', 'US'], { error: 'validation:oneOf' }),
  /** A province or territory, or a US state: the tax added to the amount. */
  province: z
    .string({ error: 'validation:required' })
    .trim()
    .toUpperCase()
    .refine(knownRegion, { error: 'validation:oneOf' }),
  programId: z.coerce
    .number({ error: 'validation:required' })
    .int()
    .positive({ error: 'validation:required' }),
});
export type ShareQuoteInput = z.input<typeof shareQuoteRequest>;
export type ShareQuoteRequest = z.output<typeof shareQuoteRequest>;

/** One e-mail of the built-in mailbox (the outbox table), newest first. */
export const mailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** ISO timestamp. */
  created: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessage>;

/** GET /api/mailbox: the messages the built-in mail adapter kept. */
export const mailboxAnswer = z.object({ messages: z.array(mailboxMessage) });
export type MailboxAnswer = z.infer<typeof mailboxAnswer>;
