// Two API nodes on one PostgreSQL (decision 042): a status changed on one node reaches a stream open on the other,
// through the live events' trigger and each node's LISTEN; and a stream resumed on the other node after its
// Last-Event-ID gets what it missed. Waits for the events; asserts no timing.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, openStream, submittedApplication } from './test/live-fixtures.ts';
import { createPostgresDatabase, createTestApp, login } from './test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('live status across two nodes on one PostgreSQL', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const nodes: App[] = [];
  const bases: string[] = [];
  let token = '';

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Node A migrates and seeds; node B starts on the same database (both in this process, each with its own pool and
    // its own listening connection, as two servers have).
    for (const seed of ['1', '0']) {
      const node = await createTestApp('pglite', { env: { DATABASE_URL: database.url, SEED_DEMO: seed } });
      await node.listen({ port: 0, host: '127.0.0.1' });
      nodes.push(node);
      bases.push(`http://127.0.0.1:${(node.server.address() as AddressInfo).port}`);
    }
    token = await login(nodes[0] as App, 'demo.external');
  }, 90_000);

  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database?.drop();
  }, 60_000);

  it('a change on node A reaches a stream on node B; a resume on node A gets what B saw', async () => {
    const [a, b] = nodes as [App, App];
    const onB = await openStream(bases[1] ?? '', token);
    expect(onB.status).toBe(200);
    const application = await submittedApplication(a, 'demo.external');
    await decide(a, application.id, 'Approved');
    const event = await onB.next((e) => e.data.id === application.id);
    expect(event.data).toMatchObject({ status: 'Approved', from: 'SubmittedToCredit' });
    await onB.close();

    // While no stream is open, node B moves another; a stream on node A resuming after the first event gets it.
    const missed = await submittedApplication(b, 'demo.external');
    await decide(b, missed.id, 'Declined');
    const onA = await openStream(bases[0] ?? '', token, event.id);
    const resumed = await onA.next((e) => e.data.id === missed.id);
    expect(resumed.data.status).toBe('Declined');
    expect(onA.events.map((e) => e.data.id)).not.toContain(application.id);
    await onA.close();
  });
});
