// Issue 22 item 8: the lender reads only the applications it reviews (in a review status, or having passed through
// one since the dealer last had it as a draft); anything else answers 404 exactly as an unknown id. Its timeline of one
// application follows the same rule (issue 36).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedApplication, submitPackage } from '../../test/funding-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)("the lender's view of one application on %s", (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { JOBS: '1' } });
    for (const user of ['demo.external', 'demo.underwriter']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = callerFor(() => app, tokens);
  const summary = (id: string, lang = 'en') =>
    call('demo.underwriter', 'GET', `/api/underwriter/applications/${id}`, undefined, lang);

  async function expectHidden(id: string) {
    const unknown = await summary(UNKNOWN);
    const res = await summary(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
    const fr = await summary(id, 'fr');
    expect(fr.json()).toEqual({ errorMessage: 'Impossible de récupérer la demande' });
  }

  /** A dealer's application through the wizard's saves: a draft until it is submitted. */
  async function draft(lastName: string) {
    let res = await call('demo.external', 'POST', '/api/applications/save', {
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
      res = await call('demo.external', 'POST', '/api/applications/save', {
        id: res.json().id,
        version: res.json().version,
        ...step,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return res.json().id as string;
  }

  async function decided(lastName: string) {
    const id = await draft(lastName);
    await call('demo.external', 'GET', `/api/applications/submit/${id}`);
    for (let i = 0; i < 150; i++) {
      const { status } = (await call('demo.external', 'GET', `/api/application/status/${id}`)).json();
      if (status !== 'SubmittedToCredit') return { id, status: status as string };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('no decision');
  }

  it('answers 404 for a draft, and for an application the lender never reviewed, as for an unknown id', async () => {
    await expectHidden(await draft('Brown'));
    const { id, status } = await decided('Brown');
    expect(status).toBe('Approved');
    await expectHidden(id);
    const declined = await decided('Decline');
    expect(declined.status).toBe('Not Approved');
    await expectHidden(declined.id);
    // Nor may the lender decide one it does not see: the same 404, not a 409 telling it exists.
    const decide = await call('demo.underwriter', 'POST', `/api/underwriter/decide/${id}`, {
      decision: 'decline',
      note: 'x',
    });
    expect(decide.statusCode).toBe(404);
  });

  it('shows a Pending application, and still after its review, until a re-submit makes it a draft again', async () => {
    const { id, status } = await decided('Review');
    expect(status).toBe('Pending');
    expect((await summary(id)).json().Item).toMatchObject({ id, status: 'Pending', lastName: 'Review' });
    const approved = await call('demo.underwriter', 'POST', `/api/underwriter/decide/${id}`, {
      decision: 'approve',
      note: 'Verified by phone.',
    });
    expect(approved.json().status).toBe('Approved');
    expect((await summary(id)).json().Item).toMatchObject({ id, status: 'Approved' });
    const resubmit = await call('demo.external', 'GET', `/api/application/event/${id}?eventId=resubmit`);
    expect(resubmit.json().status).toBe('Incomplete');
    await expectHidden(id);
  });

  it('shows the applications of its funding review: submitted, decided, asked for documents', async () => {
    const submitted = await signedApplication(app, { user: 'demo.external' });
    await expectHidden(submitted);
    await submitPackage(app, tokens['demo.external'] ?? '', submitted);
    expect((await summary(submitted)).json().Item).toMatchObject({ status: 'Documents Submitted' });
    const asked = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${submitted}`, {
      decision: 'missingDocuments',
      note: 'The cheque is unreadable.',
    });
    expect(asked.json().status).toBe('Missing Documents');
    expect((await summary(submitted)).json().Item).toMatchObject({ status: 'Missing Documents' });
    // Booked with no history in this database (the demo seed's, an import): its status alone says the lender funded it.
    const booked = await signedApplication(app, { user: 'demo.external', status: 'Booked' });
    expect((await summary(booked)).json().Item).toMatchObject({ status: 'Booked' });
    const signed = await signedApplication(app, { user: 'demo.external', status: 'Waiting for Signature' });
    await expectHidden(signed);
  });

  it('reads a timeline by the same rule: a draft’s refused as the draft itself, a submitted deal’s read', async () => {
    const timeline = (id: string, lang = 'en') =>
      call('demo.underwriter', 'GET', `/api/applications/timeline/${id}`, undefined, lang);
    const id = await draft('Timeline');
    for (const lang of ['en', 'fr']) {
      const refused = await timeline(id, lang);
      const itself = await summary(id, lang);
      expect(refused.statusCode).toBe(404);
      expect([refused.statusCode, refused.json()]).toEqual([itself.statusCode, itself.json()]);
    }
    // The customer's name, above all, stays the dealer's while the application is their draft.
    expect((await timeline(id)).body).not.toContain('Timeline');
    expect((await call('demo.external', 'GET', `/api/applications/timeline/${id}`)).statusCode).toBe(200);
    const submitted = await signedApplication(app, { user: 'demo.external' });
    await submitPackage(app, tokens['demo.external'] ?? '', submitted);
    const read = await timeline(submitted);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ applicationId: submitted, status: 'Documents Submitted' });
  });
});
