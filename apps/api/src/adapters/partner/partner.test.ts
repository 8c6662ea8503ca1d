import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpPartner } from './http-partner.ts';
import type { PartnerSubmission } from './partner.ts';
import { createSimulatedPartner, PARTNER_LIMIT_CENTS } from './simulated-partner.ts';

const submission = (lastName: string, requestedCents = 1_000_000): PartnerSubmission => ({
  submissionId: '6f1c1f9e-2b1a-4c55-9d7e-0a4b8e2f3c11',
  applicationType: 'Finance',
  requestedCents,
  applicant: { firstName: 'Alex', lastName, dob: '1980-04-15', sin: '046454286' },
  vendor: { name: 'Demo', province: 'ON' },
});

describe('the simulated second-look partner', () => {
  const partner = createSimulatedPartner({ dataKey: randomBytes(32) });

  it('answers the documented test identities by last name, in any case', async () => {
    expect(await partner.answer(submission('SECONDLOOK'))).toMatchObject({
      state: 'approved',
      amountApprovedCents: 1_000_000,
    });
    expect(await partner.answer(submission('Secondlesser'))).toMatchObject({
      state: 'approved',
      amountApprovedCents: 500_000,
      reasons: ['partnerLesserAmount'],
    });
    expect(await partner.answer(submission('decline'))).toMatchObject({ state: 'declined' });
  });

  it('lends anyone else up to its limit, the same answer every time', async () => {
    const big = submission('Singh', PARTNER_LIMIT_CENTS + 100_000);
    expect(await partner.answer(big)).toMatchObject({ amountApprovedCents: PARTNER_LIMIT_CENTS });
    expect(await partner.answer(big)).toEqual(await partner.answer(big));
  });

  it('acknowledges a second send with the same reference, which says nothing of the applicant', async () => {
    const first = await partner.submit(submission('Secondlook'));
    expect(await partner.submit(submission('Secondlook'))).toEqual(first);
    expect(first.reference).toMatch(/^NB-[0-9A-F]{10}$/);
    expect(first.reference).not.toMatch(/046\D?454/);
  });
});

describe('a second-look partner over HTTP', () => {
  const seen: Array<{ method: string; url: string; key: string | undefined; body: string }> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      key: request.headers['idempotency-key'] as string | undefined,
      body,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/partner/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the submission under our id as its idempotency key, and reads the answer by that id', async () => {
    const partner = createHttpPartner({ url });
    answer = { status: 201, body: { reference: 'NB-1' } };
    expect(await partner.submit(submission('Secondlook'))).toEqual({ reference: 'NB-1' });
    answer = { status: 200, body: { state: 'approved', reference: 'NB-1', amountApprovedCents: 700_000 } };
    expect(await partner.answer(submission('Secondlook'))).toEqual({
      state: 'approved',
      reference: 'NB-1',
      amountApprovedCents: 700_000,
      reasons: [],
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/partner/submissions',
      key: '6f1c1f9e-2b1a-4c55-9d7e-0a4b8e2f3c11',
    });
    expect(JSON.parse(seen[0]?.body ?? '{}').applicant.lastName).toBe('Secondlook');
    expect(seen[1]).toMatchObject({
      method: 'GET',
      url: '/partner/submissions/6f1c1f9e-2b1a-4c55-9d7e-0a4b8e2f3c11',
    });
  });

  it('fails on an outage or an answer it cannot read, without echoing what it sent', async () => {
    const partner = createHttpPartner({ url });
    answer = { status: 503, body: { error: 'down', echo: '046454286' } };
    const outage = await partner.submit(submission('Secondlook')).catch((err: Error) => err);
    expect(String(outage)).toBe('Error: Second-look partner answered HTTP 503');
    answer = { status: 200, body: { state: 'approved', reference: 'NB-1', amountApprovedCents: -5 } };
    await expect(partner.answer(submission('Secondlook'))).rejects.toThrow();
  });
});
