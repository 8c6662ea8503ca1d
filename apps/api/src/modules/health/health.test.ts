import { healthReadySchema, healthUnavailableSchema } from '@vp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES } from '../../test/test-app.ts';
import { createHealthService } from './health.service.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(DATABASES)('GET /api/health on %s', (kind) => {
  let withJobs: App;
  let withoutJobs: App;
  beforeAll(async () => {
    [withJobs, withoutJobs] = await Promise.all([
      createTestApp(kind, { env: { JOBS: '1' } }),
      createTestApp(kind, { env: { JOBS: '0' } }),
    ]);
  });
  afterAll(() => Promise.all([withJobs?.close(), withoutJobs?.close()]));

  it('answers 200 without a token when the database and the queue are up, and is never cached', async () => {
    const res = await withJobs.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', queue: 'up' });
    expect(healthReadySchema.parse(res.json())).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("reports the queue 'off' on a node started with JOBS=0, and is still ready", async () => {
    const res = await withoutJobs.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', queue: 'off' });
  });

  it('is listed in the OpenAPI description with both answers', async () => {
    const res = await withoutJobs.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, { get?: { responses?: Record<string, unknown> } }> }>();
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toEqual(['200', '503']);
  });

  // Last: it stops the queue of this app for good.
  it('answers 503 with Retry-After, in the request language, once the queue has stopped', async () => {
    await withJobs.queue?.stop();
    const res = await withJobs.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(healthUnavailableSchema.parse(res.json())).toEqual({
      status: 'unavailable',
      database: 'up',
      queue: 'down',
      errorMessage: 'Le service est occupé. Veuillez réessayer dans un instant.',
    });
  });
});

describe('health service', () => {
  const running = { running: () => true };

  it('counts a failing database as down', async () => {
    const service = createHealthService({
      database: { executeSql: () => Promise.reject(new Error('connection refused')) },
      queue: running,
    });
    expect(await service.check()).toEqual({ database: 'down', queue: 'up' });
  });

  it('counts a database slower than the timeout as down, without waiting for it', async () => {
    const service = createHealthService({
      database: { executeSql: () => new Promise(() => undefined) },
      queue: undefined,
      timeoutMs: 50,
    });
    const started = Date.now();
    expect(await service.check()).toEqual({ database: 'down', queue: 'off' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
