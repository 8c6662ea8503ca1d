// The dealers list's figures of the last 90 days (decision 049) against a small hand-made set, on both databases:
// applications created (a deleted draft and an older one left out), credit answers reached (an approval, a decline;
// a referral to Pending is none), and a deal booked through the lender's funding review at its financed amount.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { signedApplication, submitPackage } from '../../test/funding-fixtures.ts';
import { decide, submittedApplication } from '../../test/live-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from '../applications/application-status.repository.ts';
import { NEW_DEALER } from './dealer-fixtures.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;

describe.each(DATABASES)("the dealers list's figures on %s", (kind) => {
  let app: App;
  let lender = '';
  beforeAll(async () => {
    app = await createTestApp(kind);
    lender = await login(app, 'demo.lender.admin');
  });
  afterAll(() => app.close());

  const asLender = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: lender } });

  async function onboard(name: string, userName: string) {
    const res = await asLender('POST', '/api/lender/dealers', {
      ...NEW_DEALER,
      name,
      admin: { userName, displayName: name, email: `${userName}@figures.example` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { Item, admin } = res.json();
    await app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { userName, password: admin.password, newPassword: 'Figures-pass1!' },
    });
    return { id: Item.id as number, token: await login(app, userName, 'Figures-pass1!') };
  }

  it('counts, rates and sums what each dealership did in the window, and only its own', async () => {
    const dealer = await onboard('Figures Heating', 'figures.admin');
    const quiet = await onboard('Figures Quiet', 'quiet.admin');
    const user = 'figures.admin';
    const { db } = app.database;
    await submittedApplication(app, user, 'Incomplete');
    await decide(app, (await submittedApplication(app, user)).id, 'Approved');
    await decide(app, (await submittedApplication(app, user)).id, 'Declined');
    await decide(app, (await submittedApplication(app, user)).id, 'Pending');
    // Out of the count: a deleted draft, and an application created 100 days ago.
    await submittedApplication(app, user, 'Deleted');
    const old = await submittedApplication(app, user, 'Incomplete');
    await db
      .update(applications)
      .set({ ...statusColumns('Incomplete'), created: new Date(Date.now() - 100 * DAY) })
      .where(eq(applications.id, old.id));
    // A deal taken to Booked by the lender's funding review, at 12,345.67 financed.
    const booked = await signedApplication(app, {
      user,
      financedCents: 1_234_567,
      signedAt: new Date(Date.now() - 30 * DAY),
    });
    await submitPackage(app, dealer.token, booked, 1_234_567);
    const funder = await login(app, 'demo.funder');
    const funded = await app.inject({
      method: 'POST',
      url: `/api/underwriter/funding/${booked}`,
      payload: { decision: 'fund', fundingDate: new Date().toISOString().slice(0, 10) },
      headers: { authorization: funder },
    });
    expect(funded.json(), funded.body).toEqual({ status: 'Booked' });

    const list = await asLender('GET', '/api/lender/dealers?q=figures');
    expect(list.statusCode, list.body).toBe(200);
    const byId = new Map(list.json().Items.map((d: { id: number; figures: object }) => [d.id, d.figures]));
    expect(byId.get(dealer.id)).toEqual({
      applications: 5,
      approved: 1,
      decided: 2,
      approvalRate: 0.5,
      fundedAmount: 12_345.67,
      funded: 1,
    });
    expect(byId.get(quiet.id)).toEqual({
      applications: 0,
      approved: 0,
      decided: 0,
      approvalRate: null,
      fundedAmount: 0,
      funded: 0,
    });
    const page = await asLender('GET', `/api/lender/dealers/${dealer.id}`);
    expect(page.json().Item.figures).toEqual(byId.get(dealer.id));
  });

  it('filters by status, province and kind, and searches the legal name', async () => {
    const legal = await asLender('GET', '/api/lender/dealers?q=heating%20ltd&kind=external&province=ON');
    expect(
      legal
        .json()
        .Items.map((d: { name: string }) => d.name)
        .sort(),
    ).toEqual(['Figures Heating', 'Figures Quiet']);
    expect((await asLender('GET', '/api/lender/dealers?q=figures&kind=internal')).json().total).toBe(0);
    expect((await asLender('GET', '/api/lender/dealers?q=figures&status=suspended')).json().total).toBe(0);
    expect((await asLender('GET', '/api/lender/dealers?province=ZZ')).statusCode).toBe(400);
  });
});
