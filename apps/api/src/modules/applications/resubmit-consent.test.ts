// Issue 29 item 1 (decision 033): the calls the browser makes on PendingApproval's "add a co-applicant" path. The
// re-submit withdraws the customer's consent; the submit keeps refusing without it; the consent the review asks
// again goes through step 1's own save, with its full check and the version, and then the submit goes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from './application-status.repository.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const STEP_1 = {
  amount: '8,000.00',
  applicationType: 'Finance',
  description: 'High-efficiency furnace',
  hasCoApplicant: 'No',
};
const PERSON = {
  dob: '04/15/1980',
  primaryPhone: '(416) 555-0199',
  businessPhone: '(416) 555-0100',
  employer: 'Acme',
};
const ADDRESS = {
  country: 'CA',
  address1: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  postal: 'M5H 1A1',
};

describe.each(DATABASES)('the consent asked again on a re-submit, on %s', (kind) => {
  let app: App;
  let token = '';
  beforeAll(async () => {
    app = await createTestApp(kind);
    token = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, lang = 'en') =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: token, 'accept-language': lang },
    });
  const get = (url: string, lang = 'en') =>
    app.inject({ url, headers: { authorization: token, 'accept-language': lang } });

  /** An application submitted once and decided Pending (the decision written as the status writer writes it). */
  async function pendingApplication(): Promise<string> {
    let id = 'new';
    let version: number | undefined;
    for (const body of [
      { step: '1', creditReleaseObtained: 'Yes', ...STEP_1 },
      { step: '3-1', firstName: 'Alex', lastName: 'Review', email: 'alex@example.com', ...PERSON },
      { step: '3-2', ...ADDRESS, titleOwner: 'Own', yearsAtCurHouse: 4 },
    ]) {
      const res = await post('/api/applications/save', { id, version, mode: 'next', ...body });
      expect(res.statusCode, res.body).toBe(200);
      ({ id, version } = res.json());
    }
    await app.database.db
      .update(applications)
      .set({ ...statusColumns('Pending'), submissionId: crypto.randomUUID() })
      .where(eq(applications.id, id));
    return id;
  }

  const versionOf = async (id: string) =>
    (await get(`/api/applications/get/${id}`)).json().application.version;

  it('refuses the submit until the customer’s consent is saved again through step 1, then submits', async () => {
    const id = await pendingApplication();
    const event = await get(`/api/application/event/${id}?eventId=resubmitWithCoApplicant`);
    expect(event.json()).toEqual({ status: 'Incomplete', redirect: 'incomplete' });

    for (const body of [
      {
        step: '1',
        creditReleaseObtained: 'Yes',
        isImmediateFamily: 'Yes',
        coborrowerRelationship: 'spouse',
        firstName: 'Liam',
        lastName: 'Brown',
        ...PERSON,
      },
      { step: '2', ...ADDRESS, titleOwner: 'Own' },
    ]) {
      const res = await post('/api/applications/save-co-applicant', {
        id,
        version: await versionOf(id),
        mode: 'next',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    // What the dealer met in the issue: the server re-validates, and the customer's consent is gone.
    const refused = await get(`/api/applications/submit/${id}`, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages).toEqual({
      application: { creditReleaseObtained: 'Vous devez accepter les termes' },
      coApplicant: {},
    });

    // The consent goes through step 1's own save: a box left blank is refused there too.
    const stored = (await get(`/api/applications/get/${id}`)).json().application;
    const step1 = {
      id,
      step: '1',
      mode: 'next',
      amount: stored.amount,
      applicationType: stored.applicationType,
      description: stored.description,
      hasCoApplicant: stored.hasCoApplicant,
    };
    const blank = await post('/api/applications/save', {
      ...step1,
      version: stored.version,
      creditReleaseObtained: 'No',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ creditReleaseObtained: 'You must accept the terms' });
    // An old version (another tab) is refused, not overwritten.
    const stale = await post('/api/applications/save', {
      ...step1,
      version: stored.version - 1,
      creditReleaseObtained: 'Yes',
    });
    expect(stale.statusCode).toBe(409);

    const saved = await post('/api/applications/save', {
      ...step1,
      version: stored.version,
      creditReleaseObtained: 'Yes',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ creditReleaseObtained: 'Yes', hasCoApplicant: 'Yes' });

    const submitted = await get(`/api/applications/submit/${id}`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('SubmittedToCredit');
  });
});
