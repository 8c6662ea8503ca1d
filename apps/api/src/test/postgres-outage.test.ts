// Issue 15 item 13 on a real PostgreSQL: the server reaches it through a TCP proxy that is stopped and restarted.
// During the outage every call answers 503 with Retry-After (logged once); after it, the server recovers by itself
// and every save it acknowledged is there.

import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from './log-capture.ts';
import { createPostgresDatabase, createTestApp, login } from './test-app.ts';

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function createProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL outage', () => {
  const logs = captureLogs();
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let proxy: Awaited<ReturnType<typeof createProxy>>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let token = '';
  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = await createProxy(target);
    const through = new URL(database.url);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    app = await createTestApp('pglite', {
      logStream: logs.stream,
      env: { DATABASE_URL: through.toString(), SEED_DEMO: '1' },
    });
    token = await login(app, 'demo.external');
  });
  afterAll(async () => {
    // The app first: its session listener reconnects through the proxy, which would otherwise wait on it.
    await app.close().catch(() => undefined);
    await proxy.close().catch(() => undefined);
    await database.drop();
  });

  const save = (description: string) =>
    app.inject({
      method: 'POST',
      url: '/api/applications/save',
      payload: {
        id: 'new',
        step: '1',
        creditReleaseObtained: 'Yes',
        amount: '12,500.00',
        applicationType: 'Finance',
        description,
      },
      headers: { authorization: token },
    });

  it('answers 503 with Retry-After during the outage, logs it once, and recovers with nothing acknowledged lost', async () => {
    const before = await save('Before the outage');
    expect(before.statusCode).toBe(200);
    await proxy.cut();
    const during = await Promise.all(Array.from({ length: 10 }, (_, i) => save(`During ${i}`)));
    for (const res of during) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(typeof res.json().errorMessage).toBe('string');
    }
    expect(logs.lines().filter((l) => l.includes('database unavailable'))).toHaveLength(1);
    await proxy.restore();
    let after = await save('After the outage');
    for (let i = 0; i < 20 && after.statusCode !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await save('After the outage');
    }
    expect(after.statusCode).toBe(200);
    const kept = await app.inject({
      url: `/api/applications/get/${before.json().id}`,
      headers: { authorization: token },
    });
    expect(kept.statusCode).toBe(200);
    expect(
      logs.lines().filter((l) => l.includes('"level":50') && !l.includes('database unavailable')),
    ).toEqual([]);
  }, 60_000);
});
