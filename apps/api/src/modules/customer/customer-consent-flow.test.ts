// Issue 26, the dealer's side of the customer's own consent: once a link is out the consent is the customer's to give
// (the dealer's tick withdrawn, their step 1 goes on without the box, the submit waits for the customer), a revoke
// gives it back to the dealer, the tablet's hand-off opens the customer's view at once on the dealer's device, and the
// contact typed where the link is sent is checked and kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, events, outbox, smsOutbox } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { type Caller, codeTextedTo, draftApplication, tokenMailedTo } from './customer-fixtures.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)("the customer's consent on the dealer's side, on %s", (kind) => {
  let app: App;
  let token = '';
  const call: Caller = (_user, method, url, payload, lang = 'en') =>
    app.inject({ method, url, payload, headers: { authorization: token, 'accept-language': lang } });
  const customer = (url: string, payload?: object, session = '', lang = 'en') =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/customer-api${url}`,
      payload,
      headers: { 'x-customer-session': session, 'accept-language': lang, 'user-agent': 'Tablet/1.0' },
    });
  const get = async (id: string) => (await call('', 'GET', `/api/applications/get/${id}`)).json();
  const stepOne = (id: string, version: number, more: object = {}) =>
    call('', 'POST', '/api/applications/save', {
      id,
      version,
      step: '1',
      amount: '8,000.00',
      applicationType: 'Finance',
      description: 'Heat pump',
      ...more,
    });
  const row = async (id: string) =>
    (await app.database.db.select().from(applications).where(eq(applications.id, id)))[0];

  beforeAll(async () => {
    app = await createTestApp(kind, { env: { CUSTOMER_LINK_ADDRESS_MAX_FAILURES: '0' } });
    token = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  it('withdraws the dealer’s tick when a link goes out, waits for the customer, then takes their consent', async () => {
    const id = await draftApplication(call, 'demo.external', { mobilePhone: '(416) 555-0171' });
    expect((await get(id)).consent).toMatchObject({ by: 'vendor', channel: 'tablet' });
    // No e-mail on file: typed where the link is sent, checked by the wizard's rule, then kept.
    const wrong = await call('', 'POST', `/api/applications/customer-link/${id}`, {
      channels: ['email'],
      contact: { email: 'not-an-address' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ email: 'Enter a valid e-mail address.' });
    const sent = await call('', 'POST', `/api/applications/customer-link/${id}`, {
      channels: ['email', 'sms'],
      contact: { email: 'robin.consent@example.com' },
      language: 'fr',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sentTo).toEqual({ email: 'r***@example.com', sms: '***-***-0171' });
    const awaited = await get(id);
    expect(awaited.consent).toEqual({ by: 'customer', channel: 'link', at: null });
    expect(awaited.application).toMatchObject({
      email: 'robin.consent@example.com',
      creditReleaseObtained: null,
    });
    expect(await row(id)).toMatchObject({ customerLanguage: 'fr', consentVersion: null });

    // The dealer's step 1 goes on without the box, and can no longer tick it.
    const ticked = await stepOne(id, awaited.application.version, {
      mode: 'next',
      creditReleaseObtained: 'Yes',
    });
    expect(ticked.statusCode).toBe(400);
    expect(ticked.json().errors.creditReleaseObtained).toContain('own device');
    const next = await stepOne(id, awaited.application.version, { mode: 'next' });
    expect(next.statusCode, next.body).toBe(200);
    expect((await get(id)).consent.at).toBeNull();
    // The submit waits for the customer, and says so, in the dealer's language.
    const early = await call('', 'GET', `/api/applications/submit/${id}`, undefined, 'fr');
    expect(early.statusCode).toBe(400);
    expect(early.json().errorMessages.application.creditReleaseObtained).toContain('pas encore donné');

    // The customer answers on their phone: the consent is theirs, by link.
    const link = await tokenMailedTo(call, 'demo.external', 'robin.consent@example.com');
    expect((await customer('/open', { token: link })).statusCode).toBe(200);
    const code = await codeTextedTo(call, 'demo.external', '(416) 555-0171');
    const { session } = (await customer('/verify', { token: link, code })).json();
    const done = await customer(
      '/submit',
      { creditReleaseObtained: 'Yes', dob: '04/15/1980' },
      session,
      'fr',
    );
    expect(done.statusCode, done.body).toBe(200);
    const given = await get(id);
    expect(given.consent).toEqual({ by: 'customer', channel: 'link', at: expect.any(String) });
    expect(given.application.creditReleaseObtained).toBe('Yes');
    expect(await row(id)).toMatchObject({ consentVersion: 2, consentLanguage: 'fr', customerLanguage: 'fr' });
  });

  it('gives the consent back to the dealer when the link is revoked before the customer answered', async () => {
    const id = await draftApplication(call, 'demo.external', { email: 'sky.revoke@example.com' });
    expect(
      (await call('', 'POST', `/api/applications/customer-link/${id}`, { channels: ['email'] })).statusCode,
    ).toBe(200);
    expect((await get(id)).consent).toEqual({ by: 'customer', channel: 'link', at: null });
    const revoked = await call('', 'DELETE', `/api/applications/customer-link/${id}`);
    expect(revoked.json()).toEqual({ revoked: 1 });
    const back = await get(id);
    expect(back.consent).toEqual({ by: 'vendor', channel: null, at: null });
    const ticked = await stepOne(id, back.application.version, {
      mode: 'next',
      creditReleaseObtained: 'Yes',
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect((await get(id)).consent).toMatchObject({ by: 'vendor', channel: 'tablet' });
  });

  it('hands the dealer’s tablet to the customer: a session at once, nothing sent, the consent recorded as the tablet’s', async () => {
    const id = await draftApplication(call, 'demo.external', {});
    const mails = (await app.database.db.select().from(outbox)).length;
    const texts = (await app.database.db.select().from(smsOutbox)).length;
    const both = await call('', 'POST', `/api/applications/customer-link/${id}`, {
      channels: ['tablet', 'email'],
    });
    expect(both.statusCode).toBe(400);
    const handed = await call('', 'POST', `/api/applications/customer-link/${id}`, { channels: ['tablet'] });
    expect(handed.statusCode, handed.body).toBe(200);
    const { session, sentTo, expiresAt } = handed.json();
    expect(sentTo).toEqual({});
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect((await app.database.db.select().from(outbox)).length).toBe(mails);
    expect((await app.database.db.select().from(smsOutbox)).length).toBe(texts);
    expect((await get(id)).consent).toEqual({ by: 'customer', channel: 'tablet', at: null });
    const summary = await customer('/application', undefined, session);
    expect(summary.json()).toMatchObject({ person: 'applicant', fields: { firstName: 'Alex', dob: null } });
    const done = await customer('/submit', { creditReleaseObtained: 'Yes', dob: '04/15/1980' }, session);
    expect(done.statusCode, done.body).toBe(200);
    const given = await get(id);
    expect(given.consent).toEqual({ by: 'customer', channel: 'tablet', at: expect.any(String) });
    expect(given.application.dob).toBe('**/**/1980');
    expect(await row(id)).toMatchObject({ consentChannel: 'tablet', consentUserAgent: 'Tablet/1.0' });
    // The session is spent with the link.
    expect((await customer('/application', undefined, session)).statusCode).toBe(404);
    const audit = await app.database.db.select().from(events).where(eq(events.applicationId, id));
    expect(audit.map((e) => e.type)).toEqual(
      expect.arrayContaining(['customer_link.sent', 'customer_link.used']),
    );
    expect(JSON.stringify(audit)).not.toContain(session);
  });
});
