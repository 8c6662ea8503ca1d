// A second-look partner reached over HTTP: POSTs a submission with our id as its idempotency key, and reads the
// partner's answer for that id; every answer is checked before it is believed.
import { z } from 'zod';
import type { PartnerAnswer, SecondLookPartner } from './partner.ts';

const acknowledgement = z.object({ reference: z.string().min(1) });
const answer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending'), reference: z.string() }),
  z.object({
    state: z.literal('approved'),
    reference: z.string(),
    amountApprovedCents: z.number().int().positive(),
    reasons: z.array(z.string()).default([]),
  }),
  z.object({ state: z.literal('declined'), reference: z.string(), reasons: z.array(z.string()).default([]) }),
]);

export function createHttpPartner({
  url,
  timeoutMs = 15_000,
}: {
  url: string;
  timeoutMs?: number;
}): SecondLookPartner {
  const base = url.replace(/\/+$/, '');
  async function call(path: string, init: RequestInit = {}) {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The status only: a gateway's body may echo what was sent (the customer's data), and errors are logged.
    if (!response.ok) throw new Error(`Second-look partner answered HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  }
  return {
    async submit(submission) {
      const body = await call('/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': submission.submissionId },
        body: JSON.stringify(submission),
      });
      return acknowledgement.parse(body);
    },
    async answer(submission): Promise<PartnerAnswer> {
      return answer.parse(await call(`/submissions/${encodeURIComponent(submission.submissionId)}`));
    },
  };
}
