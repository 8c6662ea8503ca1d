// Four eyes (issue 35, decision 046), on both databases: the underwriter who approved a Pending deal's credit is told
// on the funding review they may not book it and is refused (403, with the reason); another funder books it; with the
// setting off the same user may; an approval by the policy blocks nobody; sending back for documents stays allowed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { signedApplication, submitPackage } from '../../test/funding-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from '../applications/application-status.repository.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('four eyes on %s', (kind) => {
  let app: App;
  const now = Date.parse('2026-03-02T15:00:00Z');
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, { clock: () => new Date(now) });
    for (const user of ['demo.external', 'demo.underwriter', 'demo.funder', 'demo.lender.admin'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = callerFor(() => app, tokens);
  const fund = (user: string, id: string, lang = 'en') =>
    call(
      user,
      'POST',
      `/api/underwriter/funding/${id}`,
      { decision: 'fund', fundingDate: '2026-03-20' },
      lang,
    );

  /**
   * A Pending deal the underwriter approves through the credit review, then (the closing's own tests cover it) signed
   * and its package submitted: waiting in the funding queue. Without `manual`, the policy approved it: no person.
   */
  async function readyForFunding(manual = true) {
    const id = await signedApplication(app, {
      user: 'demo.external',
      status: manual ? 'Pending' : 'Signatures Received',
      signedAt: new Date(now - 20 * 86_400_000),
    });
    if (manual) {
      const approved = await call('demo.underwriter', 'POST', `/api/underwriter/decide/${id}`, {
        decision: 'approve',
        note: 'Income verified by phone',
      });
      expect(approved.json().status, approved.body).toBe('Approved');
      await app.database.db
        .update(applications)
        .set(statusColumns('Signatures Received'))
        .where(eq(applications.id, id));
    }
    await submitPackage(app, tokens['demo.external'] ?? '', id);
    return id;
  }

  it('tells the approver on the review, refuses their booking with the reason, and lets another funder book', async () => {
    const id = await readyForFunding();
    const review = await call('demo.underwriter', 'GET', `/api/underwriter/funding/${id}`);
    expect(review.json()).toMatchObject({ fourEyes: true, youApprovedCredit: true });
    const other = await call('demo.funder', 'GET', `/api/underwriter/funding/${id}`);
    expect(other.json()).toMatchObject({ fourEyes: true, youApprovedCredit: false });

    const refused = await fund('demo.underwriter', id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(
      "You approved this deal's credit: another funder must book it (four eyes).",
    );
    const fr = await fund('demo.underwriter', id, 'fr');
    expect(fr.json().errorMessage).toMatch(/^Vous avez approuvé le crédit de ce contrat/);
    const [still] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    expect(still?.status).toBe('Documents Submitted');

    const booked = await fund('demo.funder', id);
    expect(booked.json()).toEqual({ status: 'Booked' });
  });

  it('lets the approver send the package back for documents', async () => {
    const id = await readyForFunding();
    const back = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'missingDocuments',
      note: 'The void cheque is unreadable.',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().status).toBe('Missing Documents');
  });

  it('lets the approver book with the setting off, and nobody is blocked by the policy’s approval', async () => {
    const id = await readyForFunding();
    const off = await call('demo.lender.admin', 'PUT', '/api/lender/settings', { fourEyes: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('demo.underwriter', 'GET', `/api/underwriter/funding/${id}`)).json()).toMatchObject({
      fourEyes: false,
      youApprovedCredit: true,
    });
    expect((await fund('demo.underwriter', id)).json()).toEqual({ status: 'Booked' });

    await call('demo.lender.admin', 'PUT', '/api/lender/settings', { fourEyes: true });
    const automatic = await readyForFunding(false);
    expect(
      (await call('demo.underwriter', 'GET', `/api/underwriter/funding/${automatic}`)).json(),
    ).toMatchObject({
      fourEyes: true,
      youApprovedCredit: false,
    });
    expect((await fund('demo.underwriter', automatic)).json()).toEqual({ status: 'Booked' });
  });
});
