// Issue 15 items 5, 9 and 10, under issue 36's rule (decision 052): the lock by name holds under parallel requests
// (on PostgreSQL too, where the requests truly run at once), a locked name cannot be told from an unknown one, and the
// password change spends the sign-in's budgets (per name and per address).
import { afterEach, describe, expect, it } from 'vitest';
import { createPasswordHasher, type PasswordHasher } from '../../lib/password-hasher.ts';
import { createTestApp, DATABASES, DEMO_PASSWORD } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** The real hasher, counting the checks made against a real account's hash (the decoy's are not guesses). */
function countingHasher(): PasswordHasher & { realChecks: () => number } {
  const real = createPasswordHasher();
  let checks = 0;
  return {
    hash: real.hash,
    async verify(hash, password) {
      if (hash) checks += 1;
      return real.verify(hash, password);
    },
    realChecks: () => checks,
  };
}

describe.each(DATABASES)('the sign-in lock on %s', (kind) => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const post = (a: App, url: string, payload: object) =>
    a.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });
  const signIn = (a: App, userName: string, password: string) =>
    post(a, '/api/users/login', { userName, password });

  it('verifies at most LOGIN_MAX_FAILURES passwords of 29 parallel sign-ins, and then refuses the right one', async () => {
    const hasher = countingHasher();
    const a = await createTestApp(kind, { hasher, env: { LOGIN_RATE_PER_MINUTE: '1000' } });
    app = a;
    const attempts = Array.from({ length: 29 }, (_, i) => signIn(a, 'demo.internal', `Wrong-pass${i}!`));
    const answers = (await Promise.all(attempts)).map((r) => `${r.statusCode} ${r.json().errorMessage}`);
    // Each attempt takes its slot before its hash is verified: five are checked and refused, the rest told to wait.
    expect(answers.filter((line) => line === '401 The user name or password is incorrect.')).toHaveLength(5);
    expect(answers.filter((line) => line === '429 Too many attempts. Try again in 15 minutes.')).toHaveLength(
      24,
    );
    expect(hasher.realChecks()).toBe(5);
    const right = await signIn(a, 'demo.internal', DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(hasher.realChecks()).toBe(5);
  });

  it('lets no password through 30 parallel attempts where the right one comes last', async () => {
    const hasher = countingHasher();
    const a = await createTestApp(kind, { hasher, env: { LOGIN_RATE_PER_MINUTE: '1000' } });
    app = a;
    const all = await Promise.all([
      ...Array.from({ length: 29 }, (_, i) => signIn(a, 'demo.internal', `Wrong-pass${i}!`)),
      signIn(a, 'demo.internal', DEMO_PASSWORD),
    ]);
    expect(hasher.realChecks()).toBeLessThanOrEqual(5);
    // The right one is only let in when it took one of the first five slots (it is queued last: it does not).
    expect(all.filter((r) => r.statusCode === 200).length).toBe(0);
  });

  it('locks an unknown name as a real one, in parallel too: the same answers, counted alike', async () => {
    const a = await createTestApp(kind, { env: { LOGIN_RATE_PER_MINUTE: '1000' } });
    app = a;
    const burst = async (userName: string) => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signIn(a, userName, `Wrong-pass${i}!`)),
      );
      return answers.map((r) => `${r.statusCode} ${r.body}`).sort();
    };
    expect(await burst('nobody.here')).toEqual(await burst('demo.internal'));
    expect((await signIn(a, 'demo.internal', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('counts a wrong current password at /users/password against the name, as a sign-in would', async () => {
    const a = await createTestApp(kind, { env: { LOGIN_RATE_PER_MINUTE: '1000' } });
    app = a;
    for (let i = 0; i < 5; i++) {
      const res = await post(a, '/api/users/password', {
        userName: 'demo.us',
        password: `Wrong-pass${i}!`,
        newPassword: 'Fresh-pass2@',
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('ends the lock after LOGIN_LOCK_MINUTES on the clock: the right password signs in', async () => {
    let now = new Date();
    const a = await createTestApp(kind, { clock: () => now, env: { LOGIN_RATE_PER_MINUTE: '1000' } });
    app = a;
    for (let i = 0; i < 5; i++) await signIn(a, 'demo.us', `Wrong-pass${i}!`);
    now = new Date(now.getTime() + 15 * 60_000 - 1_000);
    const locked = await signIn(a, 'demo.us', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    now = new Date(now.getTime() + 1_000);
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("gives a second factor's verifier the same lock: its wrong codes count against the name, and are refused alike", async () => {
    const a = await createTestApp(kind, { env: { LOGIN_RATE_PER_MINUTE: '1000' } });
    app = a;
    const lock = a.services.signInLock;
    // Four wrong one-time codes after the right password: one more wrong password locks the name.
    for (let i = 0; i < 4; i++) await lock.recordFailure(' Demo.US', '192.0.2.9');
    await expect(lock.check('demo.us', undefined)).resolves.toBeUndefined();
    expect((await signIn(a, 'demo.us', 'Wrong-pass!')).statusCode).toBe(401);
    await expect(lock.check('demo.us', undefined)).rejects.toMatchObject({
      statusCode: 429,
      key: 'errors:api.tooManyAttempts',
    });
    await expect(lock.begin('DEMO.us', undefined)).rejects.toMatchObject({ statusCode: 429 });
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(429);
    // A right code (or an operator) clears the name's count.
    await lock.clear('demo.us');
    expect((await signIn(a, 'demo.us', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('shares one per-address bucket between sign-in and password change', async () => {
    const a = await createTestApp(kind, { env: { LOGIN_RATE_PER_MINUTE: '3' } });
    app = a;
    const codes = [];
    for (const url of [
      '/api/users/login',
      '/api/users/password',
      '/api/users/login',
      '/api/users/password',
    ]) {
      const res = await post(a, url, { userName: 'x', password: 'y', newPassword: 'Fresh-pass2@' });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
