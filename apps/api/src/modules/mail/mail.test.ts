import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication } from '../../test/financing-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { outbox } from './mail.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const NBSP = '\u00a0';

/** A calculator's quote: 8,849.56 in Ontario is 10,000.00 with HST, 212.42 a month over 60 months at 9.99 %. */
const quote = {
  email: 'customer@example.com',
  amount: '8,849.56',
  country: 'CA',
  province: 'ON',
  programId: 194,
};

describe.each(DATABASES)('share and the built-in mailbox on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.external', 'demo.quebec', 'demo.internal'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, user = 'demo.external', payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': 'en' },
    });

  it('keeps a quote in the outbox in the language chosen, and the mailbox lists it newest first', async () => {
    expect((await call('POST', '/api/share', 'demo.external', { ...quote, language: 'en' })).json()).toEqual({
      result: 'Success',
    });
    const fr = await call('POST', '/api/share', 'demo.internal', {
      ...quote,
      language: 'fr',
      email: 'client@example.com',
    });
    expect(fr.statusCode).toBe(200);

    // Each vendor sees its own mail: the external vendor's mailbox holds its quote, not the internal vendor's.
    const external = (await call('GET', '/api/mailbox')).json().messages;
    expect(external).toHaveLength(1);
    expect(external[0]).toMatchObject({ to: 'customer@example.com', subject: 'Your monthly payment quote' });
    expect(external[0].text).toContain('Amount financed (with taxes): $10,000.00');
    expect(external[0].text).toContain('60 months: $212.42 a month, APR 9.990%');
    expect(external[0].text).toContain('Maple Comfort Heating (demo)');
    const internal = (await call('GET', '/api/mailbox', 'demo.internal')).json().messages;
    expect(internal[0]).toMatchObject({
      to: 'client@example.com',
      subject: 'Votre estimation de paiements mensuels',
    });
    expect(internal[0].text).toContain(`Montant financé (taxes comprises)${NBSP}: 10${NBSP}000.00${NBSP}$`);
    expect(internal[0].text).toContain(
      `60 mois${NBSP}: 212.42${NBSP}$ par mois, taux de crédit 9.990${NBSP}%`,
    );
    expect((await call('GET', '/api/mailbox', 'demo.quebec')).json().messages).toEqual([]);
  });

  it("shares from an application of the vendor's own only, and checks the request", async () => {
    const id = await approvedApplication(app, { user: 'demo.external' });
    expect(
      (await call('POST', '/api/share', 'demo.external', { ...quote, language: 'en', id })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/share', 'demo.quebec', { ...quote, language: 'en', id })).statusCode,
    ).toBe(404);
    const bad = await call('POST', '/api/share', 'demo.external', {
      ...quote,
      language: 'de',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'language']);
  });
});

describe('share through SMTP (nodemailer, to a local smtp-server)', () => {
  let app: App;
  let server: SMTPServer;
  const received: Array<{ to: string[]; data: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    // The queue on: the mail goes through the mail job and its worker, as in production.
    app = await createTestApp('pglite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <quotes@example.com>', JOBS: '1' },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the quote by SMTP in the chosen language, and has no mailbox', async () => {
    const token = await login(app, 'demo.external');
    const res = await app.inject({
      method: 'POST',
      url: '/api/share',
      payload: { ...quote, language: 'fr' },
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['customer@example.com']);
    expect(received[0]?.data).toContain('From: Portal <quotes@example.com>');
    expect(received[0]?.data).toMatch(/Subject: =\?UTF-8\?|Subject: Votre estimation/);
    const mailbox = await app.inject({
      method: 'GET',
      url: '/api/mailbox',
      headers: { authorization: token },
    });
    expect(mailbox.statusCode).toBe(404);
    // The mailbox exists only with the built-in adapter: with SMTP there is no route to reach.
    expect(app.hasRoute({ method: 'GET', url: '/api/mailbox' })).toBe(false);
  });

  it('queues the message id only, and drops the outbox copy of the body once SMTP took it', async () => {
    // pg-boss 12 keeps a finished job in pgboss.job until it deletes it (there is no archive table any more).
    const jobs = await app.database.executeSql("select data from pgboss.job where name = 'mail-send'");
    expect(jobs.rows.length).toBeGreaterThan(0);
    for (const { data } of jobs.rows) expect(Object.keys(data as object)).toEqual(['messageId']);
    const rows = await app.database.db.select().from(outbox);
    expect(rows.map((r) => [r.status, r.bodyEncrypted, r.legacyText])).toEqual([['sent', null, null]]);
  });
});
