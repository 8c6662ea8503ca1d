// Issue 36 (decision 052, replacing decision 033's notice per address): refused sign-ins count against the name typed,
// so that a person who locked their name is told to wait, from any address, and nobody learns whether a name exists;
// an address is paused only when it tries many names, far above what a dealership's office behind one address meets.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, DEMO_PASSWORD } from '../../test/test-app.ts';
import { signInFailures, users } from './users.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const NOTICE_EN = 'Too many attempts. Try again in 15 minutes.';
const NOTICE_FR = 'Trop de tentatives. Réessayez dans 15 minutes.';
const INCORRECT = 'The user name or password is incorrect.';

// Each test signs in up to ninety times (argon2id each): more than the default 30 s on a loaded machine.
describe.each(DATABASES)('the sign-in lock by name on %s', { timeout: 180_000 }, (kind) => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  let now = new Date();
  /** The configuration's default pause of an address (100 failures), which the test harness turns off. */
  const start = async (env: Record<string, string> = {}) => {
    now = new Date();
    const a = await createTestApp(kind, {
      clock: () => now,
      env: { LOGIN_RATE_PER_MINUTE: '1000', LOGIN_ADDRESS_MAX_FAILURES: '100', ...env },
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

  it('tells a person who types the right password after six wrong ones to wait, in English and French, from any address', async () => {
    const a = await start();
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push(answer(await signIn(a, 'demo.expired', `Wrong-pass${i}!`)));
    expect(answers).toEqual([...Array(5).fill(`401 ${INCORRECT}`), `429 ${NOTICE_EN}`]);

    // From another address, and written otherwise: the same name, locked.
    const right = await signIn(a, '  Demo.EXPIRED ', DEMO_PASSWORD, '198.51.100.99');
    expect(answer(right)).toBe(`429 ${NOTICE_EN}`);
    expect(Number(right.headers['retry-after'])).toBe(15 * 60);
    const fr = await signIn(a, 'demo.expired', DEMO_PASSWORD, '203.0.113.10', 'fr-CA,fr;q=0.9');
    expect(answer(fr)).toBe(`429 ${NOTICE_FR}`);
    // Another name from the same address is not held back.
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(200);

    // The minutes left go down, and the last one is singular.
    now = new Date(now.getTime() + 14 * 60_000 + 30_000);
    const late = await signIn(a, 'demo.expired', 'x');
    expect(answer(late)).toBe('429 Too many attempts. Try again in 1 minute.');
    expect(Number(late.headers['retry-after'])).toBe(30);

    // Once the lock is over, the right password is answered for what it is.
    now = new Date(now.getTime() + 30_000);
    const after = await signIn(a, 'demo.expired', DEMO_PASSWORD);
    expect(after.json()).toEqual({ code: 'PASSWORD_EXPIRED', errorMessage: 'Password Expired' });
  });

  it('answers an unknown name exactly as a real one: the same status, body and headers at every step', async () => {
    const a = await start();
    const trail = async (userName: string, address: string) => {
      const out: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await signIn(a, userName, i >= 6 ? DEMO_PASSWORD : `Wrong-pass${i}!`, address);
        // Left out: the date, and the per-minute limit's reset, both read on the real clock as the trails run.
        const { date: _date, 'x-ratelimit-reset': _reset, ...headers } = res.headers;
        out.push(`${res.statusCode} ${JSON.stringify(headers)} ${res.body}`);
      }
      return out;
    };
    const real = await trail('demo.internal', '198.51.100.1');
    expect(real.slice(5).every((line) => line.startsWith('429 '))).toBe(true);
    expect(real.slice(5).every((line) => line.includes('"retry-after":"900"'))).toBe(true);
    expect(await trail('nobody.here', '198.51.100.2')).toEqual(real);
  });

  it('lets thirty salespeople behind one address each fail twice and then sign in', async () => {
    const a = await start();
    const [model] = await a.database.db.select().from(users).where(eq(users.userName, 'demo.external'));
    if (!model) throw new Error('no demo.external');
    const names = Array.from({ length: 30 }, (_, i) => `store.sales${i}`);
    await a.database.db.insert(users).values(
      names.map((userName) => ({
        userName,
        displayName: userName,
        passwordHash: model.passwordHash,
        role: 'vendor',
        vendorId: model.vendorId,
      })),
    );
    const store = '192.0.2.50';
    for (const name of names) {
      for (const typo of ['Demo-pass1', 'demo-pass1!']) {
        expect(answer(await signIn(a, name, typo, store))).toBe(`401 ${INCORRECT}`);
      }
    }
    const answers = [];
    for (const name of names) answers.push((await signIn(a, name, DEMO_PASSWORD, store)).statusCode);
    expect(answers).toEqual(Array(30).fill(200));
  });

  it('pauses one address that tries many names, whatever the name tried from it, and no other address', async () => {
    const a = await start({ LOGIN_ADDRESS_MAX_FAILURES: '10' });
    const spray = '192.0.2.1';
    for (let i = 0; i < 10; i++)
      expect(answer(await signIn(a, `guess${i}`, 'Summer2024!', spray))).toBe(`401 ${INCORRECT}`);
    const paused = await signIn(a, 'demo.us', DEMO_PASSWORD, spray);
    expect(answer(paused)).toBe(`429 ${NOTICE_EN}`);
    expect(paused.headers['retry-after']).toBe(String(15 * 60));
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD, '192.0.2.2')).statusCode).toBe(200);
    now = new Date(now.getTime() + 15 * 60_000);
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD, spray)).statusCode).toBe(200);
  });

  it('counts failures within the window only, and a right password starts the count again', async () => {
    const a = await start();
    for (let i = 0; i < 4; i++) await signIn(a, 'demo.us', 'x');
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect(answer(await signIn(a, 'demo.us', 'x'))).toBe(`401 ${INCORRECT}`);
    // Four more after the window: the count started again, so no lock yet.
    now = new Date(now.getTime() + 15 * 60_000);
    for (let i = 0; i < 4; i++) expect(answer(await signIn(a, 'demo.us', 'x'))).toBe(`401 ${INCORRECT}`);
    expect(answer(await signIn(a, 'demo.us', 'x'))).toBe(`401 ${INCORRECT}`);
    expect(answer(await signIn(a, 'demo.us', DEMO_PASSWORD))).toBe(`429 ${NOTICE_EN}`);
  });

  it('counts a wrong current password at /users/password against the name, and locks the password change too', async () => {
    const a = await start();
    const change = (password: string, address: string) =>
      a.inject({
        method: 'POST',
        url: '/api/users/password',
        payload: { userName: 'demo.us', password, newPassword: 'Fresh-pass2@' },
        headers: { 'accept-language': 'en' },
        remoteAddress: address,
      });
    expect((await change('Wrong-pass1!', '203.0.113.20')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await signIn(a, 'demo.us', `Wrong-pass${i}!`, '203.0.113.21')).statusCode).toBe(401);
    expect((await change('Wrong-pass3!', '203.0.113.22')).statusCode).toBe(401);
    const locked = await change(DEMO_PASSWORD, '203.0.113.23');
    expect(answer(locked)).toBe(`429 ${NOTICE_EN}`);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
  });

  it('keeps no name in clear, and the prune deletes the counts once their window and lock are over', async () => {
    const a = await start({ LOGIN_LOCK_MINUTES: '30' });
    for (let i = 0; i < 5; i++) await signIn(a, 'demo.us', 'x');
    await signIn(a, 'someone.else', 'x');
    // The two names' counts and the address's.
    const rows = await a.database.db.select().from(signInFailures);
    expect(rows.length).toBe(3);
    expect(JSON.stringify(rows)).not.toMatch(/demo|someone|203\.0/);
    now = new Date(now.getTime() + 15 * 60_000 - 1);
    expect(await a.services.signInLock.prune()).toBe(0);
    // Past the window, the counts go; the lock still runs, and its row stays.
    now = new Date(now.getTime() + 2);
    expect(await a.services.signInLock.prune()).toBe(2);
    expect(answer(await signIn(a, 'demo.us', DEMO_PASSWORD))).toMatch(/^429 /);
    now = new Date(now.getTime() + 15 * 60_000);
    expect(await a.services.signInLock.prune()).toBe(1);
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('behind one trusted proxy, reads the address the proxy saw: a client that writes its own X-Forwarded-For is paused all the same', async () => {
    const a = await start({ TRUST_PROXY: '1', LOGIN_ADDRESS_MAX_FAILURES: '5' });
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await a.inject({
        method: 'POST',
        url: '/api/users/login',
        // A new name and a new written address each time; the proxy (the connection's address) appended the real one.
        payload: { userName: `guess${i}`, password: 'Wrong-pass!' },
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
      payload: { userName: 'guess9', password: 'Wrong-pass!' },
      headers: { 'x-forwarded-for': '198.51.100.8' },
      remoteAddress: '10.0.0.2',
    });
    expect(answer(other)).toBe(`401 ${INCORRECT}`);
  });
});
