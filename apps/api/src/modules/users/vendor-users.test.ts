// The dealership's users managed by its vendor admin (issue 27), on both databases: who may, another vendor's users as
// missing ones, a new salesperson's one-time password, disable/enable with the sessions ending, reset, the admin flag,
// the last admin, and every change audited.
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema.ts';
import { createTestApp, DATABASES, DEMO_PASSWORD, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('vendor admin on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.admin', 'demo.external', 'demo.us.admin', 'demo.underwriter'])
      tokens[user] = await login(app, user);
    for (const row of await app.database.db.select({ id: users.id, userName: users.userName }).from(users))
      ids[row.userName] = row.id;
  });
  afterAll(() => app.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, payload, headers: { authorization: token, 'accept-language': lang } });
  const as = (user: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    call(tokens[user] ?? '', method, url, payload, lang);
  const signIn = (userName: string, password: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName, password },
      headers: { 'accept-language': lang },
    });

  it('says in the session who is a vendor admin', async () => {
    const admin = await as('demo.admin', 'GET', '/api/users/session');
    expect(admin.json().Item.user).toMatchObject({
      userName: 'demo.admin',
      role: 'vendor',
      vendorAdmin: true,
    });
    const sales = await as('demo.external', 'GET', '/api/users/session');
    expect(sales.json().Item.user.vendorAdmin).toBe(false);
    const lender = await as('demo.underwriter', 'GET', '/api/users/session');
    expect(lender.json().Item.user.vendorAdmin).toBe(false);
  });

  it('refuses a salesperson and the lender, in their language', async () => {
    for (const user of ['demo.external', 'demo.underwriter']) {
      const res = await as(user, 'GET', '/api/vendor/users');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorMessage: "Only a vendor admin can manage the dealership's users." });
      const fr = await as(user, 'POST', '/api/vendor/users/disable/1', {}, 'fr');
      expect(fr.statusCode).toBe(403);
      expect(fr.json().errorMessage).toMatch(/^Seul un administrateur/);
    }
  });

  it("lists its own vendor's users only, with what an admin needs", async () => {
    const res = await as('demo.admin', 'GET', '/api/vendor/users');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().Items as Array<Record<string, unknown>>;
    expect(items.map((u) => u.userName).sort()).toEqual(['demo.admin', 'demo.expired', 'demo.external']);
    const byName = Object.fromEntries(items.map((u) => [u.userName, u]));
    expect(byName['demo.admin']).toMatchObject({ admin: true, self: true, disabled: false });
    expect(byName['demo.expired']).toMatchObject({ admin: false, passwordExpired: true, lastSignInAt: null });
    expect(byName['demo.external']).toMatchObject({ admin: false, self: false, passwordExpired: false });
    expect(typeof byName['demo.external']?.lastSignInAt).toBe('string');
  });

  it("answers another vendor's user and the lender's as missing ones (404), for every action", async () => {
    const missing = 999_999;
    for (const target of [ids['demo.us'], ids['demo.us.admin'], ids['demo.underwriter'], missing]) {
      for (const action of ['disable', 'enable', 'reset-password']) {
        const res = await as('demo.admin', 'POST', `/api/vendor/users/${action}/${target}`, {});
        expect(res.statusCode, `${action} ${target}`).toBe(404);
        expect(res.json()).toEqual({ errorMessage: 'Not found.' });
      }
      const admin = await as('demo.admin', 'POST', `/api/vendor/users/admin/${target}`, { admin: true });
      expect(admin.statusCode).toBe(404);
    }
    // Nothing changed on the other vendor's side.
    expect((await signIn('demo.us', DEMO_PASSWORD)).statusCode).toBe(200);
    const malformed = await as('demo.admin', 'POST', '/api/vendor/users/disable/abc', {});
    expect(malformed.statusCode).toBe(400);
  });

  it('adds a salesperson whose one-time password must be changed at sign-in', async () => {
    const added = await as('demo.admin', 'POST', '/api/vendor/users', {
      userName: 'new.sales',
      displayName: 'Riley Stone',
      email: 'riley@example.com',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { Item, password } = added.json();
    expect(Item).toMatchObject({
      userName: 'new.sales',
      admin: false,
      disabled: false,
      passwordExpired: true,
    });
    ids['new.sales'] = Item.id;
    const first = await signIn('new.sales', password);
    expect(first.statusCode).toBe(401);
    expect(first.json().code).toBe('PASSWORD_EXPIRED');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: {
        userName: 'new.sales',
        password,
        newPassword: 'Riley-pass1!',
        confirmNewPassword: 'Riley-pass1!',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const signedIn = await signIn('new.sales', 'Riley-pass1!');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().vendor.name).toBe('Maple Comfort Heating (demo)');

    const again = await as(
      'demo.admin',
      'POST',
      '/api/vendor/users',
      { userName: 'NEW.sales', displayName: 'Other', email: 'o@example.com' },
      'fr',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('Ce nom d’utilisateur est déjà pris.');
    const bad = await as('demo.admin', 'POST', '/api/vendor/users', {
      userName: 'a b',
      displayName: '',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['displayName', 'email', 'userName']);
  });

  it('disables a user (no sign-in, sessions ended at once) and enables them again', async () => {
    const token = await login(app, 'demo.external');
    const id = ids['demo.external'];
    const res = await as('demo.admin', 'POST', `/api/vendor/users/disable/${id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Item).toMatchObject({ userName: 'demo.external', disabled: true });
    const session = await call(token, 'GET', '/api/users/session');
    expect(session.statusCode).toBe(403);
    expect(session.json().code).toBe('TOKEN_EXPIRED');
    const refused = await signIn('demo.external', DEMO_PASSWORD, 'fr');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorMessage).toBe(
      'Ce compte est désactivé. Demandez à l’administrateur de votre concession de le réactiver.',
    );
    // A wrong password still answers as any wrong password: nothing tells a stranger the account is disabled.
    expect((await signIn('demo.external', 'Wrong-pass1!')).json().errorMessage).not.toMatch(/disabled/);

    const enabled = await as('demo.admin', 'POST', `/api/vendor/users/enable/${id}`, {});
    expect(enabled.json().Item.disabled).toBe(false);
    tokens['demo.external'] = await login(app, 'demo.external');
  });

  it('resets a password: a one-time password, expired, and the sessions end', async () => {
    const res = await as(
      'demo.admin',
      'POST',
      `/api/vendor/users/reset-password/${ids['demo.external']}`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    const { password, Item } = res.json();
    expect(Item.passwordExpired).toBe(true);
    expect((await as('demo.external', 'GET', '/api/users/session')).statusCode).toBe(403);
    expect((await signIn('demo.external', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('demo.external', password)).json().code).toBe('PASSWORD_EXPIRED');
  });

  it('makes an admin and removes one; the last enabled admin cannot take themself out', async () => {
    const me = ids['demo.admin'];
    const selfDisable = await as('demo.admin', 'POST', `/api/vendor/users/disable/${me}`, {});
    expect(selfDisable.statusCode).toBe(409);
    expect(selfDisable.json().errorMessage).toBe(
      "You are the dealership's last admin: make another user an admin first.",
    );
    const selfRemove = await as(
      'demo.admin',
      'POST',
      `/api/vendor/users/admin/${me}`,
      { admin: false },
      'fr',
    );
    expect(selfRemove.statusCode).toBe(409);
    expect(selfRemove.json().errorMessage).toMatch(/^Vous êtes le dernier administrateur/);

    const made = await as('demo.admin', 'POST', `/api/vendor/users/admin/${ids['new.sales']}`, {
      admin: true,
    });
    expect(made.json().Item.admin).toBe(true);
    const newAdmin = await login(app, 'new.sales', 'Riley-pass1!');
    expect((await call(newAdmin, 'GET', '/api/vendor/users')).statusCode).toBe(200);
    // Now another admin exists: demo.admin may step down, and is refused at once.
    const stepDown = await as('demo.admin', 'POST', `/api/vendor/users/admin/${me}`, { admin: false });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await as('demo.admin', 'GET', '/api/vendor/users')).statusCode).toBe(403);
    // new.sales is the last admin now; it gives the flag back to demo.admin.
    const back = await call(newAdmin, 'POST', `/api/vendor/users/admin/${me}`, { admin: true });
    expect(back.statusCode).toBe(200);
    expect((await as('demo.admin', 'GET', '/api/vendor/users')).statusCode).toBe(200);
  });

  it('audits every change with who did it, to whom, in the vendor', async () => {
    const rows = await app.database.db
      .select({ type: events.type, userId: events.userId, vendorId: events.vendorId, detail: events.detail })
      .from(events)
      .where(like(events.type, 'vendorUser.%'))
      .orderBy(asc(events.id));
    expect(rows.map((r) => [r.type, r.detail?.userName])).toEqual([
      ['vendorUser.added', 'new.sales'],
      ['vendorUser.disabled', 'demo.external'],
      ['vendorUser.enabled', 'demo.external'],
      ['vendorUser.passwordReset', 'demo.external'],
      ['vendorUser.adminGranted', 'new.sales'],
      ['vendorUser.adminRemoved', 'demo.admin'],
      ['vendorUser.adminGranted', 'demo.admin'],
    ]);
    const [vendor] = await app.database.db
      .select({ vendorId: users.vendorId })
      .from(users)
      .where(eq(users.userName, 'demo.admin'));
    expect(new Set(rows.map((r) => r.vendorId))).toEqual(new Set([vendor?.vendorId]));
    expect(rows[0]?.userId).toBe(ids['demo.admin']);
    expect(rows.at(-1)?.userId).toBe(ids['new.sales']);
  });
});
