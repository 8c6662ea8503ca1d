// The lender admin helps a dealership's user who lost their second factors (and their recovery codes) or their
// password, on both databases: the dealership's users with their factors counted, the resets (factors, recovery codes
// and sessions gone; a one-time password, already expired; the reason and the user in the dealership's history), and
// who may (the lender admin alone; a user of another dealership is a missing one).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, userFactors, users } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Listed = { id: number; userName: string; admin: boolean; disabled: boolean; secondFactors: number };

describe.each(DATABASES)("a dealership's users in the dealers console on %s", (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  const userRow = async (userName: string) => {
    const [row] = await app.database.db.select().from(users).where(eq(users.userName, userName));
    if (!row?.vendorId) throw new Error(`${userName} is not a vendor's user`);
    return { id: row.id, vendorId: row.vendorId };
  };

  type Change = {
    action: string;
    reason: string | null;
    fields: Array<{ field: string; before: string; after: string }>;
  };
  /** The dealership's history, newest first, as the lender admin reads it. */
  const history = async (vendorId: number) =>
    (await call('demo.lender.admin', 'GET', `/api/lender/history/vendor/${vendorId}`)).json()
      .changes as Change[];

  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.lender.admin', 'demo.underwriter', 'demo.admin', 'demo.external'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  // A signed-out caller gets the contract's 403 with its token message (ARCHITECTURE §API contract: no 401 here).
  it("is the lender admin's alone: signed out, a vendor's user and the lender's other roles are refused", async () => {
    const { id, vendorId } = await userRow('demo.external');
    for (const what of ['users', `users/${id}/reset-factors`, `users/${id}/reset-password`]) {
      const res = await app.inject({
        method: what === 'users' ? 'GET' : 'POST',
        url: `/api/lender/dealers/${vendorId}/${what}`,
        payload: what === 'users' ? undefined : { reason: 'Lost phone' },
      });
      expect(res.statusCode, what).toBe(403);
      expect(res.json().code, what).toBe('TOKEN_EXPIRED');
    }
    for (const user of ['demo.admin', 'demo.underwriter']) {
      expect((await call(user, 'GET', `/api/lender/dealers/${vendorId}/users`)).statusCode).toBe(403);
      for (const what of ['factors', 'password']) {
        const reset = await call(user, 'POST', `/api/lender/dealers/${vendorId}/users/${id}/reset-${what}`, {
          reason: 'Lost phone',
        });
        expect(reset.statusCode, `${user} reset-${what}`).toBe(403);
      }
    }
  });

  it("resets a user's factors: their factors, recovery codes and sessions go, the history says who and why", async () => {
    const { id, vendorId } = await userRow('demo.external');
    const { db } = app.database;
    await db.insert(userFactors).values([
      { userId: id, kind: 'totp', name: 'Phone', secretSealed: 'sealed', confirmedAt: new Date() },
      // An authenticator app being set up is not an enrolled factor.
      { userId: id, kind: 'totp', name: 'New phone', secretSealed: 'sealed' },
    ]);
    await db.insert(recoveryCodes).values({ userId: id, codeHash: 'a'.repeat(64) });

    const listed = await call('demo.lender.admin', 'GET', `/api/lender/dealers/${vendorId}/users`);
    expect(listed.statusCode).toBe(200);
    const before = (listed.json().Items as Listed[]).find((user) => user.id === id);
    expect(before).toMatchObject({
      userName: 'demo.external',
      admin: false,
      disabled: false,
      secondFactors: 1,
    });
    expect(
      (listed.json().Items as Listed[]).some((user) => user.userName === 'demo.admin' && user.admin),
    ).toBe(true);

    const reset = await call(
      'demo.lender.admin',
      'POST',
      `/api/lender/dealers/${vendorId}/users/${id}/reset-factors`,
      {
        reason: 'Lost phone and recovery codes; identity checked by a call-back',
      },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((reset.json().Items as Listed[]).find((user) => user.id === id)?.secondFactors).toBe(0);
    expect(await db.select().from(userFactors).where(eq(userFactors.userId, id))).toEqual([]);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id))).toEqual([]);
    // Their session ended: they sign in again (and enrol again when their dealership asks for a second factor).
    const ended = await call('demo.external', 'GET', '/api/users/session');
    expect(ended.statusCode).toBe(403);
    expect(ended.json().code).toBe('TOKEN_EXPIRED');
    // Another user of the dealership keeps theirs.
    expect((await call('demo.admin', 'GET', '/api/users/session')).statusCode).toBe(200);

    const changes = await history(vendorId);
    expect(changes[0]).toMatchObject({
      action: 'userFactorsReset',
      reason: 'Lost phone and recovery codes; identity checked by a call-back',
    });
    expect(changes[0]?.fields).toEqual([
      { field: 'userFactors', before: '"demo.external (1)"', after: '"demo.external (0)"' },
    ]);
  });

  it("resets a user's password: a one-time password, already expired; their sessions end", async () => {
    const { id, vendorId } = await userRow('demo.quebec');
    const token = await login(app, 'demo.quebec');
    const reset = await call(
      'demo.lender.admin',
      'POST',
      `/api/lender/dealers/${vendorId}/users/${id}/reset-password`,
      {
        reason: 'Forgot it; identity checked by a call-back',
      },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const { password } = reset.json() as { password: string };
    expect(password).toMatch(/.{12,}/);
    const signIn = (pass: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { userName: 'demo.quebec', password: pass },
      });
    expect((await signIn('Demo-pass1!')).statusCode).toBe(401);
    const expired = await signIn(password);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('PASSWORD_EXPIRED');
    const session = await app.inject({
      method: 'GET',
      url: '/api/users/session',
      headers: { authorization: token },
    });
    expect(session.json().code).toBe('TOKEN_EXPIRED');
    const changes = await history(vendorId);
    expect(changes[0]).toMatchObject({
      action: 'userPasswordReset',
      reason: 'Forgot it; identity checked by a call-back',
      fields: [
        {
          field: 'userPassword',
          before: '{"user":"demo.quebec","oneTime":false}',
          after: '{"user":"demo.quebec","oneTime":true}',
        },
      ],
    });
    // The password itself is never in the history.
    expect(JSON.stringify(changes)).not.toContain(password);
  });

  it('refuses without a reason (translated), and answers a user of another dealership as a missing one', async () => {
    const { id, vendorId } = await userRow('demo.admin');
    const quebec = await userRow('demo.quebec');
    const noReason = await call(
      'demo.lender.admin',
      'POST',
      `/api/lender/dealers/${vendorId}/users/${id}/reset-factors`,
      { reason: '' },
      'fr',
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorMessage).toMatch(/^La requête n’est pas valide/);
    expect(noReason.json().errorMessage).toContain('Ce champ est obligatoire.');
    const elsewhere = await call(
      'demo.lender.admin',
      'POST',
      `/api/lender/dealers/${vendorId}/users/${quebec.id}/reset-factors`,
      { reason: 'Lost phone' },
    );
    expect(elsewhere.statusCode).toBe(404);
    const passwordElsewhere = await call(
      'demo.lender.admin',
      'POST',
      `/api/lender/dealers/${vendorId}/users/${quebec.id}/reset-password`,
      { reason: 'Lost phone' },
    );
    expect(passwordElsewhere.statusCode).toBe(404);
    expect((await call('demo.lender.admin', 'GET', '/api/lender/dealers/999999/users')).statusCode).toBe(404);
    // Nothing was reset: the history has no reset for that dealership.
    const changes = await history(vendorId);
    expect(changes.filter((change) => change.reason === 'Lost phone')).toEqual([]);
  });
});
