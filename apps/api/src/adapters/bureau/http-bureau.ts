// A bureau gateway reached over HTTP: POSTs the inquiry as JSON and checks the file it answers.
import { z } from 'zod';
import type { BureauFile, CreditBureau } from './bureau.ts';

const fileSchema = z.object({
  hit: z.boolean(),
  reference: z.string(),
  score: z.number().int().min(0).max(1000).optional(),
  trades: z
    .array(
      z.object({
        kind: z.enum(['revolving', 'installment', 'mortgage']),
        creditor: z.string(),
        balanceCents: z.number().int(),
        monthlyPaymentCents: z.number().int(),
        worstRating: z.number().int().min(1).max(9),
      }),
    )
    .default([]),
  inquiriesLast6Months: z.number().int().min(0).default(0),
  bankruptcies: z.number().int().min(0).default(0),
});

export function createHttpBureau({
  url,
  timeoutMs = 15_000,
}: {
  url: string;
  timeoutMs?: number;
}): CreditBureau {
  return {
    async pull(inquiry): Promise<BureauFile> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(inquiry),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`Bureau gateway answered HTTP ${response.status}`);
      return fileSchema.parse(await response.json());
    },
  };
}
