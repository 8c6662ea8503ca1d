// GET /api/health (liveness) and GET /api/ready (readiness, issue 38): what each asks, and when readiness says no.
import { healthLiveSchema, healthReadySchema, healthUnavailableSchema } from '@vp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsOfThisCode } from '../../plugins/db.ts';
import { createTestApp, DATABASES } from '../../test/test-app.ts';
import { createHealthService } from './health.service.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('GET /api/health and /api/ready on %s', (kind) => {
  let withJobs: App;
  let withoutJobs: App;
  beforeAll(async () => {
    [withJobs, withoutJobs] = await Promise.all([
      createTestApp(kind, { env: { JOBS: '1' } }),
      createTestApp(kind, { env: { JOBS: '0' } }),
    ]);
  });
  afterAll(() => Promise.all([withJobs?.close(), withoutJobs?.close()]));

  it('answers liveness 200 without a token, never cached', async () => {
    const res = await withJobs.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(healthLiveSchema.parse(res.json())).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers ready when the database holds every migration and the queue runs, never cached', async () => {
    const res = await withJobs.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(healthReadySchema.parse(res.json())).toEqual({
      status: 'ok',
      database: 'up',
      queue: 'up',
      migrations: 'done',
      draining: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("reports the queue 'off' on a node started with JOBS=0, and is still ready", async () => {
    const res = await withoutJobs.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', queue: 'off' });
  });

  it('is listed in the OpenAPI description with its answers', async () => {
    const res = await withoutJobs.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, { get?: { responses?: Record<string, unknown> } }> }>();
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toContain('200');
    expect(Object.keys(doc.paths['/api/ready']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '503']),
    );
  });

  it('answers not ready once draining (SIGTERM), while liveness stays 200', async () => {
    withoutJobs.services.health.drain();
    const res = await withoutJobs.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'up', draining: true });
    expect((await withoutJobs.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  // Last: it stops the queue of this app for good.
  it('answers 503 with Retry-After, in the request language, once the queue has stopped', async () => {
    await withJobs.queue?.stop();
    const res = await withJobs.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(healthUnavailableSchema.parse(res.json())).toEqual({
      status: 'unavailable',
      database: 'up',
      queue: 'down',
      migrations: 'done',
      draining: false,
      errorMessage: 'Le service est occupé. Veuillez réessayer dans un instant.',
    });
    // Alive all the same: an orchestrator must not restart a node for its queue.
    expect((await withJobs.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('health service', () => {
  const running = { running: () => true };
  const migrations = migrationsOfThisCode();
  const applied = (count: number) => ({ executeSql: async () => ({ rows: [{ applied: count }] }) });

  it('counts a failing database as down', async () => {
    const service = createHealthService({
      database: { executeSql: () => Promise.reject(new Error('connection refused')) },
      queue: running,
      migrations,
    });
    expect(await service.check()).toEqual({
      database: 'down',
      queue: 'up',
      migrations: 'unknown',
      draining: false,
    });
  });

  it('counts a database slower than the timeout as down, without waiting for it', async () => {
    const service = createHealthService({
      database: { executeSql: () => new Promise(() => undefined) },
      queue: undefined,
      migrations,
      timeoutMs: 50,
    });
    const started = Date.now();
    expect(await service.check()).toMatchObject({ database: 'down', queue: 'off' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('says migrations pending while the database lacks one this code brings', async () => {
    const behind = createHealthService({ database: applied(migrations - 1), queue: running, migrations });
    expect(await behind.check()).toMatchObject({ database: 'up', migrations: 'pending' });
    const ahead = createHealthService({ database: applied(migrations + 1), queue: running, migrations });
    expect(await ahead.check()).toMatchObject({ database: 'up', migrations: 'done' });
  });
});
