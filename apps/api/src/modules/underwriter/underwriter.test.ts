import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisions, events } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('underwriter queue, events and re-submit on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { JOBS: '1' } });
    for (const user of ['demo.external', 'demo.internal', 'demo.underwriter'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = (user: string, url: string, payload?: object, lang = 'en') =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });

  async function decidedApplication(lastName: string, user = 'demo.external') {
    let res = await call(user, '/api/applications/save', {
      id: 'new',
      step: '1',
      creditReleaseObtained: 'Yes',
      amount: '8,000',
      applicationType: 'Finance',
      description: 'Water heater',
    });
    for (const step of [
      {
        step: '3-1',
        firstName: 'Kim',
        lastName,
        dob: '01/02/1975',
        primaryPhone: '(416) 555-0199',
        businessPhone: '(416) 555-0100',
        email: 'kim@example.com',
        employer: 'Acme',
      },
      {
        step: '3-2',
        country: 'CA',
        address1: '2 Bay St',
        city: 'Toronto',
        province: 'ON',
        postal: 'M5J 2R8',
        titleOwner: 'Rent',
      },
    ]) {
      res = await call(user, '/api/applications/save', {
        id: res.json().id,
        version: res.json().version,
        ...step,
      });
    }
    const id = res.json().id as string;
    await call(user, `/api/applications/submit/${id}`);
    for (let i = 0; i < 100; i++) {
      const { status } = (await call(user, `/api/application/status/${id}`)).json();
      if (status !== 'SubmittedToCredit') return { id, status: status as string };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('no decision');
  }

  it('refuses vendor users on every underwriter route', async () => {
    for (const url of [
      '/api/underwriter/queue',
      '/api/underwriter/applications/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await call('demo.external', url, undefined, 'fr');
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toBe('Seul le personnel du prêteur peut faire ceci.');
    }
    const decide = await call(
      'demo.internal',
      '/api/underwriter/decide/00000000-0000-4000-8000-000000000000',
      {
        decision: 'approve',
        note: 'x',
      },
    );
    expect(decide.statusCode).toBe(403);
  });

  it('shows a Pending application with its decision record, and the approval reaches the vendor', async () => {
    const { id, status } = await decidedApplication('Review');
    expect(status).toBe('Pending');
    const queue = (await call('demo.underwriter', '/api/underwriter/queue')).json().results;
    const item = queue.find((q: { id: string }) => q.id === id);
    expect(item).toMatchObject({
      lastName: 'Review',
      amount: 8000,
      decision: { score: 610, reasons: ['scoreBorderline'] },
    });
    expect(item.vendorName).toContain('Maple');

    const tooMuch = await call('demo.underwriter', `/api/underwriter/decide/${id}`, {
      decision: 'approve',
      amount: '9,000',
      note: 'ok',
    });
    expect(tooMuch.statusCode).toBe(400);
    const approved = await call('demo.underwriter', `/api/underwriter/decide/${id}`, {
      decision: 'approve',
      amount: '6,000.00',
      note: 'Stable employment, verified by phone.',
    });
    expect(approved.json()).toMatchObject({ status: 'Approved', amountApproved: 6000 });
    const vendorView = (await call('demo.external', `/api/applications/get/${id}`)).json().application;
    expect(vendorView).toMatchObject({
      status: 'Approved',
      amountApproved: 6000,
      edgeId: expect.stringMatching(/^C\d{7}$/),
    });
    const again = await call('demo.underwriter', `/api/underwriter/decide/${id}`, {
      decision: 'decline',
      note: 'late',
    });
    expect(again.statusCode).toBe(409);
    const audit = await app.database.db.select().from(events).where(eq(events.applicationId, id));
    expect(audit.map((e) => e.type)).toContain('underwriter.approve');
  });

  it('declines with a note', async () => {
    const { id } = await decidedApplication('Review');
    const res = await call('demo.underwriter', `/api/underwriter/decide/${id}`, {
      decision: 'decline',
      note: 'Debt too high.',
    });
    expect(res.json().status).toBe('Declined');
    const missingNote = await call('demo.underwriter', `/api/underwriter/decide/${id}`, {
      decision: 'decline',
      note: '',
    });
    expect(missingNote.statusCode).toBe(400);
  });

  it('re-submits a decided application as Incomplete with the same id, then decides it again keeping the old decision', async () => {
    const { id, status } = await decidedApplication('Decline');
    expect(status).toBe('Not Approved');
    const res = await call('demo.external', `/api/application/event/${id}?eventId=resubmit`);
    expect(res.json()).toEqual({ status: 'Incomplete', redirect: 'incomplete' });
    const got = (await call('demo.external', `/api/applications/get/${id}`)).json().application;
    // The bureau is asked again only with the customer's fresh consent (issue 14): the re-submit clears it.
    expect(got).toMatchObject({
      id,
      status: 'Incomplete',
      amountApproved: null,
      creditReleaseObtained: null,
    });
    expect((await call('demo.external', `/api/applications/submit/${id}`)).statusCode).toBe(400);
    const consent = await call('demo.external', '/api/applications/save', {
      id,
      version: got.version,
      step: '1',
      creditReleaseObtained: 'Yes',
      amount: '8,000',
      applicationType: 'Finance',
      description: 'Water heater',
    });
    expect(consent.statusCode, consent.body).toBe(200);
    await call('demo.external', `/api/applications/submit/${id}`);
    for (let i = 0; i < 100; i++) {
      if (
        (await call('demo.external', `/api/application/status/${id}`)).json().status !== 'SubmittedToCredit'
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const history = await app.database.db.select().from(decisions).where(eq(decisions.applicationId, id));
    expect(history).toHaveLength(2);
  });

  it('refuses an event the status machine does not allow, and changes nothing', async () => {
    const { id } = await decidedApplication('Brown');
    const del = await call('demo.external', `/api/application/event/${id}?eventId=delete`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errorMessage).toBe(
      'This action is not available for this application in its current status.',
    );
    expect((await call('demo.external', `/api/application/event/${id}?eventId=approve`)).statusCode).toBe(
      409,
    );
    expect((await call('demo.external', `/api/application/event/${id}?eventId=toString`)).statusCode).toBe(
      409,
    );
    expect((await call('demo.external', `/api/applications/get/${id}`)).json().status).toBe('Approved');
    const foreign = await call('demo.internal', `/api/application/event/${id}?eventId=resubmit`);
    expect(foreign.statusCode).toBe(404);
  });
});
