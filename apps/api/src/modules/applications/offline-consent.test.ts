// A consent ticked on a tablet that kept the step offline (issue 39, decision 057): the save carries when it was given,
// recorded as such once checked (not in the future, not older than the 72 hours a tablet keeps a step).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const step1 = {
  step: '1',
  creditReleaseObtained: 'Yes',
  amount: '8,000.00',
  applicationType: 'Finance',
  description: 'Water heater',
  hasCoApplicant: 'Yes',
};
const co1 = {
  step: '1',
  creditReleaseObtained: 'Yes',
  isImmediateFamily: 'Yes',
  coborrowerRelationship: 'spouse',
  firstName: 'Léa',
  lastName: 'Roy',
  dob: '04/15/1982',
  primaryPhone: '(416) 555-0142',
  employer: 'Acme',
  businessPhone: '(416) 555-0100',
};
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(DATABASES)('consent given offline on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    tokens['demo.external'] = await login(app, 'demo.external');
  });
  afterAll(() => app.close());
  const call = callerFor(() => app, tokens);
  const record = async (id: string) =>
    (await call('demo.external', 'GET', `/api/applications/get/${id}`)).json() as {
      consent: { by: string; channel: string; at: string };
      coApplicantConsent: { by: string; channel: string; at: string };
    };

  it('records the time the consent was given on the tablet, for the applicant and the co-applicant', async () => {
    const givenAt = ago(5 * HOUR);
    const saved = await call('demo.external', 'POST', '/api/applications/save', {
      id: 'new',
      ...step1,
      consentGivenAt: givenAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, version } = saved.json() as { id: string; version: number };
    const coGivenAt = ago(4 * HOUR);
    const co = await call('demo.external', 'POST', '/api/applications/save-co-applicant', {
      id,
      version,
      ...co1,
      consentGivenAt: coGivenAt,
    });
    expect(co.statusCode, co.body).toBe(200);
    const got = await record(id);
    expect(got.consent).toEqual({ by: 'vendor', channel: 'tablet', at: givenAt });
    expect(got.coApplicantConsent).toEqual({ by: 'vendor', channel: 'tablet', at: coGivenAt });
  });

  it('refuses a consent time in the future or older than 72 hours, and takes now without one', async () => {
    for (const consentGivenAt of [new Date(Date.now() + HOUR).toISOString(), ago(73 * HOUR), 'yesterday']) {
      const res = await call('demo.external', 'POST', '/api/applications/save', {
        id: 'new',
        ...step1,
        consentGivenAt,
      });
      expect(res.statusCode, consentGivenAt).toBe(400);
      expect(res.json().errors.consentGivenAt, consentGivenAt).toBe(
        'The time the consent was given must be within the last 72 hours, and not in the future.',
      );
    }
    const before = Date.now();
    const res = await call('demo.external', 'POST', '/api/applications/save', { id: 'new', ...step1 });
    const at = Date.parse((await record(res.json().id)).consent.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
  });
});
