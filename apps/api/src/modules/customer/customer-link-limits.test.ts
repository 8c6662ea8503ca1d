// Issue 36's loose ends of the customer links, on both databases: guesses at once stay within a link's 5 attempts (code
// and date of birth), links sent at once leave one live, opening again keeps the code sent (a new one once a minute, 5
// a link, a translated 429 beyond), and a cancelled or deleted application's link answers as closed.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, customerLinks, events } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from '../applications/application-status.repository.ts';
import { type Caller, codeTextedTo, draftApplication, tokenMailedTo } from './customer-fixtures.ts';
import { LINK_MAX_FAILURES } from './customer-link-access.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const MINUTE = 60_000;

describe.each(DATABASES)('customer links’ limits on %s', (kind) => {
  let app: App;
  let offset = 0;
  const tokens: Record<string, string> = {};
  const call: Caller = (user, method, url, payload, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  // Each test from an address of its own: the routes' 30 requests a minute per address are not what it tests.
  let address = 0;
  beforeEach(() => {
    address += 1;
  });
  const customer = (url: string, payload?: object, session = '', lang = 'en') =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/customer-api${url}`,
      remoteAddress: `203.0.113.${address}`,
      payload,
      headers: { 'x-customer-session': session, 'accept-language': lang },
    });

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => new Date(Date.now() + offset),
      env: { CUSTOMER_LINK_ADDRESS_MAX_FAILURES: '0' },
    });
    for (const user of ['demo.external', 'demo.quebec']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  /** A link by e-mail and text: the code goes by text to `mobile`. */
  async function linked(email: string, mobilePhone: string) {
    const id = await draftApplication(call, 'demo.external', { email, mobilePhone });
    const sent = await call('demo.external', 'POST', `/api/applications/customer-link/${id}`, {
      channels: ['email', 'sms'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { id, token: await tokenMailedTo(call, 'demo.external', email) };
  }
  const linkOf = async (token: string, id: string) =>
    (await app.database.db.select().from(customerLinks).where(eq(customerLinks.applicationId, id))).find(
      (row) => row.revokedAt === null,
    ) ?? expect.fail(`no live link for ${token.slice(0, 4)}`);
  const textsTo = async (mobile: string) =>
    (await call('demo.external', 'GET', '/api/sms-outbox'))
      .json<{ messages: Array<{ to: string }> }>()
      .messages.filter((m) => m.to === mobile).length;

  it('checks at most the link’s last attempt when 8 codes come at once, the right one last', async () => {
    const { id, token } = await linked('race.code@example.com', '(416) 555-0171');
    expect((await customer('/open', { token })).statusCode).toBe(200);
    const code = await codeTextedTo(call, 'demo.external', '(416) 555-0171');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++)
      expect((await customer('/verify', { token, code: wrong })).statusCode).toBe(404);
    const answers = await Promise.all([
      ...Array.from({ length: 7 }, () => customer('/verify', { token, code: wrong })),
      customer('/verify', { token, code }),
    ]);
    const sessions = answers.filter((res) => res.statusCode === 200).length;
    const { failures } = await linkOf(token, id);
    // One attempt was left: exactly one of the eight was checked, whichever came first.
    expect(failures - 4 + sessions).toBe(1);
    expect(answers.filter((res) => res.statusCode === 404)).toHaveLength(8 - sessions);
  });

  it('checks no wrong date past the link’s limit when 8 dates of birth come at once, the right one last', async () => {
    const id = await draftApplication(call, 'demo.quebec', {
      email: 'race.dob@example.com',
      dob: '02/03/1975',
    });
    await call('demo.quebec', 'POST', `/api/applications/customer-link/${id}`, { channels: ['email'] });
    const token = await tokenMailedTo(call, 'demo.quebec', 'race.dob@example.com');
    expect((await customer('/open', { token })).json()).toEqual({ factor: 'dob' });
    for (let i = 0; i < 4; i++)
      expect((await customer('/verify', { token, dob: '02/03/1976' })).statusCode).toBe(404);
    const answers = await Promise.all([
      ...Array.from({ length: 7 }, () => customer('/verify', { token, dob: '02/03/1976' })),
      customer('/verify', { token, dob: '02/03/1975' }),
    ]);
    const sessions = answers.filter((res) => res.statusCode === 200).length;
    const { failures } = await linkOf(token, id);
    // One attempt was left: exactly one of the 8 takes it first. A wrong one spends it (5 failures, no session); the
    // right one starts the session and gives it back (only wrong ones count), and one of the others, arriving after
    // that, may then spend it. Never more than the limit, never two sessions (on a loaded machine either order comes).
    expect(sessions).toBeLessThanOrEqual(1);
    expect(failures).toBeLessThanOrEqual(LINK_MAX_FAILURES);
    expect(failures - 4 + sessions).toBeGreaterThanOrEqual(1);
    if (sessions === 0) expect(failures).toBe(LINK_MAX_FAILURES);
  });

  it('leaves exactly one link live when four are sent at once, the one that opens', async () => {
    const id = await draftApplication(call, 'demo.external', { mobilePhone: '(416) 555-0172' });
    const emails = [1, 2, 3, 4].map((n) => `race.send${n}@example.com`);
    const sent = await Promise.all(
      emails.map((email) =>
        call('demo.external', 'POST', `/api/applications/customer-link/${id}`, {
          channels: ['email'],
          contact: { email },
        }),
      ),
    );
    expect(sent.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const live = await app.database.db
      .select()
      .from(customerLinks)
      .where(
        and(
          eq(customerLinks.applicationId, id),
          isNull(customerLinks.revokedAt),
          isNull(customerLinks.usedAt),
        ),
      );
    expect(live).toHaveLength(1);
    const opened = await Promise.all(
      emails.map(
        async (email) =>
          (await customer('/open', { token: await tokenMailedTo(call, 'demo.external', email) })).statusCode,
      ),
    );
    expect(opened.filter((status) => status === 200)).toHaveLength(1);
  });

  it('keeps the code sent when opened again, 12 times or 12 at once: one text', async () => {
    const { token } = await linked('reopen@example.com', '(416) 555-0173');
    for (let i = 0; i < 6; i++) expect((await customer('/open', { token })).statusCode).toBe(200);
    const all = await Promise.all(Array.from({ length: 6 }, () => customer('/open', { token })));
    expect(all.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(all[0]?.json()).toEqual({ factor: 'code', channel: 'sms', sentTo: '***-***-0173' });
    expect(await textsTo('(416) 555-0173')).toBe(1);
    // The code the customer reads still opens.
    const code = await codeTextedTo(call, 'demo.external', '(416) 555-0173');
    expect((await customer('/verify', { token, code })).statusCode).toBe(200);
  });

  it('sends a new code on request once a minute and 5 a link, a translated 429 with Retry-After beyond', async () => {
    const { token } = await linked('resend@example.com', '(416) 555-0174');
    await customer('/open', { token });
    const first = await codeTextedTo(call, 'demo.external', '(416) 555-0174');
    const soon = await customer('/open', { token, resend: true });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(soon.json().errorMessage).toMatch(/^A new code can be sent in \d+ seconds\./);
    const fr = await customer('/open', { token, resend: true }, '', 'fr');
    expect(fr.json().errorMessage).toMatch(/^Un nouveau code pourra être envoyé dans \d+ secondes\./);
    for (let sent = 2; sent <= 5; sent++) {
      offset += MINUTE + 1000;
      const again = await customer('/open', { token, resend: true });
      expect(again.statusCode, again.body).toBe(200);
      expect(await textsTo('(416) 555-0174')).toBe(sent);
    }
    offset += MINUTE + 1000;
    const spent = await customer('/open', { token, resend: true }, '', 'fr');
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBeDefined();
    expect(spent.json().errorMessage).toBe(
      'Aucun autre code ne peut être envoyé pour ce lien. Demandez un nouveau lien au vendeur.',
    );
    expect(await textsTo('(416) 555-0174')).toBe(5);
    // A new code replaced the first; the last sent opens.
    const last = await codeTextedTo(call, 'demo.external', '(416) 555-0174');
    if (last !== first) expect((await customer('/verify', { token, code: first })).statusCode).toBe(404);
    expect((await customer('/verify', { token, code: last })).statusCode).toBe(200);
    for (const user of ['demo.external', 'demo.quebec']) tokens[user] = await login(app, user);
  });

  it('ends the links of a deleted or cancelled application in its transaction, open sessions with them', async () => {
    for (const [event, n] of [
      ['delete', 5],
      ['cancel', 6],
    ] as const) {
      const { id, token } = await linked(`ended${n}@example.com`, `(416) 555-017${n}`);
      await customer('/open', { token });
      const code = await codeTextedTo(call, 'demo.external', `(416) 555-017${n}`);
      const { session } = (await customer('/verify', { token, code })).json();
      expect((await customer('/application', undefined, session)).statusCode).toBe(200);
      const moved = await call('demo.external', 'GET', `/api/application/event/${id}?eventId=${event}`);
      expect(moved.statusCode, moved.body).toBe(200);
      const invalid = (await customer('/open', { token: 'x'.repeat(43) })).json();
      for (const res of [
        await customer('/open', { token }),
        await customer('/application', undefined, session),
        await customer('/verify', { token, code }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(invalid);
      }
      const [row] = await app.database.db
        .select()
        .from(customerLinks)
        .where(eq(customerLinks.applicationId, id));
      expect(row?.revokedAt).toBeInstanceOf(Date);
      const audit = await app.database.db.select().from(events).where(eq(events.applicationId, id));
      expect(audit.find((e) => e.type === 'customer_link.revoked')?.detail).toMatchObject({
        person: 'applicant',
        reason: 'ended',
      });
    }
  });

  it('answers a link as closed once its application is cancelled, even where its revoke was missed', async () => {
    const { id, token } = await linked('missed@example.com', '(416) 555-0177');
    await customer('/open', { token });
    const code = await codeTextedTo(call, 'demo.external', '(416) 555-0177');
    const { session } = (await customer('/verify', { token, code })).json();
    // As a status written before the revoke existed: the link itself is still live.
    await app.database.db.update(applications).set(statusColumns('Cancelled')).where(eq(applications.id, id));
    expect((await customer('/application', undefined, session)).statusCode).toBe(404);
    expect((await customer('/open', { token })).statusCode).toBe(404);
    expect(await textsTo('(416) 555-0177')).toBe(1);
  });
});
