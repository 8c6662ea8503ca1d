import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, DEMO_PASSWORD, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const POLICY_EN =
  'Password must be at least 8 characters long, contain a uppercase letter, a lowercase letter, a symbol and a number.';

describe.each(DATABASES)('password change on %s', (kind) => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const change = (a: App, payload: object, lang = 'en') =>
    a.inject({ method: 'POST', url: '/api/users/password', payload, headers: { 'accept-language': lang } });

  it('lets an expired user choose a new password without a session, then sign in with it only', async () => {
    app = await createTestApp(kind);
    const res = await change(app, {
      userName: 'demo.expired',
      password: DEMO_PASSWORD,
      newPassword: 'Fresh-pass2@',
      confirmNewPassword: 'Fresh-pass2@',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'Success' });
    await expect(login(app, 'demo.expired', 'Fresh-pass2@')).resolves.toBeTruthy();
    const old = await app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { userName: 'demo.expired', password: DEMO_PASSWORD, newPassword: 'Other-pass3#' },
    });
    expect(old.statusCode).toBe(401);
  });

  it.each([
    ['short', 'Ab1!'],
    ['no uppercase', 'abcdefg1!'],
    ['no lowercase', 'ABCDEFG1!'],
    ['no digit', 'Abcdefgh!'],
    ['no symbol of the policy', 'Abcdefgh1?'],
  ])('refuses a new password with %s, in both languages', async (_case, newPassword) => {
    app = await createTestApp(kind);
    const payload = { userName: 'demo.us', password: DEMO_PASSWORD, newPassword };
    const en = await change(app, payload);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ newPassword: POLICY_EN });
    const fr = await change(app, payload, 'fr');
    expect(fr.json().errors.newPassword).toBe(
      'Le mot de passe doit contenir au moins 8 caractères, une majuscule, une minuscule, un symbole et un chiffre.',
    );
    await expect(login(app, 'demo.us')).resolves.toBeTruthy();
  });

  it('refuses a confirmation that differs, with the messages of ARCHITECTURE §9', async () => {
    app = await createTestApp(kind);
    const payload = {
      userName: 'demo.us',
      password: DEMO_PASSWORD,
      newPassword: 'Fresh-pass2@',
      confirmNewPassword: 'Fresh-pass2',
    };
    expect((await change(app, payload)).json().errors).toEqual({ confirmNewPassword: 'Password mismatch.' });
    expect((await change(app, payload, 'fr')).json().errors).toEqual({
      confirmNewPassword: 'Les mots de passe ne sont pas pareils.',
    });
  });

  it('refuses a wrong current password and counts it as a failed sign-in', async () => {
    app = await createTestApp(kind);
    const res = await change(app, {
      userName: 'demo.us',
      password: 'Wrong-pass1!',
      newPassword: 'Fresh-pass2@',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBe('The user name or password is incorrect.');
  });

  it('ends every session of the user', async () => {
    app = await createTestApp(kind);
    const token = await login(app, 'demo.quebec');
    await change(app, { userName: 'demo.quebec', password: DEMO_PASSWORD, newPassword: 'Fresh-pass2@' });
    expect(
      (await app.inject({ url: '/api/users/session', headers: { authorization: token } })).statusCode,
    ).toBe(403);
  });
});
