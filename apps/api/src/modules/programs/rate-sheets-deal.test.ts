// Issue 35's rate sheets across a change (decision 047): a deal priced on version 1 keeps it when version 2 takes
// effect (the re-opened program screen, the contract, the funding checks), a new deal is priced on version 2 only from
// its day, and the version's dealer fee is copied to the selection.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../adapters/esign/seal-identity.ts';
import { leaseDay, usDate } from '../../test/deal-fixtures.ts';
import { submitPackage } from '../../test/funding-fixtures.ts';
import { versionBody } from '../../test/rate-sheet-fixtures.ts';
import { signableApplication } from '../../test/signing-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { applications } from '../applications/applications.schema.ts';
import { assets } from '../assets/assets.schema.ts';
import { pdfText } from '../documents/pdf-tools.ts';
import { financingSelections } from '../financing/financing.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;

describe.each(DATABASES)('a saved deal across a rate change on %s', (kind) => {
  let app: App;
  let now = new Date('2026-03-20T15:00:00Z');
  const tokens: Record<string, string> = {};
  const users = ['demo.lender.admin', 'demo.external'];
  beforeAll(async () => {
    app = await createTestApp(kind, { clock: () => now, env: { SEAL_P12: SEAL, SEAL_P12_PASSWORD: 'test' } });
    for (const user of users) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());
  const call = callerFor(() => app, tokens);
  const dealer = 'demo.external';

  const selectionOf = async (id: string) =>
    (
      await app.database.db
        .select()
        .from(financingSelections)
        .where(eq(financingSelections.applicationId, id))
    )[0];
  const statusOf = async (id: string) =>
    (await app.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
  const saveProgram = (id: string, programId: number, termId = 5) =>
    call(
      dealer,
      'GET',
      `/api/application/save-program/${id}?programId=${programId}&termId=${termId}&leaseDate=${leaseDay(now)}&installationDate=${usDate(now)}&certificateMethod=paper`,
    );
  const ratesOffered = async (id: string, programId: number) =>
    (await call(dealer, 'GET', `/api/program/options?programId=${programId}&id=${id}`)).json().rates[0]
      .ratePercent;

  it('copies the version’s dealer fee to the selection', async () => {
    const id = await signableApplication(app, { user: dealer, program: false });
    expect((await saveProgram(id, 198)).statusCode).toBe(200);
    expect(await selectionOf(id)).toMatchObject({ dealerFeePercent: '4.500', rate: '4.990' });
  });

  it('keeps a deal on version 1 through signing and funding once version 2 is in effect; a new deal takes version 2', async () => {
    const saved = await signableApplication(app, { user: dealer, program: false, edgeId: '01000777' });
    const res = await saveProgram(saved, 195);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ rate: '7.99', program: { programId: 195 } });
    const v1 = await selectionOf(saved);
    expect(v1).toMatchObject({ rate: '7.990', dealerFeePercent: '0.000' });

    const added = await app.inject({
      method: 'POST',
      url: '/api/lender/programs/195/versions',
      payload: versionBody({ effectiveFrom: '2026-03-21', ratePercent: '6.49', dealerFeePercent: '1' }),
      headers: { authorization: tokens['demo.lender.admin'] ?? '' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const v2 = added.json().versionId;
    expect(v2).not.toBe(v1?.programVersionId);

    // Today version 2 is future: never offered.
    const fresh = await signableApplication(app, { user: dealer, program: false });
    expect(await ratesOffered(fresh, 195)).toBe('7.99');
    const calculator = await call(dealer, 'GET', '/api/program/options?programId=195&amount=10000');
    expect(calculator.json().rates[0].ratePercent).toBe('7.99');

    // The next day (in Toronto) version 2 is in effect; the dealer signs in again.
    now = new Date('2026-03-21T15:00:00Z');
    tokens[dealer] = await login(app, dealer);
    expect(await ratesOffered(fresh, 195)).toBe('6.49');

    // Re-opened, the saved deal shows what it was priced on.
    const programs = (await call(dealer, 'GET', `/api/programs?id=${saved}`)).json();
    expect(programs.saved).toMatchObject({
      programId: 195,
      version: 1,
      ratePercent: '7.990',
      termMonths: 60,
    });

    // The contract prints version 1's rate, not version 2's.
    const request = await call(
      dealer,
      'GET',
      `/api/sign/${saved}?action=sign&url=/sign/${saved}&customerSignMethod=Embed&language=en`,
    );
    expect(request.statusCode, request.body).toBe(200);
    const [customer] = request.json<{ urls: Array<{ url: string }> }>().urls;
    const page = new URL(customer?.url ?? '', 'http://x').pathname;
    const contract = await app.inject({ method: 'GET', url: `${page}/document.pdf` });
    const text = pdfText(new Uint8Array(contract.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Preferred Fixed Rate');
    expect(text).toMatch(/7\.990?\s?%/);
    expect(text).not.toMatch(/6\.490?\s?%/);
    const signed = await app.inject({
      method: 'POST',
      url: `${page}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        consent: 'yes',
        kind: 'typed',
        typedName: 'Jordan Whitaker',
      }).toString(),
    });
    expect(signed.statusCode).toBe(200);
    expect(await statusOf(saved)).toBe('Signatures Received');

    // The funding checks pass on what version 1 priced: the package goes through at its financed amount.
    await app.database.db
      .update(assets)
      .set({ serialNumber: 'HP-7730' })
      .where(eq(assets.applicationId, saved));
    await submitPackage(app, tokens[dealer] ?? '', saved, 1_000_000);
    expect(await statusOf(saved)).toBe('Documents Submitted');
    expect(await selectionOf(saved)).toMatchObject({ programVersionId: v1?.programVersionId, rate: '7.990' });

    // A new selection is priced on version 2, with its dealer fee.
    expect((await saveProgram(fresh, 195)).json().data.rate).toBe('6.49');
    expect(await selectionOf(fresh)).toMatchObject({
      programVersionId: v2,
      rate: '6.490',
      dealerFeePercent: '1.000',
    });
  }, 60_000);
});
