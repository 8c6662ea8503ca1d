// Issue 25: a deal the second-look partner approved closes like any other, through the dealer's own calls: assets
// capped by the partner's amount, the partner's program, a contract naming the partner as the creditor, the
// certificate, the uploads, and the lender's funding review, which sees whose deal it is and both decisions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from './adapters/esign/seal-identity.ts';
import { pdfText } from './modules/documents/pdf-tools.ts';
import { leaseDay, usDate } from './test/deal-fixtures.ts';
import { submitPackage } from './test/funding-fixtures.ts';
import { createTestApp, DATABASES, login } from './test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A seal of its own: on PostgreSQL (the scale setup) the contract's seal is configured, never made at start. */
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;

describe.each(DATABASES)("a partner's deal on %s", (kind) => {
  let app: App;
  let now = new Date();
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => now,
      env: {
        JOBS: '1',
        PARTNER_ANSWER_WAIT_MS: '0',
        SEAL_P12: SEAL,
        SEAL_P12_PASSWORD: 'test',
      },
    });
    for (const user of ['demo.external', 'demo.underwriter']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = (user: string, url: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      headers: { authorization: tokens[user] ?? '' },
    });
  const form = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  async function statusAfter(id: string, waiting: readonly string[]) {
    for (let i = 0; i < 200; i++) {
      const { status } = (await call('demo.external', `/api/application/status/${id}`)).json();
      if (!waiting.includes(status)) return status as string;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`still ${waiting.join(' or ')}`);
  }

  /** Declined by the lender, then approved by the partner for half of the $10,000 asked. */
  async function partnerApproved() {
    let res = await call('demo.external', '/api/applications/save', {
      id: 'new',
      step: '1',
      creditReleaseObtained: 'Yes',
      amount: '10,000.00',
      applicationType: 'Finance',
      description: 'Heat pump',
    });
    for (const step of [
      {
        step: '3-1',
        firstName: 'Robin',
        lastName: 'Secondlesser',
        dob: '04/15/1980',
        primaryPhone: '(416) 555-0199',
        businessPhone: '(416) 555-0100',
        email: 'robin@example.com',
        employer: 'Acme',
      },
      {
        step: '3-2',
        country: 'CA',
        address1: '12 Elm Street',
        city: 'Toronto',
        province: 'ON',
        postal: 'M4B 1B3',
        titleOwner: 'Own',
        yearsAtCurHouse: 4,
      },
    ]) {
      res = await call('demo.external', '/api/applications/save', {
        id: res.json().id,
        version: res.json().version,
        ...step,
      });
    }
    const id = res.json().id as string;
    await call('demo.external', `/api/applications/submit/${id}`);
    expect(await statusAfter(id, ['SubmittedToCredit'])).toBe('Not Approved');
    await call('demo.external', `/api/application/event/${id}?eventId=submitToKamsel`);
    expect(await statusAfter(id, ['SubmittedToKamsel', 'KamselPending'])).toBe('KamselApproved');
    return id;
  }

  it('caps the assets, prices the partner’s program, names the partner on the contract, and goes to funding', async () => {
    const id = await partnerApproved();
    const get = await call('demo.external', `/api/applications/get/${id}`);
    expect(get.json().permissions.generateContract).toBeTruthy();
    const asset = (retailCost: string) =>
      call(
        'demo.external',
        `/api/application/add-asset/${id}?assetName=&assetTypeId=1&assetSubTypeId=3&quantity=1&serialNumber=HP-1&retailCost=${retailCost}`,
      );
    // Capped by the partner's $5,000, not the $10,000 asked.
    const over = await asset('5000');
    expect(over.statusCode).toBe(400);
    expect(over.json().errorMessage).toContain('approved amount of $5,000.00');
    expect((await asset('4000')).statusCode).toBe(200);

    const lender = await call(
      'demo.external',
      `/api/application/save-program/${id}?programId=194&termId=3&leaseDate=${leaseDay(now)}&installationDate=${usDate(now)}&certificateMethod=paper`,
    );
    expect(lender.statusCode).toBe(404);
    const saved = await call(
      'demo.external',
      `/api/application/save-program/${id}?programId=301&termId=3&leaseDate=${leaseDay(now)}&installationDate=${usDate(now)}&certificateMethod=paper`,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const request = await call(
      'demo.external',
      `/api/sign/${id}?action=sign&url=/sign/${id}&customerSignMethod=Embed&language=en`,
    );
    expect(request.statusCode, request.body).toBe(200);
    const [customer] = request.json<{ urls: Array<{ url: string }> }>().urls;
    const path = new URL(customer?.url ?? '', 'http://x').pathname;
    const contract = await app.inject({ method: 'GET', url: `${path}/document.pdf` });
    const text = pdfText(new Uint8Array(contract.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Northbridge Second Look Credit Corp.');
    expect(text).not.toContain('Lakeshore Consumer Finance');
    expect(text).toContain('Second Look Fixed Rate');
    expect(
      (await form(`${path}/sign`, { consent: 'yes', kind: 'typed', typedName: 'Robin' })).statusCode,
    ).toBe(200);
    expect(await statusAfter(id, ['Waiting for Signature'])).toBe('Signatures Received');

    // The bill of sale at the amount financed: $4,000 and Ontario's 13 % HST.
    await submitPackage(app, tokens['demo.external'] ?? '', id, 452_000);
    expect(await statusAfter(id, [])).toBe('Documents Submitted');

    const funding = (await call('demo.underwriter', '/api/underwriter/funding')).json().results;
    expect(funding.find((item: { id: string }) => item.id === id)).toMatchObject({ creditor: 'partner' });
    const review = (await call('demo.underwriter', `/api/underwriter/applications/${id}`)).json().Item;
    expect(review).toMatchObject({
      creditor: 'partner',
      decision: { decider: 'partner', outcome: 'KamselApproved' },
      earlierDecisions: [{ decider: 'lender', outcome: 'Not Approved' }],
    });
    // Funded once the cooling-off period has ended, as any deal.
    now = new Date(now.getTime() + 30 * 86_400_000);
    tokens['demo.underwriter'] = await login(app, 'demo.underwriter');
    const booked = await call('demo.underwriter', `/api/underwriter/funding/${id}`, {
      decision: 'fund',
      fundingDate: now.toISOString().slice(0, 10),
    });
    expect(booked.json()).toEqual({ status: 'Booked' });
  }, 120_000);
});
