// Issue 27: the application's timeline. A deal taken through the product's own calls from the dealer's first save to
// Booked answers its events in order, who did each and when; the customer's consent by link is told as such; another
// vendor gets a 404 as for a missing application, the lender the same timeline; no SIN, date of birth, token or code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../adapters/esign/seal-identity.ts';
import { type BookedDeal, bookedDeal } from '../../test/deal-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import type { Caller } from '../customer/customer-fixtures.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;
const SIN = '046 454 286';
const DOB = '04/15/1980';

describe.each(DATABASES)('the application timeline on %s', (kind) => {
  let app: App;
  // The real time, moved on by the cooling-off period: the log's times are the database's, an upload's the app's.
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const tokens: Record<string, string> = {};
  const call: Caller = (user, method, url, payload, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  let deal: BookedDeal;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: now,
      env: { JOBS: '1', SEAL_P12: SEAL, SEAL_P12_PASSWORD: 'test' },
    });
    for (const user of ['demo.external', 'demo.quebec', 'demo.underwriter'])
      tokens[user] = await login(app, user);
    deal = await bookedDeal(
      app,
      call,
      tokens,
      {
        user: 'demo.external',
        lender: 'demo.underwriter',
        now,
        advance: (ms) => {
          offset += ms;
        },
      },
      { sin: SIN, dob: DOB },
    );
    // The vendor's session too would have ended in the month the cooling-off period took.
    for (const user of ['demo.external', 'demo.quebec']) tokens[user] = await login(app, user);
  }, 180_000);
  afterAll(() => app.close());

  const timeline = (user: string, id: string) => call(user, 'GET', `/api/applications/timeline/${id}`);

  it('answers a booked deal’s events in order, each with who did it and when', async () => {
    const res = await timeline('demo.external', deal.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ applicationId: deal.id, status: 'Booked', name: 'Alex Martin' });
    // The deal's one reference: its loan number (decision 048).
    expect(body.number).toMatch(/^[A-Z]\d{7}$/);
    const kinds: string[] = body.events.map((e: { kind: string }) => e.kind);
    // The order of a deal's life; uploads and the certificate come from their own records, in time.
    const expected = [
      'created',
      'consentGiven',
      'saved',
      'customerLinkSent',
      'consentGiven',
      'saved',
      'submitted',
      'decided',
      'assetAdded',
      'programSelected',
      'contractSent',
      'contractSigned',
      'signaturesReceived',
      'certificateCreated',
      'documentUploaded',
      'documentUploaded',
      'documentUploaded',
      'submittedForFunding',
      'booked',
      // What the dealer is paid, written with the booking (issue 35).
      'fundingStatement',
    ];
    expect(kinds).toEqual(expected);
    const at = body.events.map((e: { at: string }) => e.at);
    expect(at.every((t: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(t))).toBe(true);
    expect([...at].sort()).toEqual(at);
    const byKind = (k: string) => body.events.filter((e: { kind: string }) => e.kind === k);
    expect(byKind('created')[0]).toMatchObject({
      actor: { kind: 'user', name: 'Alex Martin' },
      params: { step: '1' },
    });
    expect(byKind('decided')[0]).toMatchObject({ actor: { kind: 'system' }, params: { status: 'Approved' } });
    expect(byKind('decided')[0].params.reasons).toContain('scoreApproved');
    expect(byKind('contractSigned')[0]).toMatchObject({
      actor: { kind: 'customer' },
      params: { person: 'applicant' },
    });
    expect(
      byKind('documentUploaded')
        .map((e: { params: { uploadType: string } }) => e.params.uploadType)
        .sort(),
    ).toEqual(['billOfSale', 'voidCheque', 'warrantyInfo']);
    expect(byKind('booked')[0]).toMatchObject({
      actor: { kind: 'lender', name: null },
      params: { fundingDate: now().toISOString().slice(0, 10) },
    });
    // A standard program: no dealer fee, the financed amount paid whole.
    const [statement] = byKind('fundingStatement');
    expect(statement).toMatchObject({ actor: { kind: 'lender', name: null }, at: byKind('booked')[0].at });
    expect(statement.params).toMatchObject({ dealerFeePercent: '0.000', dealerFee: 0 });
    expect(statement.params.paidToDealer).toBe(statement.params.financedAmount);
  });

  it('tells the consent by whom and by which channel: the dealer on their screen, the customer by link', async () => {
    const { events } = (await timeline('demo.external', deal.id)).json();
    const consents = events.filter((e: { kind: string }) => e.kind === 'consentGiven');
    expect(consents).toEqual([
      expect.objectContaining({
        actor: { kind: 'user', name: 'Alex Martin' },
        params: { person: 'applicant', channel: 'dealerScreen' },
      }),
      expect.objectContaining({
        actor: { kind: 'customer', name: null },
        params: { person: 'applicant', channel: 'customerLink' },
      }),
    ]);
  });

  it('answers another vendor as for a missing application, and the lender the same timeline', async () => {
    const other = await timeline('demo.quebec', deal.id);
    const missing = await timeline('demo.quebec', '00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect((await timeline('demo.external', 'not-an-id')).statusCode).toBe(404);
    const lender = await timeline('demo.underwriter', deal.id);
    expect(lender.statusCode).toBe(200);
    expect(lender.json()).toEqual((await timeline('demo.external', deal.id)).json());
    expect(
      (await app.inject({ method: 'GET', url: `/api/applications/timeline/${deal.id}` })).statusCode,
    ).toBe(403);
  });

  it('carries no SIN, date of birth, token or code, nor the lender staff’s names', async () => {
    const body = (await timeline('demo.underwriter', deal.id)).body;
    for (const secret of [
      SIN,
      SIN.replaceAll(' ', ''),
      DOB,
      '1980-04-15',
      deal.token,
      deal.code,
      'Morgan Lee',
    ])
      expect(body).not.toContain(secret);
    expect(body).not.toMatch(/sin|dob|token|password/i);
  });
});
