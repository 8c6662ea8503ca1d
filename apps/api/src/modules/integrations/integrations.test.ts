// A dealership's own software (issue 41, decision 058), on both databases: API keys (shown once, stored hashed, scoped,
// revoked at once, never reaching another vendor, the lender's routes or the admin's own; rate-limited per key; the
// timeline naming "the dealership's system"), and webhooks (registered by the admin, one delivery per event written in
// the change's transaction, signed the Standard Webhooks way and checked by a receiver here, retried after a 500,
// nothing for a change rolled back, attempts listed, an endpoint failing for a day paused and its admins told).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, events, users, webhookDeliveries } from '../../db/schema.ts';
import { customerConsents } from '../../test/deal-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { draftApplication } from '../customer/customer-fixtures.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A webhook receiver: answers each request with the next status of `answers` (then 200), keeps what came. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers as Record<string, string>, body });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(read: () => T | Promise<T>, what: string): Promise<NonNullable<T>> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never came: ${what}`);
}

describe.each(DATABASES)('API keys and webhooks on %s', (kind) => {
  let app: App;
  let now = new Date();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => now,
      env: { WEBHOOKS_INSECURE: '1', API_KEY_RATE_PER_MINUTE: '40' },
    });
    for (const user of ['demo.admin', 'demo.external', 'demo.us.admin', 'demo.underwriter'])
      tokens[user] = await login(app, user);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  const call = (token: string, method: string, url: string, payload?: object, lang = 'en') =>
    app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
  const as = (user: string, method: string, url: string, payload?: object, lang = 'en') =>
    call(tokens[user] ?? '', method, url, payload, lang);
  const newKey = async (name: string, scopes: string[], user = 'demo.admin') => {
    const res = await as(user, 'POST', '/api/vendor/api-keys', { name, scopes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ key: { id: number; prefix: string }; token: string }>();
  };
  const adminVendor = async () =>
    (await as('demo.admin', 'GET', '/api/users/session')).json<{ Item: { vendor: { id: number } } }>().Item
      .vendor.id;
  /** A caller for the customer fixtures, acting with a key. */
  const withKey = (token: string) => (_user: string, method: string, url: string, payload?: object) =>
    call(token, method, url, payload);

  /** A draft moved to SubmittedToCredit through the status writer, as the submit does (its checks are not this suite's). */
  const submitted = async (id: string) =>
    app.services.status.transition({
      applicationId: id,
      vendorId: await adminVendor(),
      event: 'submit',
      performer: { actor: 'vendor', isExternalVendor: true },
      audit: {},
    });
  /** The system's credit decision, through the status writer (in `tx` when given), as the decision job does. */
  const decided = (
    id: string,
    to: 'Approved' | 'Declined',
    tx?: Parameters<App['services']['status']['transition']>[1],
  ) =>
    app.services.status.transition(
      {
        applicationId: id,
        vendorId: null,
        event: 'decide',
        to,
        performer: { actor: 'system', isExternalVendor: false },
        audit: {},
      },
      tx,
    );

  it('lets only a vendor admin manage keys and endpoints, never a key', async () => {
    // Signed out: the session check's answer (spec §4), on every route of the integrations.
    for (const [method, url] of [
      ['GET', '/api/vendor/api-keys'],
      ['POST', '/api/vendor/api-keys'],
      ['POST', '/api/vendor/api-keys/1/revoke'],
      ['GET', '/api/vendor/webhooks'],
      ['POST', '/api/vendor/webhooks'],
      ['DELETE', '/api/vendor/webhooks/1'],
      ['POST', '/api/vendor/webhooks/1/resume'],
      ['GET', '/api/vendor/webhooks/1/deliveries'],
    ] as const) {
      const anonymous = await app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(403);
      expect(anonymous.json().code, `${method} ${url}`).toBe('TOKEN_EXPIRED');
    }
    for (const user of ['demo.external', 'demo.underwriter']) {
      expect((await as(user, 'GET', '/api/vendor/api-keys')).statusCode).toBe(403);
      const add = await as(user, 'POST', '/api/vendor/webhooks', {
        url: receiver.url,
        events: ['application.booked'],
      });
      expect(add.statusCode).toBe(403);
    }
    const { token } = await newKey('Everything', [
      'applications:read',
      'applications:write',
      'links:send',
      'documents:read',
    ]);
    const refused = await call(token, 'GET', '/api/vendor/api-keys', undefined, 'fr');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toMatch(/^Cette clé d’API ne permet pas ceci/);
  });

  it('shows a key once, keeps only its hash, and lists it without the token', async () => {
    const { key, token } = await newKey('CRM', ['applications:read']);
    expect(token).toMatch(/^vpk_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(key.prefix)).toBe(true);
    const [row] = await app.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.slice(12));
    const list = await as('demo.admin', 'GET', '/api/vendor/api-keys');
    expect(list.body).not.toContain(token.slice(12));
    expect(list.json().keys.find((k: { id: number }) => k.id === key.id)).toMatchObject({
      name: 'CRM',
      scopes: ['applications:read'],
      createdBy: expect.any(String),
      revokedAt: null,
    });
    // The key's user is no person: not in the team, never signs in.
    const team = await as('demo.admin', 'GET', '/api/vendor/users');
    expect(team.body).not.toContain('CRM');
    const [system] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.id, row?.userId ?? 0));
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: system?.userName, password: '!system' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('acts as the dealership within its scopes, and no further', async () => {
    const writer = await newKey('Quotes', ['applications:write']);
    const reader = await newKey('Board', ['applications:read']);
    const id = await draftApplication(withKey(writer.token), 'key', { email: 'key@example.com' });
    // The writer may not read the list; the reader may, and sees the application the system made.
    expect((await call(writer.token, 'GET', '/api/applications/search?page=1')).statusCode).toBe(403);
    const got = await call(reader.token, 'GET', `/api/applications/get/${id}`);
    expect(got.statusCode, got.body).toBe(200);
    // Submitting is a person's (the customer's consent), the lender's routes and another vendor's data are out.
    expect((await call(writer.token, 'GET', `/api/applications/submit/${id}`)).statusCode).toBe(403);
    expect((await call(reader.token, 'GET', '/api/underwriter/queue')).statusCode).toBe(403);
    expect((await call(reader.token, 'GET', '/api/lender/dealers')).statusCode).toBe(403);
    expect((await call(reader.token, 'GET', '/api/vendor/users')).statusCode).toBe(403);
    const usKey = await newKey('US board', ['applications:read'], 'demo.us.admin');
    expect((await call(usKey.token, 'GET', `/api/applications/get/${id}`)).statusCode).toBe(404);
    // The timeline names the system, in each language.
    const timeline = await as('demo.admin', 'GET', `/api/applications/timeline/${id}`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const actors = timeline.json<{ events: { actor: { kind: string; name: string | null } }[] }>().events;
    expect(actors.some((e) => e.actor.kind === 'integration' && e.actor.name === 'Quotes')).toBe(true);
    // The audit names the key's own user, not the admin who made it.
    const [created] = await app.database.db
      .select()
      .from(events)
      .where(eq(events.applicationId, id))
      .limit(1);
    const [keyRow] = await app.database.db.select().from(apiKeys).where(eq(apiKeys.id, writer.key.id));
    expect(created?.userId).toBe(keyRow?.userId);
  });

  it('stops a revoked key at once, and says so in the caller’s language', async () => {
    const { key, token } = await newKey('Old CRM', ['applications:read']);
    expect((await call(token, 'GET', '/api/applications/summary')).statusCode).toBe(200);
    const revoked = await as('demo.admin', 'POST', `/api/vendor/api-keys/${key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await call(token, 'GET', '/api/applications/summary', undefined, 'fr');
    expect(after.statusCode).toBe(401);
    expect(after.json().errorMessage).toMatch(/^Cette clé d’API n’est pas valide/);
    // Another vendor's key id is missing, not someone else's.
    expect((await as('demo.us.admin', 'POST', `/api/vendor/api-keys/${key.id}/revoke`)).statusCode).toBe(404);
    const audit = await app.database.db.select().from(events).where(eq(events.type, 'apiKey.revoked'));
    expect(audit.some((e) => (e.detail as { keyId?: number }).keyId === key.id)).toBe(true);
  });

  it('limits each key on its own', async () => {
    const busy = await newKey('Busy loop', ['applications:read']);
    const calm = await newKey('Calm', ['applications:read']);
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 45 && !limited; i++) {
      const res = await call(busy.token, 'GET', '/api/applications/summary');
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBe(200);
    }
    expect(limited?.headers['retry-after']).toBeDefined();
    expect((await call(calm.token, 'GET', '/api/applications/summary')).statusCode).toBe(200);
  });

  it('signs each delivery, retries after a 500, and lists the attempts', async () => {
    const created = await as('demo.admin', 'POST', '/api/vendor/webhooks', {
      url: receiver.url,
      events: ['application.decided', 'application.consent_given'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { endpoint, secret } = created.json<{ endpoint: { id: number }; secret: string }>();
    expect(secret).toMatch(/^whsec_/);
    const listed = await as('demo.admin', 'GET', '/api/vendor/webhooks');
    expect(listed.body).not.toContain(secret.slice(6));

    const writer = await newKey('Decider', ['applications:write']);
    const id = await draftApplication(withKey(writer.token), 'key', { email: 'hook@example.com' });
    receiver.answers.push(500);
    const before = receiver.received.length;
    await submitted(id);
    await decided(id, 'Approved');
    // The first attempt got the 500 (no queue here: one attempt after the commit); the retry is the job's.
    const first = await until(() => receiver.received[before], 'first attempt');
    const [delivery] = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.applicationId, id));
    expect(delivery?.state).toBe('pending');
    await app.services.webhooks.deliver({ deliveryId: delivery?.id ?? '' });
    const second = await until(() => receiver.received[before + 1], 'retry');
    // Both carry the same id, each signed; the receiver's check (the Standard Webhooks library) passes.
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const payload = new Webhook(secret).verify(second.body, second.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      type: 'application.decided',
      data: { applicationId: id, status: 'Approved' },
    });
    expect(Object.keys(payload.data).sort()).toEqual(['applicationId', 'reference', 'status']);
    // A forged body fails the check.
    expect(() =>
      new Webhook(secret).verify(second.body.replace('Approved', 'Declined'), second.headers),
    ).toThrow();

    const deliveries = await as('demo.admin', 'GET', `/api/vendor/webhooks/${endpoint.id}/deliveries`);
    const shown = deliveries.json().deliveries.find((d: { applicationId: string }) => d.applicationId === id);
    expect(shown).toMatchObject({ type: 'application.decided', state: 'delivered', status: 'Approved' });
    expect(shown.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 200]);
    expect(
      (await as('demo.us.admin', 'GET', `/api/vendor/webhooks/${endpoint.id}/deliveries`)).statusCode,
    ).toBe(404);
  });

  it('tells the dealership’s systems when the customer gives consent on a link the key sent', async () => {
    const created = await as('demo.admin', 'POST', '/api/vendor/webhooks', {
      url: `${receiver.url}/consent`,
      events: ['application.consent_given'],
    });
    const { secret } = created.json<{ secret: string }>();
    const key = await newKey('Links', ['applications:write', 'links:send']);
    // The key writes and sends the link; the demo's mailbox and outbox are read by the admin.
    const caller = (_user: string, method: string, url: string, payload?: object) =>
      url.startsWith('/api/mailbox') || url.startsWith('/api/sms-outbox')
        ? as('demo.admin', method, url, payload)
        : call(key.token, method, url, payload);
    const contact = { email: 'consent.hook@example.com', mobile: '(416) 555-0123' };
    const id = await draftApplication(caller, 'key', { email: contact.email, mobilePhone: contact.mobile });
    await customerConsents(app, caller, 'key', id, contact, {
      creditReleaseObtained: 'Yes',
      sin: '046 454 286',
      dob: '03/09/1981',
    });
    const got = await until(
      () => receiver.received.find((r) => r.path === '/hooks/consent' && r.body.includes(id)),
      'consent delivery',
    );
    const payload = new Webhook(secret).verify(got.body, got.headers) as { type: string; data: object };
    expect(payload).toMatchObject({ type: 'application.consent_given', data: { applicationId: id } });
    // Nothing of the customer's answers travels: no SIN, date of birth, name or address.
    expect(got.body).not.toMatch(/046|1981|Alex|Martin|consent\.hook/);
  });

  it('sends nothing for a change that rolled back', async () => {
    const writer = await newKey('Rollback', ['applications:write']);
    const id = await draftApplication(withKey(writer.token), 'key', { email: 'rb@example.com' });
    await submitted(id);
    const before = receiver.received.length;
    await expect(
      app.services.status.transaction(async (tx) => {
        await decided(id, 'Declined', tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.length).toBe(before);
    const rows = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.applicationId, id));
    expect(rows).toEqual([]);
  });

  it('pauses an endpoint failing for a day and tells its admins', async () => {
    const created = await as('demo.admin', 'POST', '/api/vendor/webhooks', {
      url: `${receiver.url}/down`,
      events: ['application.decided'],
    });
    const { endpoint } = created.json<{ endpoint: { id: number } }>();
    // The demo admin has no address on file: one is given, for the notice.
    await app.database.db
      .update(users)
      .set({ email: 'owner@example.com' })
      .where(eq(users.userName, 'demo.admin'));
    // Every other endpoint of the vendor is removed, so that only this one gets the deliveries.
    for (const other of (await as('demo.admin', 'GET', '/api/vendor/webhooks')).json().endpoints)
      if (other.id !== endpoint.id) await as('demo.admin', 'DELETE', `/api/vendor/webhooks/${other.id}`);
    const writer = await newKey('Pause', ['applications:write']);
    const id = await draftApplication(withKey(writer.token), 'key', { email: 'pause@example.com' });
    for (let i = 0; i < 30; i++) receiver.answers.push(503);
    await submitted(id);
    await decided(id, 'Declined');
    const [delivery] = await until(async () => {
      const rows = await app.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.applicationId, id));
      const listed = await as('demo.admin', 'GET', `/api/vendor/webhooks/${endpoint.id}/deliveries`);
      return listed.json().deliveries[0]?.attempts.length ? rows : undefined;
    }, 'first failure');
    // An attempt listed is a failure counted: the endpoint fails from then (written with the attempt).
    const failing = (await as('demo.admin', 'GET', '/api/vendor/webhooks')).json().endpoints;
    expect(failing.find((e: { id: number }) => e.id === endpoint.id)?.failingSince).not.toBeNull();
    // A day later the retry fails again: the delivery is given up, the endpoint paused, the admin mailed. (The clock
    // goes back before the admin reads it: a day idle would end their session.)
    const started = now;
    now = new Date(started.getTime() + 25 * 60 * 60 * 1000);
    try {
      await app.services.webhooks.deliver({ deliveryId: delivery?.id ?? '' });
    } finally {
      now = started;
      receiver.answers.length = 0;
    }
    const list = (await as('demo.admin', 'GET', '/api/vendor/webhooks')).json().endpoints;
    expect(list.find((e: { id: number }) => e.id === endpoint.id)).toMatchObject({ state: 'paused' });
    const mailbox = (await as('demo.admin', 'GET', '/api/mailbox')).json().messages;
    expect(
      mailbox.some(
        (m: { subject: string; to: string }) =>
          m.to === 'owner@example.com' && m.subject.startsWith('Webhook paused'),
      ),
    ).toBe(true);
    const [given] = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery?.id ?? ''));
    expect(given?.state).toBe('failed');
    const resumed = await as('demo.admin', 'POST', `/api/vendor/webhooks/${endpoint.id}/resume`);
    expect(resumed.json()).toMatchObject({ state: 'active', failingSince: null });
  });

  it('refuses an address that is not an endpoint', async () => {
    const res = await as('demo.admin', 'POST', '/api/vendor/webhooks', {
      url: 'ftp://example.com/hooks',
      events: ['application.booked'],
    });
    expect(res.statusCode).toBe(400);
    const none = await as('demo.admin', 'POST', '/api/vendor/webhooks', { url: receiver.url, events: [] });
    expect(none.statusCode).toBe(400);
  });
});
