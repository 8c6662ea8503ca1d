// Issue 22 (decision 029): a whole deal, at trace level, writes no secret of any link it hands out to the logs. The
// contract signed by e-mail (customer) and in person (co-customer), the completion certificate signed by e-mail
// (installer and customer), a document uploaded to its signed PUT URL, and the mistakes that put a URL in a message of
// its own way (a wrong method); every token and signature issued is then searched for in every line.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../adapters/esign/seal-identity.ts';
import { applications } from '../db/schema.ts';
import { codeTextedTo, draftApplication, tokenMailedTo } from '../modules/customer/customer-fixtures.ts';
import { onePagePdf } from './funding-fixtures.ts';
import { captureLogs } from './log-capture.ts';
import { signableApplication } from './signing-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from './test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;
const LINK = /(?:https:\/\/portal\.example\.ca)?(\/esign\/[^/\s]+\/([A-Za-z0-9_-]{43}))/g;

describe.each(DATABASES)('the links of a whole deal, logged at trace level on %s', (kind) => {
  const logs = captureLogs();
  let app: App;
  const tokens: Record<string, string> = {};
  const call = callerFor(() => app, tokens);
  /** Every secret a link of this deal carried: signing tokens and upload signatures. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    app = await createTestApp(kind, {
      logStream: logs.stream,
      env: {
        LOG_LEVEL: 'trace',
        // The mail goes through the mail-send job and its worker, as in production.
        JOBS: '1',
        PUBLIC_URL: 'https://portal.example.ca',
        SEAL_P12: SEAL,
        SEAL_P12_PASSWORD: 'test',
      },
    });
    tokens['demo.external'] = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  /** The signing links e-mailed to `to` (read from the vendor's mailbox, as the demo's customer would). */
  async function mailedLinks(to: string, count: number): Promise<string[]> {
    for (let i = 0; i < 100; i++) {
      const { messages } = (await call('demo.external', 'GET', '/api/mailbox')).json<{
        messages: Array<{ to: string; text: string }>;
      }>();
      const links = messages
        .filter((m) => m.to === to)
        .flatMap((m) => [...m.text.matchAll(LINK)].map((match) => match[1] ?? ''));
      if (links.length >= count) return links;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to}`);
  }

  /** Opens a signer's page and its document, signs, and keeps the link's token. */
  async function signAt(link: string, name: string) {
    const path = new URL(link, 'https://x').pathname;
    secrets.add(path.split('/')[3] ?? '');
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${path}/document.pdf` })).statusCode).toBe(200);
    // A wrong method on a signing link: answered by the not-found handler, logged all the same.
    expect((await app.inject({ method: 'GET', url: `${path}/sign` })).statusCode).toBe(404);
    const signed = await app.inject({
      method: 'POST',
      url: `${path}/sign${new URL(link, 'https://x').search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ consent: 'yes', kind: 'typed', typedName: name }).toString(),
    });
    expect(signed.statusCode, signed.body).toBe(200);
  }

  it('writes no token of any link, and still logs each request', async () => {
    const id = await signableApplication(app, { user: 'demo.external', coApplicant: true });
    // The lender's loan number, which the certificate names.
    await app.database.db.update(applications).set({ edgeId: 'T7654321' }).where(eq(applications.id, id));

    // The contract: the customer by e-mail, the co-customer in person.
    const requested = await call(
      'demo.external',
      'GET',
      `/api/sign/${id}?action=sign&url=/sign/${id}&customerSignMethod=Email&coCustomerSignMethod=Embed&language=en`,
    );
    expect(requested.statusCode, requested.body).toBe(200);
    const { envelopeId, urls } = requested.json<{ envelopeId: string; urls: Array<{ url: string }> }>();
    const [inPerson] = urls;
    await signAt(inPerson?.url ?? '', 'Sam Whitaker');
    const [emailed] = await mailedLinks('jordan@example.ca', 1);
    await signAt(emailed ?? '', 'Jordan Whitaker');
    const filed = await call(
      'demo.external',
      'GET',
      `/doc-api/esign/upload-to-s3/${id}?envelopeId=${envelopeId}`,
    );
    expect(filed.json()).toMatchObject({ result: 'Success' });

    // The completion certificate by e-mail: the installer and the customer.
    const certificate = await call('demo.external', 'POST', `/api/get-completion-certificate/${id}`, {
      installerName: 'Alex Installer',
      installerEmail: 'alex@install.example',
      installerCompany: 'Install Co',
      method: 'electronic',
    });
    expect(certificate.statusCode, certificate.body).toBe(200);
    const [installer] = await mailedLinks('alex@install.example', 1);
    await signAt(installer ?? '', 'Alex Installer');
    const customerLinks = await mailedLinks('jordan@example.ca', 2);
    await signAt(customerLinks.find((l) => l !== emailed) ?? '', 'Jordan Whitaker');

    // An upload to its signed PUT URL, once with a wrong method first.
    const asked = await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
      uploadType: 'billOfSale',
      fileName: 'bill.pdf',
      contentType: 'application/pdf',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { url } = asked.json<{ url: string }>();
    secrets.add(new URL(url, 'https://x').searchParams.get('signature') ?? '');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url,
      payload: await onePagePdf('Bill of sale'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode, put.body).toBe(200);

    // A line that holds whole links in a field or a message of its own, as an error or a library may write them.
    app.log.warn({ link: `https://portal.example.ca${emailed}`, upload: url }, `retrying ${url}`);

    expect([...secrets].filter((s) => s.length >= 43)).toHaveLength(5);
    const lines = logs.lines();
    // The requests were logged (the test would prove nothing of an empty log), with their secrets cut.
    expect(app.log.level).toBe('trace');
    expect(
      lines.filter((l) => l.includes('incoming request') && l.includes('/esign/')).length,
    ).toBeGreaterThan(8);
    expect(lines.some((l) => l.includes('incoming request') && l.includes('/doc-api/files/'))).toBe(true);
    expect(logs.leaks([...secrets, tokens['demo.external'] ?? ''])).toEqual([]);
  });

  it("writes no customer link's token, code or session, nor the SIN or date of birth the customer gives (issue 26)", async () => {
    const caller = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { authorization: tokens[user] ?? '' } });
    const email = 'logs.customer@example.com';
    const id = await draftApplication(caller, 'demo.external', { email, mobilePhone: '(416) 555-0177' });
    const sent = await caller('demo.external', 'POST', `/api/applications/customer-link/${id}`, {
      channels: ['email', 'sms'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    let token = '';
    for (let i = 0; i < 100 && !token; i++) {
      token = await tokenMailedTo(caller, 'demo.external', email);
      if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const customer = (url: string, payload?: object, session = '') =>
      app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/customer-api${url}`,
        payload,
        headers: { 'x-customer-session': session },
      });
    expect((await customer('/open', { token })).statusCode).toBe(200);
    const code = await codeTextedTo(caller, 'demo.external', '(416) 555-0177');
    expect(
      (await customer('/verify', { token, code: code === '123456' ? '654321' : '123456' })).statusCode,
    ).toBe(404);
    const verified = await customer('/verify', { token, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const session = verified.json<{ session: string }>().session;
    expect((await customer('/application', undefined, session)).statusCode).toBe(200);
    const submitted = await customer(
      '/submit',
      { creditReleaseObtained: 'Yes', sin: '046 454 286', dob: '04/15/1980' },
      session,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    // A refused one too: its field errors are logged at some level, never its values.
    await customer(
      '/submit',
      { creditReleaseObtained: 'No', sin: '046 454 286', dob: '04/15/1980' },
      session,
    );

    expect(logs.lines().some((l) => l.includes('/customer-api/verify'))).toBe(true);
    const secrets = [token, code, session, '046 454 286', '046454286', '04/15/1980', '1980-04-15'];
    expect(secrets.every((s) => s.length > 0)).toBe(true);
    expect(logs.leaks(secrets)).toEqual([]);
  });
});
