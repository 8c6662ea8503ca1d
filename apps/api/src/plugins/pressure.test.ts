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

  it('admits a burst after a quiet spell: the rate of the quiet spell says nothing of what the node can do', async () => {
    let now = 50_000;
    const { app, release, waiting } = await server({
      ...LIMITS,
      maxInFlight: 32,
      maxWaitMs: 1_000,
      now: () => now,
    });
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    now += 3_000;
    // Ten connections at once (the bench's load) after three quiet seconds: none is shed.
    const held = Array.from({ length: 10 }, () => app.inject({ url: '/slow' }));
    while (waiting.length < 10) await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    await app.close();
  });

  it('sheds the requests that would wait longer than the limit behind those in flight, and admits again at once', async () => {
    let now = 50_000;
    const { app, release, waiting } = await server({
      ...LIMITS,
      maxInFlight: 0,
      maxWaitMs: 1_000,
      now: () => now,
    });
    // Nine in flight, just saturated: admitted while the node's rate is not yet known.
    const held = Array.from({ length: 9 }, () => app.inject({ url: '/slow' }));
    while (waiting.length < 9) await new Promise((resolve) => setImmediate(resolve));
    // A second on, none has finished: the tenth would wait for ever behind them: shed.
    now += 1_000;
    const shed = await app.inject({ url: '/fast' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({ errorMessage: 'The service is busy. Please try again in a moment.' });
    release();
    expect((await Promise.all(held)).every((r) => r.statusCode === 200)).toBe(true);
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    await app.close();
  });

  it('sheds by the rate measured while saturated: a newcomer would wait (in flight + 1) ÷ rate', async () => {
    let now = 50_000;
    const { app, waiting, release } = await server({
      ...LIMITS,
      maxInFlight: 0,
      maxWaitMs: 1_000,
      now: () => now,
    });
    const held = Array.from({ length: 12 }, () => app.inject({ url: '/slow' }));
    while (waiting.length < 12) await new Promise((resolve) => setImmediate(resolve));
    // Over the next second, four finish: 4 a second, so with eight still in flight a newcomer would wait 9 ÷ 4 s.
    for (let i = 0; i < 4; i++) {
      now += 250;
      waiting.shift()?.();
    }
    await Promise.all(held.slice(0, 4));
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(503);
    release();
    await Promise.all(held);
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
    // Over the last quarter of a second only: the ten just counted.
    expect(meter.perSecond(250)).toBe(40);
    now += 1_100;
    expect(meter.perSecond()).toBe(5);
    // Over the last half second only: none since then.
    expect(meter.perSecond(500)).toBe(0);
    now += 60_000;
    expect(meter.perSecond()).toBe(0);
  });
});
