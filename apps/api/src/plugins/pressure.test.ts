import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { i18nPlugin } from './i18n.ts';
import { type PressureOptions, pressurePlugin } from './pressure.ts';

const LIMITS: PressureOptions = {
  maxInFlight: 2,
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  retryAfterSeconds: 3,
};

async function server(options: PressureOptions) {
  const app = Fastify();
  await app.register(i18nPlugin);
  await app.register(pressurePlugin, options);
  const waiting: Array<() => void> = [];
  app.get('/slow', () => new Promise((resolve) => waiting.push(() => resolve({ result: 'Success' }))));
  app.get('/fast', async () => ({ result: 'Success' }));
  await app.ready();
  const release = () => {
    for (const go of waiting.splice(0)) go();
  };
  return { app, release, waiting };
}

describe('load shedding', () => {
  it('answers the requests beyond the limit in flight 503 with Retry-After, in the request language, and recovers at once', async () => {
    const { app, release, waiting } = await server(LIMITS);
    const held = [app.inject({ url: '/slow' }), app.inject({ url: '/slow' })];
    while (waiting.length < 2) await new Promise((resolve) => setImmediate(resolve));
    const shed = await app.inject({ url: '/fast', headers: { 'accept-language': 'fr-CA' } });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({
      errorMessage: 'Le service est occupé. Veuillez réessayer dans un instant.',
    });
    release();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(app.requestsInFlight?.()).toBe(0);
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    await app.close();
  });

  it("answers 503 with Retry-After and { errorMessage } when under-pressure's limits are passed", async () => {
    const { app } = await server({ ...LIMITS, maxInFlight: 0, more: { maxHeapUsedBytes: 1 } });
    // under-pressure samples the heap on a timer: wait for its first sample, without a timed assertion.
    let res = await app.inject({ url: '/fast' });
    for (let i = 0; i < 100 && res.statusCode !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await app.inject({ url: '/fast' });
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.json()).toEqual({ errorMessage: 'The service is busy. Please try again in a moment.' });
    await app.close();
  });
});
