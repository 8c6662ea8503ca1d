// The live status stream (decision 042): a vendor user's stream carries its own vendor's status changes with the
// dashboard's counts, never another vendor's; the lender has none; Last-Event-ID resumes without losing an event; a
// user's streams are bounded; an open stream is not counted in flight.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, eventually, openStream, submittedApplication } from '../../test/live-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('the live status stream on %s', { timeout: 90_000 }, (kind) => {
  let app: App;
  let base = '';
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { LIVE_MAX_STREAMS_PER_USER: '2' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const user of ['demo.external', 'demo.us', 'demo.underwriter'])
      tokens[user] = await login(app, user);
  }, 60_000);
  afterAll(() => app.close());

  it("carries the vendor's own status changes with the counts, never another vendor's", async () => {
    const external = await openStream(base, tokens['demo.external'] ?? '');
    const us = await openStream(base, tokens['demo.us'] ?? '');
    expect(external.status).toBe(200);
    expect(external.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(external.res.headers.get('cache-control')).toBe('no-store');
    const theirs = await submittedApplication(app, 'demo.us');
    const own = await submittedApplication(app, 'demo.external');
    await decide(app, theirs.id, 'Declined');
    await decide(app, own.id, 'Approved');

    const event = await external.next((e) => e.data.id === own.id);
    expect(event.id).toMatch(/^\d+$/);
    expect(event.data).toMatchObject({
      id: own.id,
      status: 'Approved',
      from: 'SubmittedToCredit',
      event: 'decide',
    });
    expect(event.data.counts?.Approved).toBeGreaterThan(0);
    const usEvent = await us.next((e) => e.data.id === theirs.id);
    expect(usEvent.data.status).toBe('Declined');
    // Each vendor's events arrive in commit order: the other vendor's change came first, and never reached it.
    expect(external.events.map((e) => e.data.id)).not.toContain(theirs.id);
    expect(us.events.map((e) => e.data.id)).not.toContain(own.id);
    await external.close();
    await us.close();
  });

  it("refuses the lender's users, who have no vendor, and a caller without a session", async () => {
    const lender = await fetch(`${base}/api/events/stream`, {
      headers: { authorization: tokens['demo.underwriter'] ?? '' },
    });
    expect(lender.status).toBe(403);
    expect(await lender.json()).toHaveProperty('errorMessage');
    const anonymous = await fetch(`${base}/api/events/stream`);
    expect(anonymous.status).toBe(403);
  });

  it('resumes after Last-Event-ID with every event missed, in order, and none twice', async () => {
    const first = await submittedApplication(app, 'demo.external');
    const stream = await openStream(base, tokens['demo.external'] ?? '');
    await decide(app, first.id, 'Approved');
    const seen = await stream.next((e) => e.data.id === first.id);
    await stream.close();

    const missed = [
      await submittedApplication(app, 'demo.external'),
      await submittedApplication(app, 'demo.external'),
    ];
    await decide(app, missed[0]?.id ?? '', 'Declined');
    await decide(app, missed[1]?.id ?? '', 'Pending');

    const resumed = await openStream(base, tokens['demo.external'] ?? '', seen.id);
    await resumed.next((e) => e.data.id === missed[1]?.id);
    const ids = resumed.events.map((e) => e.data.id);
    expect(ids).not.toContain(first.id);
    expect(ids.indexOf(missed[0]?.id ?? '')).toBeLessThan(ids.indexOf(missed[1]?.id ?? ''));
    expect(ids.filter((id) => id === missed[0]?.id)).toHaveLength(1);
    // The counts of now come with the newest event missed.
    expect(resumed.events.at(-1)?.data.counts).toBeDefined();
    await resumed.close();
  });

  it("bounds a user's open streams: the oldest closes when one more opens", async () => {
    const token = tokens['demo.us'] ?? '';
    const streams = [await openStream(base, token), await openStream(base, token)];
    expect(app.services.live.hub.size()).toBeGreaterThanOrEqual(2);
    const third = await openStream(base, token);
    // The first one ends: its reader finishes.
    await streams[0]?.close();
    const theirs = await submittedApplication(app, 'demo.us');
    await decide(app, theirs.id, 'Approved');
    await third.next((e) => e.data.id === theirs.id);
    await streams[1]?.next((e) => e.data.id === theirs.id);
    for (const s of [streams[1], third]) await s?.close();
  });

  it('ignores a Last-Event-ID that is not a number, and leaves the stream out of the requests in flight', async () => {
    const stream = await openStream(base, tokens['demo.external'] ?? '', 'abc');
    expect(stream.status).toBe(200);
    expect(app.requestsInFlight?.() ?? 0).toBe(0);
    await stream.close();
  });
});

describe.each(DATABASES)('live streams under load on %s', { timeout: 90_000 }, (kind) => {
  let app: App;
  let base = '';
  let token = '';
  beforeAll(async () => {
    // At most 3 requests in flight, and 4 streams on the node.
    app = await createTestApp(kind, {
      env: { PRESSURE_MAX_IN_FLIGHT: '3', LIVE_MAX_STREAMS: '4', LIVE_MAX_STREAMS_PER_USER: '10' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    token = await login(app, 'demo.external');
  }, 60_000);
  afterAll(() => app.close());

  it("counts an open stream out of the requests in flight, and refuses streams past the node's most", async () => {
    const streams = [];
    for (let i = 0; i < 4; i++) streams.push(await openStream(base, token));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect(app.requestsInFlight?.()).toBe(0);
    const summary = await fetch(`${base}/api/applications/summary`, { headers: { authorization: token } });
    expect(summary.status).toBe(200);
    const refused = await fetch(`${base}/api/events/stream`, { headers: { authorization: token } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toHaveProperty('errorMessage');
    for (const stream of streams) await stream.close();
  });
});

describe.each(DATABASES)('a live stream and its session on %s', { timeout: 90_000 }, (kind) => {
  let app: App;
  let base = '';
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { LIVE_HEARTBEAT_SECONDS: '0.2' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => app.close());

  it('keeps a quiet stream open with comments, and ends it when its session ends', async () => {
    const token = await login(app, 'demo.external');
    const other = await login(app, 'demo.external');
    const stream = await openStream(base, token);
    const kept = await openStream(base, other);
    await eventually(async () => (stream.comments.includes(': keep-alive') ? true : undefined));
    const out = await app.inject({
      method: 'GET',
      url: '/api/users/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    await stream.ended;
    // The user's other session keeps its stream.
    expect(app.services.live.hub.size()).toBe(1);
    await kept.close();
  });
});
