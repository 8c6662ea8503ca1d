import { describe, expect, it } from 'vitest';
import { mailboxAnswer, shareQuoteRequest } from './share.ts';

const quote = {
  email: 'pat@example.com',
  language: 'fr',
  amount: '12,500.00',
  country: 'CA',
  province: 'on',
  programId: '194',
};

describe('the shared payment quote', () => {
  it('reads the calculator’s inputs: cents, an upper-case province, a numeric program', () => {
    expect(shareQuoteRequest.parse(quote)).toEqual({
      email: 'pat@example.com',
      language: 'fr',
      amount: 1_250_000,
      country: 'CA',
      province: 'ON',
      programId: 194,
    });
  });

  it('names each wrong field with an i18n key', () => {
    const result = shareQuoteRequest.safeParse({ ...quote, email: 'pat', amount: '0', province: 'ZZ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({
      email: 'validation:email',
      amount: 'validation:moneyPositive',
      province: 'validation:oneOf',
    });
  });

  it('reads the mailbox', () => {
    const message = {
      id: 1,
      to: 'pat@example.com',
      subject: 'Quote',
      text: 'Hi',
      created: '2026-01-01T00:00:00Z',
    };
    expect(mailboxAnswer.parse({ messages: [message] }).messages).toEqual([message]);
  });
});
