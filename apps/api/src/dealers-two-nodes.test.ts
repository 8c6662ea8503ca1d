// A suspension on one node ends the dealership's sessions on the other (issue 35): the other node's session cache
// forgets them at the commit's notification, its live stream ends at its next heartbeat, and its next call is refused.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_DEALER } from './modules/dealers/dealer-fixtures.ts';
import { openStream } from './test/live-fixtures.ts';
import { createPostgresDatabase, createTestApp, login } from './test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('a suspension across two nodes on one PostgreSQL', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const nodes: App[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    for (const seed of ['1', '0']) {
      const node = await createTestApp('pglite', {
        env: { DATABASE_URL: database.url, SEED_DEMO: seed, LIVE_HEARTBEAT_SECONDS: '1' },
      });
      await node.listen({ port: 0, host: '127.0.0.1' });
      nodes.push(node);
      bases.push(`http://127.0.0.1:${(node.server.address() as AddressInfo).port}`);
    }
  }, 90_000);

  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database?.drop();
  }, 60_000);

  it('ends on node B the sessions and the stream of a dealership suspended on node A', async () => {
    const [a, b] = nodes as [App, App];
    const lender = await login(a, 'demo.lender.admin');
    const onboarded = await a.inject({
      method: 'POST',
      url: '/api/lender/dealers',
      payload: {
        ...NEW_DEALER,
        admin: { userName: 'two.nodes', displayName: 'Two Nodes', email: 't@n.example' },
      },
      headers: { authorization: lender },
    });
    const { Item, admin } = onboarded.json();
    await b.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { userName: 'two.nodes', password: admin.password, newPassword: 'Two-nodes1!' },
    });
    const token = await login(b, 'two.nodes', 'Two-nodes1!');
    const session = () =>
      b.inject({ method: 'GET', url: '/api/users/session', headers: { authorization: token } });
    // Twice: the second answer comes from node B's session cache.
    expect((await session()).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);
    const stream = await openStream(bases[1] ?? '', token);
    expect(stream.status).toBe(200);

    const suspended = await a.inject({
      method: 'POST',
      url: `/api/lender/dealers/${Item.id}/suspend`,
      payload: { reason: 'Two nodes' },
      headers: { authorization: lender },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await stream.ended;
    expect((await session()).statusCode).toBe(403);
  });
});
