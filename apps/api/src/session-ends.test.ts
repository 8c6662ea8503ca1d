// Issue 36, part 2 (decision 052): a sign-out, a password change, a user's disable, a reset of their second factors
// (decision 053) and a dealership's suspension end the live streams of those sessions at once, on the node that ended
// them and on every other (two nodes on one PostgreSQL). The heartbeat's own check is put out of reach (ten minutes):
// only the announced end can close a stream here. Each stream is awaited with a generous deadline, and no later event of its vendor reaches it.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, openStream, submittedApplication, userId, vendorIdOf } from './test/live-fixtures.ts';
import { createPostgresDatabase, createTestApp, DATABASES, login } from './test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Stream = Awaited<ReturnType<typeof openStream>>;

/** The stream's end, or false after a minute: a loaded machine is slow, and no timing is asserted. */
async function ends(stream: Stream): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 60_000);
  });
  const ended = await Promise.race([stream.ended.then(() => true), late]);
  clearTimeout(timer);
  return ended;
}

const ENV = { LIVE_HEARTBEAT_SECONDS: '600', LOGIN_RATE_PER_MINUTE: '1000' };

/**
 * One case: a stream on `streams` (a node's base URL) of `user`, and a witness stream of a user whose session holds
 * (`witness`); `end` ends the user's session on `actor`. The ended stream closes, and the event sent after the end
 * reaches the witness but not it.
 */
async function endsTheStream(
  nodes: { actor: App; streams: string },
  who: { user: string; witness: string; witnessOfVendor: string },
  end: (token: string) => Promise<void>,
) {
  const token = await login(nodes.actor, who.user);
  const stream = await openStream(nodes.streams, token);
  const witness = await openStream(nodes.streams, await login(nodes.actor, who.witness));
  expect([stream.status, witness.status]).toEqual([200, 200]);
  await end(token);
  expect(await ends(stream)).toBe(true);
  // The event committed after the end reaches the witness (events are dispatched in commit order), never the stream.
  const later = await submittedApplication(nodes.actor, who.witnessOfVendor);
  const after = await submittedApplication(nodes.actor, who.witness);
  await decide(nodes.actor, later.id, 'Approved');
  await decide(nodes.actor, after.id, 'Approved');
  await witness.next((e) => e.data.id === after.id);
  expect(stream.events.map((e) => e.data.id)).not.toContain(later.id);
  await witness.close();
}

/** The five ways a session ends, each acted on `actor` while the streams are on `streams`. */
function endingCases(nodes: () => { actor: App; streams: string }) {
  const as = async (app: App, user: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: await login(app, user) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('ends the stream at sign-out', async () => {
    const { actor } = nodes();
    await endsTheStream(
      nodes(),
      { user: 'demo.external', witness: 'demo.admin', witnessOfVendor: 'demo.external' },
      async (token) => {
        const out = await actor.inject({ url: '/api/users/logout', headers: { authorization: token } });
        expect(out.statusCode).toBe(200);
      },
    );
  });

  it('ends the stream when the password is changed (from another device)', async () => {
    const { actor } = nodes();
    await endsTheStream(
      nodes(),
      { user: 'demo.quebec', witness: 'demo.quebec.admin', witnessOfVendor: 'demo.quebec' },
      async () => {
        const res = await actor.inject({
          method: 'POST',
          url: '/api/users/password',
          payload: { userName: 'demo.quebec', password: 'Demo-pass1!', newPassword: 'Other-pass2!' },
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    );
  });

  it('ends the stream when the vendor admin disables the user', async () => {
    const { actor } = nodes();
    await endsTheStream(
      nodes(),
      { user: 'demo.us', witness: 'demo.us.admin', witnessOfVendor: 'demo.us' },
      async () => {
        const id = await userId(actor, 'demo.us');
        await as(actor, 'demo.us.admin', 'POST', `/api/vendor/users/disable/${id}`, {});
      },
    );
  });

  it("ends the stream when the vendor admin resets the user's second factors (decision 053)", async () => {
    const { actor } = nodes();
    await endsTheStream(
      nodes(),
      { user: 'demo.external', witness: 'demo.admin', witnessOfVendor: 'demo.external' },
      async () => {
        const id = await userId(actor, 'demo.external');
        await as(actor, 'demo.admin', 'POST', `/api/vendor/users/reset-factors/${id}`, {});
      },
    );
  });

  it("ends every stream of a dealership when the lender suspends it, and no other dealership's", async () => {
    const { actor } = nodes();
    await endsTheStream(
      nodes(),
      // The witness is another dealership's user: its stream goes on.
      { user: 'demo.internal', witness: 'demo.admin', witnessOfVendor: 'demo.internal' },
      async () => {
        const vendor = await vendorIdOf(actor, 'demo.internal');
        await as(actor, 'demo.lender.admin', 'POST', `/api/lender/dealers/${vendor}/suspend`, {
          reason: 'Issue 36',
        });
      },
    );
  });
}

describe.each(DATABASES)('streams end with their sessions on one node (%s)', { timeout: 180_000 }, (kind) => {
  let app: App;
  let base = '';
  beforeAll(async () => {
    app = await createTestApp(kind, { env: ENV });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 90_000);
  afterAll(() => app.close());

  endingCases(() => ({ actor: app, streams: base }));
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'streams on node B end with their sessions ended on node A (one PostgreSQL)',
  { timeout: 180_000 },
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    const nodes: App[] = [];
    /** The last node's address: node B's, where the streams are opened. */
    let baseB = '';

    beforeAll(async () => {
      database = await createPostgresDatabase();
      // Node A migrates and seeds; node B starts on the same database, each with its own listening connections.
      for (const seed of ['1', '0']) {
        const node = await createTestApp('pglite', {
          env: { ...ENV, DATABASE_URL: database.url, SEED_DEMO: seed },
        });
        await node.listen({ port: 0, host: '127.0.0.1' });
        nodes.push(node);
        baseB = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`;
      }
    }, 90_000);

    afterAll(async () => {
      for (const node of nodes) await node.close();
      await database?.drop();
    }, 60_000);

    endingCases(() => ({ actor: nodes[0] as App, streams: baseB }));
  },
);
