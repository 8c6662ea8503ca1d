// The user's own settings (issue 27) on both databases, and a disabled user's sessions ending on every node of
// PostgreSQL (the session cache's LISTEN/NOTIFY).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema.ts';
import { captureLogs } from '../../test/log-capture.ts';
import {
  createPostgresDatabase,
  createTestApp,
  DATABASES,
  DEMO_PASSWORD,
  login,
} from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('the user settings on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.external', 'demo.underwriter']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const as = (user: string, method: 'GET' | 'POST', payload?: object, lang = 'en') =>
    app.inject({
      method,
      url: '/api/users/settings',
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });

  it('keeps each user their own language, the lender too, and audits the change', async () => {
    expect((await as('demo.external', 'GET')).json()).toEqual({ language: null });
    const set = await as('demo.external', 'POST', { language: 'fr' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ language: 'fr' });
    expect((await as('demo.external', 'GET')).json()).toEqual({ language: 'fr' });
    expect((await as('demo.underwriter', 'GET')).json()).toEqual({ language: null });
    expect((await as('demo.underwriter', 'POST', { language: 'en' })).json()).toEqual({ language: 'en' });
    const [row] = await app.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.userName, 'demo.external'));
    expect(row?.language).toBe('fr');
    const audited = await app.database.db
      .select({ detail: events.detail })
      .from(events)
      .where(eq(events.type, 'user.language'))
      .orderBy(asc(events.id));
    expect(audited.map((e) => e.detail)).toEqual([{ language: 'fr' }, { language: 'en' }]);
  });

  it('answers the saved language at every sign-in, whatever the browser asks for (issue 40)', async () => {
    await as('demo.external', 'POST', { language: 'fr' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: 'demo.external', password: DEMO_PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().user.language).toBe('fr');
    await as('demo.external', 'POST', { language: 'en' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: 'demo.external', password: DEMO_PASSWORD },
      headers: { 'accept-language': 'fr' },
    });
    expect(again.json().user.language).toBe('en');
  });

  it('refuses a language it does not have, and a caller without a session', async () => {
    const bad = await as('demo.external', 'POST', { language: 'de' }, 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.language).toBe('Choisissez l’une des options.');
    const anonymous = await app.inject({ url: '/api/users/settings' });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe.each(DATABASES)('the one-time passwords in the logs on %s', (kind) => {
  it('never writes a one-time password or a token to the logs, at trace level', async () => {
    const logs = captureLogs();
    const app = await createTestApp(kind, { logStream: logs.stream, env: { LOG_LEVEL: 'trace' } });
    try {
      const token = await login(app, 'demo.admin');
      const headers = { authorization: token };
      const added = await app.inject({
        method: 'POST',
        url: '/api/vendor/users',
        payload: { userName: 'log.check', displayName: 'Log Check', email: 'log@example.com' },
        headers,
      });
      expect(added.statusCode, added.body).toBe(200);
      const reset = await app.inject({
        method: 'POST',
        url: `/api/vendor/users/reset-password/${added.json().Item.id}`,
        payload: {},
        headers,
      });
      expect(reset.statusCode).toBe(200);
      expect(logs.lines().length).toBeGreaterThan(4);
      expect(logs.leaks([token, added.json().password, reset.json().password])).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a disabled user across nodes on PostgreSQL', () => {
  it("ends the user's sessions on the other node as soon as an admin disables them", async () => {
    const database = await createPostgresDatabase();
    // Two nodes on one database: the kind given is ignored when DATABASE_URL is set.
    const first = await createTestApp('pglite', { env: { DATABASE_URL: database.url } });
    const second = await createTestApp('pglite', { env: { DATABASE_URL: database.url } });
    const session = (app: App, token: string) =>
      app.inject({ url: '/api/users/session', headers: { authorization: token } });
    /** The other node hears the NOTIFY within milliseconds; this waits for it without a timed assertion. */
    async function refusedOn(app: App, token: string) {
      for (let i = 0; i < 200; i++) {
        if ((await session(app, token)).statusCode === 403) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    }
    try {
      const token = await login(second, 'demo.external');
      expect((await session(second, token)).statusCode).toBe(200);
      expect(second.services.sessionCache.size).toBe(1);
      const admin = await login(first, 'demo.admin');
      const [row] = await first.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, 'demo.external'));
      const res = await first.inject({
        method: 'POST',
        url: `/api/vendor/users/disable/${row?.id}`,
        payload: {},
        headers: { authorization: admin },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await refusedOn(second, token)).toBe(true);
    } finally {
      await second.close();
      await first.close();
      await database.drop();
    }
  }, 120_000);
});
