// The lender's team (issue 35, decision 046), on both databases: each role's reach (the queues, the team, the
// settings), the lender admin's add, disable (the sessions end), enable, reset and roles, the last lender admin, the
// four-eyes setting, and every change in the lender's change history with before and after.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema.ts';
import { callerFor, createTestApp, DATABASES, DEMO_PASSWORD, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const LENDER_ROUTES: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
  ['GET', '/api/lender/users'],
  [
    'POST',
    '/api/lender/users',
    { userName: 'x.y', displayName: 'X', email: 'x@example.com', lenderRoles: ['funder'] },
  ],
  ['POST', '/api/lender/users/disable/1', {}],
  ['POST', '/api/lender/users/enable/1', {}],
  ['POST', '/api/lender/users/reset-password/1', {}],
  ['POST', '/api/lender/users/roles/1', { lenderRoles: ['funder'] }],
  ['GET', '/api/lender/settings'],
  ['PUT', '/api/lender/settings', { fourEyes: false }],
];

describe.each(DATABASES)("the lender's team on %s", (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of [
      'demo.admin',
      'demo.external',
      'demo.underwriter',
      'demo.lender.admin',
      'demo.funder',
    ])
      tokens[user] = await login(app, user);
    for (const row of await app.database.db.select({ id: users.id, userName: users.userName }).from(users))
      ids[row.userName] = row.id;
  });
  afterAll(() => app.close());

  const call = callerFor(() => app, tokens);
  const as = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  const signIn = (userName: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/users/login', payload: { userName, password } });

  it("refuses a vendor's users and a lender's user without the role on every team and settings route", async () => {
    for (const [method, url, payload] of LENDER_ROUTES) {
      for (const user of ['demo.admin', 'demo.external']) {
        const res = await as(user, method, url, payload);
        expect(res.statusCode, `${user} ${method} ${url}`).toBe(403);
        expect(res.json().errorMessage).toBe("Only the lender's staff can do this.");
      }
      for (const user of ['demo.underwriter', 'demo.funder']) {
        const res = await as(user, method, url, payload, 'fr');
        expect(res.statusCode, `${user} ${method} ${url}`).toBe(403);
        expect(res.json().errorMessage).toBe('Seuls les administrateurs du prêteur peuvent faire ceci.');
      }
    }
    expect((await as('demo.funder', 'GET', '/api/lender/history/lenderUser/1')).statusCode).toBe(403);
  });

  it('gives each role its queue: the funder funding only, the lender admin neither, the underwriter both', async () => {
    const reach: Record<string, number[]> = {};
    for (const user of ['demo.funder', 'demo.lender.admin', 'demo.underwriter']) {
      const queue = await call(user, 'GET', '/api/underwriter/queue');
      const decide = await call(
        user,
        'POST',
        '/api/underwriter/decide/00000000-0000-4000-8000-000000000000',
        {
          decision: 'decline',
          note: 'Four eyes test',
        },
      );
      const funding = await call(user, 'GET', '/api/underwriter/funding');
      reach[user] = [queue.statusCode, decide.statusCode, funding.statusCode];
    }
    expect(reach).toEqual({
      'demo.funder': [403, 403, 200],
      'demo.lender.admin': [403, 403, 403],
      // The decision is refused for the missing application only, after the role let it through.
      'demo.underwriter': [200, 404, 200],
    });
    const refused = await call('demo.funder', 'GET', '/api/underwriter/queue');
    expect(refused.json().errorMessage).toMatch(/^Only the lender's underwriters can decide credit/);
  });

  it("lists the lender's users only, with their roles and status", async () => {
    const res = await as('demo.lender.admin', 'GET', '/api/lender/users');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().Items as Array<Record<string, unknown>>;
    expect(items.map((u) => u.userName).sort()).toEqual([
      'demo.funder',
      'demo.lender.admin',
      'demo.underwriter',
    ]);
    const byName = Object.fromEntries(items.map((u) => [u.userName, u]));
    expect(byName['demo.lender.admin']).toMatchObject({
      lenderRoles: ['lenderAdmin'],
      self: true,
      disabled: false,
    });
    expect(byName['demo.underwriter']).toMatchObject({ lenderRoles: ['underwriter', 'funder'], self: false });
    expect(typeof byName['demo.funder']?.lastSignInAt).toBe('string');
    // A vendor's user is not the lender's: a missing one, for every change.
    for (const action of ['disable', 'enable', 'reset-password']) {
      const res = await as(
        'demo.lender.admin',
        'POST',
        `/api/lender/users/${action}/${ids['demo.admin']}`,
        {},
      );
      expect(res.statusCode, action).toBe(404);
    }
  });

  it('adds a funder with a one-time password, refuses a taken name and no role', async () => {
    const added = await as('demo.lender.admin', 'POST', '/api/lender/users', {
      userName: 'new.funder',
      displayName: 'Sam Ouellet',
      email: 'sam@lender.example',
      lenderRoles: ['funder', 'funder'],
      reason: 'Second funder for four eyes',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { Item, password } = added.json();
    expect(Item).toMatchObject({ userName: 'new.funder', lenderRoles: ['funder'], passwordExpired: true });
    ids['new.funder'] = Item.id;
    const first = await signIn('new.funder', password);
    expect(first.json().code).toBe('PASSWORD_EXPIRED');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: {
        userName: 'new.funder',
        password,
        newPassword: 'Sam-pass1!',
        confirmNewPassword: 'Sam-pass1!',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const session = await signIn('new.funder', 'Sam-pass1!');
    expect(session.json().user).toMatchObject({ role: 'underwriter', lenderRoles: ['funder'] });
    expect(session.json().vendor).toBeNull();

    // User names are unique across the product: a vendor's taken name too.
    const taken = await as('demo.lender.admin', 'POST', '/api/lender/users', {
      userName: 'DEMO.external',
      displayName: 'Other',
      email: 'o@example.com',
      lenderRoles: ['underwriter'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessage).toBe('This user name is already taken.');
    const none = await as(
      'demo.lender.admin',
      'POST',
      '/api/lender/users',
      { userName: 'no.roles', displayName: 'No Roles', email: 'n@example.com', lenderRoles: [] },
      'fr',
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ lenderRoles: 'Choisissez au moins un rôle.' });
    const unknown = await as('demo.lender.admin', 'POST', '/api/lender/users', {
      userName: 'bad.role',
      displayName: 'Bad Role',
      email: 'b@example.com',
      lenderRoles: ['vendorAdmin'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('disables a user (the sessions end at once), enables and resets them', async () => {
    const token = await login(app, 'demo.funder');
    const id = ids['demo.funder'];
    const res = await as('demo.lender.admin', 'POST', `/api/lender/users/disable/${id}`, {
      reason: 'On leave',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Item).toMatchObject({ userName: 'demo.funder', disabled: true });
    const session = await app.inject({
      method: 'GET',
      url: '/api/users/session',
      headers: { authorization: token },
    });
    expect(session.json().code).toBe('TOKEN_EXPIRED');
    const refused = await signIn('demo.funder', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorMessage).toBe('This account is disabled. Ask a lender admin to enable it.');
    const enabled = await as('demo.lender.admin', 'POST', `/api/lender/users/enable/${id}`, {});
    expect(enabled.json().Item.disabled).toBe(false);
    tokens['demo.funder'] = await login(app, 'demo.funder');

    const reset = await as(
      'demo.lender.admin',
      'POST',
      `/api/lender/users/reset-password/${ids['new.funder']}`,
      {},
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().Item.passwordExpired).toBe(true);
    expect((await signIn('new.funder', 'Sam-pass1!')).statusCode).toBe(401);
    expect((await signIn('new.funder', reset.json().password)).json().code).toBe('PASSWORD_EXPIRED');
  });

  it('changes roles, takes effect at once, and keeps the last enabled lender admin', async () => {
    const me = ids['demo.lender.admin'];
    const selfDisable = await as('demo.lender.admin', 'POST', `/api/lender/users/disable/${me}`, {});
    expect(selfDisable.statusCode).toBe(409);
    expect(selfDisable.json().errorMessage).toBe(
      "You are the lender's last admin: give another user the lender admin role first.",
    );
    const selfRemove = await as(
      'demo.lender.admin',
      'POST',
      `/api/lender/users/roles/${me}`,
      {
        lenderRoles: ['underwriter'],
      },
      'fr',
    );
    expect(selfRemove.statusCode).toBe(409);
    expect(selfRemove.json().errorMessage).toMatch(/^Vous êtes le dernier administrateur du prêteur/);

    // The underwriter becomes a lender admin too: their open session reaches the team at once.
    const granted = await as(
      'demo.lender.admin',
      'POST',
      `/api/lender/users/roles/${ids['demo.underwriter']}`,
      {
        lenderRoles: ['underwriter', 'funder', 'lenderAdmin'],
        reason: 'Back-up admin',
      },
    );
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().Item.lenderRoles).toEqual(['lenderAdmin', 'underwriter', 'funder']);
    expect((await call('demo.underwriter', 'GET', '/api/lender/users')).statusCode).toBe(200);
    // Now demo.lender.admin may step down, and loses the team at once.
    const stepDown = await as('demo.lender.admin', 'POST', `/api/lender/users/roles/${me}`, {
      lenderRoles: ['funder'],
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await as('demo.lender.admin', 'GET', '/api/lender/users')).statusCode).toBe(403);
    expect((await as('demo.lender.admin', 'GET', '/api/underwriter/funding')).statusCode).toBe(200);
    const back = await call('demo.underwriter', 'POST', `/api/lender/users/roles/${me}`, {
      lenderRoles: ['lenderAdmin'],
    });
    expect(back.statusCode).toBe(200);
    const underwriterBack = await as(
      'demo.lender.admin',
      'POST',
      `/api/lender/users/roles/${ids['demo.underwriter']}`,
      {
        lenderRoles: ['underwriter', 'funder'],
      },
    );
    expect(underwriterBack.statusCode).toBe(200);
  });

  it('reads and changes the four-eyes setting (on by default)', async () => {
    expect((await as('demo.lender.admin', 'GET', '/api/lender/settings')).json()).toEqual({ fourEyes: true });
    const off = await as('demo.lender.admin', 'PUT', '/api/lender/settings', {
      fourEyes: false,
      reason: 'Test',
    });
    expect(off.json()).toEqual({ fourEyes: false });
    const on = await as('demo.lender.admin', 'PUT', '/api/lender/settings', { fourEyes: true });
    expect(on.json()).toEqual({ fourEyes: true });
    expect(
      (await as('demo.lender.admin', 'PUT', '/api/lender/settings', { fourEyes: 'yes' })).statusCode,
    ).toBe(400);
  });

  it('writes every change to the history with who, before, after and why', async () => {
    const rows = await app.database.db
      .select({ userId: events.userId, detail: events.detail })
      .from(events)
      .where(eq(events.type, 'change'))
      .orderBy(asc(events.id));
    const changes = rows.map((r) => [r.detail?.entity, r.detail?.entityId, r.detail?.action]);
    expect(changes).toEqual([
      ['lenderUser', ids['new.funder'], 'added'],
      ['lenderUser', ids['demo.funder'], 'disabled'],
      ['lenderUser', ids['demo.funder'], 'enabled'],
      ['lenderUser', ids['new.funder'], 'passwordReset'],
      ['lenderUser', ids['demo.underwriter'], 'rolesChanged'],
      ['lenderUser', ids['demo.lender.admin'], 'rolesChanged'],
      ['lenderUser', ids['demo.lender.admin'], 'rolesChanged'],
      ['lenderUser', ids['demo.underwriter'], 'rolesChanged'],
      ['lenderSettings', 1, 'updated'],
      ['lenderSettings', 1, 'updated'],
    ]);
    expect(rows[0]?.detail).toMatchObject({
      before: null,
      after: { userName: 'new.funder', lenderRoles: ['funder'], disabled: false },
      reason: 'Second funder for four eyes',
    });
    expect(rows[1]?.detail).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
      reason: 'On leave',
    });
    expect(rows[5]?.userId).toBe(ids['demo.lender.admin']);
    expect(rows[6]?.userId).toBe(ids['demo.underwriter']);

    const history = await as(
      'demo.lender.admin',
      'GET',
      `/api/lender/history/lenderUser/${ids['demo.underwriter']}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    const [latest, granted] = history.json().changes;
    expect(latest).toMatchObject({ action: 'rolesChanged', by: 'Noor Haddad', reason: null });
    expect(granted).toMatchObject({
      action: 'rolesChanged',
      reason: 'Back-up admin',
      fields: [
        {
          field: 'lenderRoles',
          before: '["underwriter","funder"]',
          after: '["lenderAdmin","underwriter","funder"]',
        },
      ],
    });
    const settings = (await as('demo.lender.admin', 'GET', '/api/lender/history/lenderSettings/1')).json();
    expect(settings.changes.map((c: { fields: unknown }) => c.fields)).toEqual([
      [{ field: 'fourEyes', before: 'false', after: 'true' }],
      [{ field: 'fourEyes', before: 'true', after: 'false' }],
    ]);
  });
});
