// Issue 26: the co-applicant gets a link of their own; the two links live apart (one revoked leaves the other), the
// co-applicant's answers land on the co-applicant only, and every step of the links is audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, coApplicants, events } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { type Caller, codeTextedTo, draftApplication, tokenMailedTo } from './customer-fixtures.ts';

describe.each(DATABASES)("the co-applicant's own link on %s", (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const tokens: Record<string, string> = {};
  const call: Caller = (user, method, url, payload, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  const customer = (url: string, payload?: object, session = '') =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/customer-api${url}`,
      payload,
      headers: { 'x-customer-session': session },
    });
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { CUSTOMER_LINK_ADDRESS_MAX_FAILURES: '0' } });
    tokens['demo.external'] = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  it('sends, opens and records the co-applicant part apart from the applicant', async () => {
    const id = await draftApplication(call, 'demo.external', {
      email: 'main@example.com',
      mobilePhone: '(416) 555-0150',
    });
    const version = (await call('demo.external', 'GET', `/api/applications/get/${id}`)).json().application
      .version;
    const co = await call('demo.external', 'POST', '/api/applications/save-co-applicant', {
      id,
      version,
      step: '1',
      mode: 'back',
      firstName: 'Sam',
      lastName: 'Martin',
      email: 'co@example.com',
      mobilePhone: '(416) 555-0160',
    });
    expect(co.statusCode, co.body).toBe(200);
    const link = (person: string) =>
      call('demo.external', 'POST', `/api/applications/customer-link/${id}`, {
        channels: ['email', 'sms'],
        person,
      });
    expect((await link('applicant')).statusCode).toBe(200);
    const applicantToken = await tokenMailedTo(call, 'demo.external', 'main@example.com');
    expect((await link('coApplicant')).statusCode).toBe(200);
    const coToken = await tokenMailedTo(call, 'demo.external', 'co@example.com');
    // The co-applicant's link leaves the applicant's alive.
    expect((await customer('/open', { token: applicantToken })).statusCode).toBe(200);
    expect((await customer('/open', { token: coToken })).statusCode).toBe(200);
    const code = await codeTextedTo(call, 'demo.external', '(416) 555-0160');
    expect(
      (await customer('/verify', { token: coToken, code: code === '000001' ? '000002' : '000001' }))
        .statusCode,
    ).toBe(404);
    const session = (await customer('/verify', { token: coToken, code })).json().session;
    expect((await customer('/application', undefined, session)).json()).toMatchObject({
      person: 'coApplicant',
      fields: { firstName: 'Sam' },
    });
    const res = await customer('/submit', { creditReleaseObtained: 'Yes', dob: '07/08/1985' }, session);
    expect(res.statusCode, res.body).toBe(200);
    const [coRow] = await app.database.db
      .select()
      .from(coApplicants)
      .where(eq(coApplicants.applicationId, id));
    expect(coRow).toMatchObject({ consentBy: 'customer', consentChannel: 'link', consentVersion: 2 });
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    // The applicant's own link is out too, unanswered: their consent is awaited, the dealer's tick withdrawn.
    expect(row).toMatchObject({ consentBy: 'customer', consentAt: null, creditReleaseObtained: null });
    const got = (await call('demo.external', 'GET', `/api/applications/get/${id}`)).json();
    expect(got.coApplicant.dob).toBe('**/**/1985');
    expect(got.consent).toEqual({ by: 'customer', channel: 'link', at: null });
    expect(got.coApplicantConsent).toMatchObject({ by: 'customer', channel: 'link', at: expect.any(String) });
    // The dealer's co-applicant step can no longer tick the co-applicant's consent, and keeps their own date of birth.
    const coSave = (fields: object, lang = 'en') =>
      call(
        'demo.external',
        'POST',
        '/api/applications/save-co-applicant',
        {
          id,
          version: got.application.version,
          step: '1',
          mode: 'back',
          firstName: 'Sam',
          ...fields,
        },
        lang,
      );
    const refused = await coSave({ creditReleaseObtained: 'Yes' }, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.creditReleaseObtained).toContain('propre appareil');
    const kept = await coSave({ dob: '**/**/1985' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().coApplicant.dob).toBe('**/**/1985');
    const [coAfter] = await app.database.db
      .select()
      .from(coApplicants)
      .where(eq(coApplicants.applicationId, id));
    expect(app.sinCipher.decrypt(coAfter?.dobEncrypted ?? '')).toBe('1985-07-08');
    // Revoking the applicant's link leaves the used co-applicant's alone, and is audited.
    expect((await call('demo.external', 'DELETE', `/api/applications/customer-link/${id}`)).json()).toEqual({
      revoked: 1,
    });
    expect((await customer('/open', { token: applicantToken })).statusCode).toBe(404);
    const types = (await app.database.db.select().from(events).where(eq(events.applicationId, id))).map(
      (e) => e.type,
    );
    for (const type of ['customer_link.failed', 'customer_link.revoked', 'customer_link.used'])
      expect(types).toContain(type);
  });

  it('refuses a co-applicant link where there is no co-applicant, in French too', async () => {
    const id = await draftApplication(call, 'demo.external', { email: 'solo@example.com' });
    const res = await call(
      'demo.external',
      'POST',
      `/api/applications/customer-link/${id}`,
      {
        channels: ['email'],
        person: 'coApplicant',
      },
      'fr',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('La demande n’a pas de codemandeur.');
  });
});
