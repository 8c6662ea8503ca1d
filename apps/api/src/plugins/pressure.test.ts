import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { i18nPlugin } from './i18n.ts';
import { createRateMeter, type PressureOptions, pressurePlugin } from './pressure.ts';

const LIMITS: PressureOptions = {
  maxInFlight: 2,
  maxWaitMs: 0,
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

  it('sheds the requests that would wait longer than the limit behind those in flight, and admits again at once', async () => {
    const { app, release, waiting } = await server({ ...LIMITS, maxInFlight: 0, maxWaitMs: 1_000 });
    // Eight are always admitted; none has finished yet, so the ninth would wait for ever: shed.
    const held = Array.from({ length: 8 }, () => app.inject({ url: '/slow' }));
    while (waiting.length < 8) await new Promise((resolve) => setImmediate(resolve));
    const shed = await app.inject({ url: '/fast' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({ errorMessage: 'The service is busy. Please try again in a moment.' });
    release();
    expect((await Promise.all(held)).every((r) => r.statusCode === 200)).toBe(true);
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    await app.close();
  });

  it('measures the finishing rate over the last two seconds', () => {
    let now = 10_000;
    const meter = createRateMeter(() => now);
    expect(meter.perSecond()).toBe(0);
    for (let i = 0; i < 10; i++) meter.count();
    expect(meter.perSecond()).toBe(5);
    now += 1_000;
    for (let i = 0; i < 10; i++) meter.count();
    expect(meter.perSecond()).toBe(10);
    now += 1_100;
    expect(meter.perSecond()).toBe(5);
    now += 60_000;
    expect(meter.perSecond()).toBe(0);
  });
});
