import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestApp, login } from '../../test/test-app.ts';
import { type CachedSession, createSessionCache } from './session-cache.ts';
import { decodeSessionEnd, encodeSessionEnd } from './session-ends.ts';

function found(sessionId: number, userId: number, vendorId = 1): CachedSession {
  return {
    session: { id: sessionId, userId } as CachedSession['session'],
    user: { id: userId, vendorId } as CachedSession['user'],
    vendor: null,
  };
}

describe('session cache', () => {
  it('keeps a session for its time to live, then asks the database again', () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 1_000, clock: () => new Date(now) });
    cache.set('a', found(1, 10));
    expect(cache.get('a')?.session.id).toBe(1);
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = createSessionCache({ ttlMs: 60_000, clock: () => new Date(0) });
    cache.set('a', found(1, 10));
    cache.set('b', found(2, 10));
    cache.set('c', found(3, 20));
    cache.forget({ session: 1 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.forget({ user: 10 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it("forgets every session of a dealership's users (its suspension)", () => {
    const cache = createSessionCache({ ttlMs: 60_000, clock: () => new Date(0) });
    cache.set('a', found(1, 10, 7));
    cache.set('b', found(2, 11, 7));
    cache.set('c', found(3, 20, 8));
    cache.forget({ vendor: 7 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps and answers nothing while off, and starts empty when on again', () => {
    const cache = createSessionCache({ ttlMs: 60_000, clock: () => new Date(0) });
    cache.set('a', found(1, 10));
    cache.setEnabled(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', found(2, 10));
    cache.setEnabled(true);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(createSessionCache({ ttlMs: 0, clock: () => new Date(0) }).get('a')).toBeUndefined();
  });

  it('holds at most its maximum, dropping the oldest', () => {
    const cache = createSessionCache({ ttlMs: 60_000, clock: () => new Date(0), maxEntries: 2 });
    cache.set('a', found(1, 10));
    cache.set('b', found(2, 10));
    cache.set('c', found(3, 10));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('reads back what a node announces, and nothing else', () => {
    expect(decodeSessionEnd(encodeSessionEnd({ session: 7 }))).toEqual({ session: 7 });
    expect(decodeSessionEnd(encodeSessionEnd({ user: 9 }))).toEqual({ user: 9 });
    expect(decodeSessionEnd(encodeSessionEnd({ vendor: 3 }))).toEqual({ vendor: 3 });
    expect(decodeSessionEnd('dealer:1')).toBeUndefined();
    expect(decodeSessionEnd('user:1:2')).toBeUndefined();
    expect(decodeSessionEnd('session:')).toBeUndefined();
    expect(decodeSessionEnd('session:x')).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('session cache across nodes on PostgreSQL', () => {
  it('refuses a token on every node as soon as it is logged out or its password changes on another', async () => {
    const database = await createPostgresDatabase();
    // Two nodes on one database: the kind given is ignored when DATABASE_URL is set.
    const first = await createTestApp('pglite', { env: { DATABASE_URL: database.url } });
    const second = await createTestApp('pglite', { env: { DATABASE_URL: database.url } });
    const session = (app: typeof first, token: string) =>
      app.inject({ url: '/api/users/session', headers: { authorization: token } });
    /** The other node hears the NOTIFY within milliseconds; this waits for it without a timed assertion. */
    async function refusedOn(app: typeof first, token: string) {
      for (let i = 0; i < 200; i++) {
        if ((await session(app, token)).statusCode === 403) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    }
    try {
      const token = await login(first, 'demo.external');
      expect((await session(second, token)).statusCode).toBe(200);
      expect(second.services.sessionCache.size).toBe(1);
      const out = await first.inject({
        url: '/api/users/logout',
        headers: { authorization: token },
      });
      expect(out.statusCode).toBe(200);
      expect(await refusedOn(second, token)).toBe(true);

      const again = await login(first, 'demo.external');
      expect((await session(second, again)).statusCode).toBe(200);
      const changed = await first.inject({
        method: 'POST',
        url: '/api/users/password',
        payload: {
          userName: 'demo.external',
          password: 'Demo-pass1!',
          newPassword: 'Other-pass2!',
          confirmNewPassword: 'Other-pass2!',
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await refusedOn(second, again)).toBe(true);
    } finally {
      await second.close();
      await first.close();
      await database.drop();
    }
  }, 120_000);
});
