// Issue 26, signing from the same link: a customer who answered on their own device by link is invited to sign their
// contract on that same customer page, behind its second factor; the page's next step is the built-in signing page.
// A customer whose consent the dealer's screen recorded still gets the plain signing link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../adapters/esign/seal-identity.ts';
import { applications, events } from '../../db/schema.ts';
import { withBodies } from '../../test/mail-fixtures.ts';
import { signableApplication } from '../../test/signing-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { outbox } from '../mail/mail.schema.ts';
import { codeTextedTo } from './customer-fixtures.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;

describe.each(DATABASES)('signing from the customer’s own link, on %s', (kind) => {
  let app: App;
  let token = '';
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: token } });
  const customer = (url: string, payload?: object, session = '') =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/customer-api${url}`,
      payload,
      headers: { 'x-customer-session': session, 'user-agent': 'Phone/1.0' },
    });
  const mailTo = async (to: string) =>
    withBodies(app, await app.database.db.select().from(outbox).where(eq(outbox.to, to))).at(-1);
  const statusOf = async (id: string) =>
    (await app.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: {
        PUBLIC_URL: 'https://portal.example.ca',
        SEAL_P12: SEAL,
        SEAL_P12_PASSWORD: 'test',
        CUSTOMER_LINK_ADDRESS_MAX_FAILURES: '0',
      },
    });
    token = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  it('invites the customer who answered by link on their page, which opens the signing page after the code', async () => {
    const id = await signableApplication(app, { user: 'demo.external' });
    await app.database.db
      .update(applications)
      .set({
        consentBy: 'customer',
        consentChannel: 'link',
        consentAt: new Date(),
        mobilePhone: '(416) 555-0191',
      })
      .where(eq(applications.id, id));
    const requested = await call(
      'GET',
      `/api/sign/${id}?action=sign&url=/sign/${id}&customerSignMethod=Email`,
    );
    expect(requested.statusCode, requested.body).toBe(200);
    const message = await mailTo('jordan@example.ca');
    expect(message?.subject).toContain('ready to sign');
    expect(message?.text).not.toContain('/esign/');
    const link =
      /https:\/\/portal\.example\.ca\/customer#([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');

    // The same second factor as the customer's answers: a code by text message.
    expect((await customer('/open', { token: link })).json()).toMatchObject({
      factor: 'code',
      channel: 'sms',
    });
    const code = await codeTextedTo(
      (user, method, url, payload) =>
        app.inject({ method, url, payload, headers: { authorization: user ? token : '' } }),
      'demo.external',
      '(416) 555-0191',
    );
    const { session } = (await customer('/verify', { token: link, code })).json();
    const summary = (await customer('/application', undefined, session)).json();
    expect(summary).toMatchObject({ purpose: 'sign', person: 'applicant' });
    expect(summary.signUrl).toMatch(/^\/esign\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+$/);
    // A signing link takes no answers.
    expect((await customer('/submit', { creditReleaseObtained: 'Yes' }, session)).statusCode).toBe(404);

    const page = await app.inject({ method: 'GET', url: summary.signUrl });
    expect(page.statusCode).toBe(200);
    const signed = await app.inject({
      method: 'POST',
      url: `${summary.signUrl}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Phone/1.0' },
      payload: new URLSearchParams({
        consent: 'yes',
        kind: 'typed',
        typedName: 'Jordan Whitaker',
      }).toString(),
    });
    expect(signed.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('Signatures Received');
    // Signed: the page has nothing left to open.
    expect((await customer('/application', undefined, session)).json().signUrl).toBeNull();
    // Nor does the link: it answers as any closed link, and texts no code (issue 36).
    const texts = async () =>
      (await app.inject({ method: 'GET', url: '/api/sms-outbox', headers: { authorization: token } }))
        .json<{ messages: Array<{ to: string }> }>()
        .messages.filter((m) => m.to === '(416) 555-0191').length;
    const before = await texts();
    const invalid = (await customer('/open', { token: 'x'.repeat(43) })).json();
    for (const res of [
      await customer('/open', { token: link }),
      await customer('/verify', { token: link, code }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(invalid);
    }
    expect(await texts()).toBe(before);
    const audit = await app.database.db.select().from(events).where(eq(events.applicationId, id));
    expect(audit.find((e) => e.type === 'customer_link.sent')?.detail).toMatchObject({ purpose: 'sign' });
    expect(JSON.stringify(audit)).not.toContain(link);
  });

  it('sends the plain signing link to a customer whose consent the dealer’s screen recorded', async () => {
    const id = await signableApplication(app, { user: 'demo.external' });
    await app.database.db
      .update(applications)
      .set({ email: 'robin.plain@example.ca' })
      .where(eq(applications.id, id));
    const requested = await call(
      'GET',
      `/api/sign/${id}?action=sign&url=/sign/${id}&customerSignMethod=Email`,
    );
    expect(requested.statusCode, requested.body).toBe(200);
    const message = await mailTo('robin.plain@example.ca');
    expect(message?.text).toContain('https://portal.example.ca/esign/');
    expect(message?.text).not.toContain('/customer#');
  });
});
