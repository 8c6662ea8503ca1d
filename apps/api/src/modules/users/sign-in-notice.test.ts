// Issue 29 item 2 (decision 033): after repeated refusals from one address, every sign-in from it is told to wait,
// whatever the name and the password, so that a person locked out learns the truth and nobody learns a name exists.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, DEMO_PASSWORD } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const NOTICE_EN = 'Too many attempts. Try again in 15 minutes.';
const NOTICE_FR = 'Trop de tentatives. Réessayez dans 15 minutes.';
const INCORRECT = 'The user name or password is incorrect.';

// Each test signs in up to a dozen times (argon2id each): more than the default 30 s on a loaded machine.
describe.each(DATABASES)('the sign-in notice on %s', { timeout: 120_000 }, (kind) => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  let now = new Date();
  const start = async (env: Record<string, string> = {}) => {
    now = new Date();
    const a = await createTestApp(kind, {
      clock: () => now,
      env: { LOGIN_RATE_PER_MINUTE: '1000', LOGIN_ADDRESS_MAX_FAILURES: '5', ...env },
    });
    app = a;
    return a;
  };
  const signIn = (a: App, userName: string, password: string, address = '203.0.113.10', lang = 'en') =>
    a.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName, password },
      headers: { 'accept-language': lang },
      remoteAddress: address,
    });
  const answer = (res: Awaited<ReturnType<typeof signIn>>) => `${res.statusCode} ${res.json().errorMessage}`;

  it('tells a person who types the right password after six wrong ones to wait, in English and French', async () => {
    const a = await start();
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push(answer(await signIn(a, 'demo.expired', `Wrong-pass${i}!`)));
    expect(answers).toEqual([...Array(5).fill(`401 ${INCORRECT}`), `429 ${NOTICE_EN}`]);

    const right = await signIn(a, 'demo.expired', DEMO_PASSWORD);
    expect(answer(right)).toBe(`429 ${NOTICE_EN}`);
    expect(Number(right.headers['retry-after'])).toBe(15 * 60);
    const fr = await signIn(a, 'demo.expired', DEMO_PASSWORD, '203.0.113.10', 'fr-CA,fr;q=0.9');
    expect(answer(fr)).toBe(`429 ${NOTICE_FR}`);

    // The minutes left go down, and the last one is singular.
    now = new Date(now.getTime() + 14 * 60_000 + 30_000);
    const late = await signIn(a, 'nobody.here', 'x');
    expect(answer(late)).toBe('429 Too many attempts. Try again in 1 minute.');
    expect(Number(late.headers['retry-after'])).toBe(30);

    // Once the pause is over, so is the account's lock: the right password is answered for what it is.
    now = new Date(now.getTime() + 60_000);
    const after = await signIn(a, 'demo.expired', DEMO_PASSWORD);
    expect(after.json()).toEqual({ code: 'PASSWORD_EXPIRED', errorMessage: 'Password Expired' });
  });

  it('answers the same trail for a real name, a locked one and an unknown one (each from its own address)', async () => {
    const a = await start();
    const trail = async (userName: string, address: string) => {
      const out: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await signIn(a, userName, i >= 6 ? DEMO_PASSWORD : `Wrong-pass${i}!`, address);
        out.push(`${res.statusCode} ${res.headers['retry-after'] ?? '-'} ${res.body}`);
      }
      return out;
    };
    const real = await trail('demo.internal', '198.51.100.1');
    expect(real.slice(5).every((line) => line.startsWith('429 900 '))).toBe(true);
    expect(await trail('nobody.here', '198.51.100.2')).toEqual(real);
    // demo.internal is locked now (five wrong passwords): from a fresh address it looks unknown, then the same notice.
    expect(await trail('demo.internal', '198.51.100.3')).toEqual(real);
  });

  it('pauses one address only, whatever the name tried from it', async () => {
    const a = await start();
    for (const name of ['a', 'b', 'c', 'd', 'e']) await signIn(a, name, 'x', '192.0.2.1');
    expect(answer(await signIn(a, 'demo.us', DEMO_PASSWORD, '192.0.2.1'))).toBe(`429 ${NOTICE_EN}`);
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD, '192.0.2.2')).statusCode).toBe(200);
  });

  it('counts failures, not attempts, within the window', async () => {
    const a = await start();
    for (let i = 0; i < 8; i++) expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await signIn(a, 'nobody', 'x');
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(200);
    // Four more after the window: the count started again, so no notice yet.
    now = new Date(now.getTime() + 15 * 60_000);
    for (let i = 0; i < 4; i++) expect(answer(await signIn(a, 'nobody', 'x'))).toBe(`401 ${INCORRECT}`);
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(answer(await signIn(a, 'nobody', 'x'))).toBe(`401 ${INCORRECT}`);
    expect(answer(await signIn(a, 'demo.us', DEMO_PASSWORD))).toBe(`429 ${NOTICE_EN}`);
  });

  it('counts a wrong current password at /users/password, and pauses the password change too', async () => {
    const a = await start({ LOGIN_ADDRESS_MAX_FAILURES: '3' });
    const change = (password: string) =>
      a.inject({
        method: 'POST',
        url: '/api/users/password',
        payload: { userName: 'demo.us', password, newPassword: 'Fresh-pass2@' },
        headers: { 'accept-language': 'en' },
        remoteAddress: '203.0.113.20',
      });
    expect((await change('Wrong-pass1!')).statusCode).toBe(401);
    expect((await signIn(a, 'demo.us', 'Wrong-pass2!', '203.0.113.20')).statusCode).toBe(401);
    expect((await change('Wrong-pass3!')).statusCode).toBe(401);
    const paused = await change(DEMO_PASSWORD);
    expect(answer(paused)).toBe(`429 ${NOTICE_EN}`);
    expect(paused.headers['retry-after']).toBe(String(15 * 60));
  });

  it('behind one trusted proxy, reads the address the proxy saw: a client that writes its own X-Forwarded-For is paused all the same', async () => {
    const a = await start({ TRUST_PROXY: '1' });
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await a.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { userName: 'demo.expired', password: `Wrong-pass${i}!` },
        // The client wrote a new address each time; the proxy (the connection's address) appended the real one.
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.7` },
        remoteAddress: '10.0.0.2',
      });
      answers.push(answer(res));
    }
    expect(answers).toEqual([...Array(5).fill(`401 ${INCORRECT}`), `429 ${NOTICE_EN}`]);
    // Through the same proxy, another client's address is its own: not paused.
    const other = await a.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: 'demo.expired', password: 'Wrong-pass!' },
      headers: { 'x-forwarded-for': '198.51.100.8' },
      remoteAddress: '10.0.0.2',
    });
    expect(answer(other)).toBe(`401 ${INCORRECT}`);
  });
});
