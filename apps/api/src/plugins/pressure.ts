// Load shedding (issue 16, decision 024): PGlite serves one query at a time and queues without bound, so under overload
// the server answers the surplus at once with 503, Retry-After and `{ errorMessage }` in the request's language,
// rather than letting every request wait. Three limits, any sheds:
// - the wait a new request would have (`maxWaitMs`): the requests in flight divided by the rate at which this node has
//   been finishing them (the last 2 s), which is measured, so the limit follows the machine's speed and load;
// - requests in flight on this node (`maxInFlight`): a hard bound, whatever the measured rate;
// - @fastify/under-pressure's event loop delay and utilisation: the process itself is saturated (WASM queries, CPU).
// The limits are measured on this machine (`npm run bench -- api`, the overload run), not under-pressure's defaults.
// When the load stops, the next request is admitted: nothing is remembered beyond the requests still in flight.

import { performance } from 'node:perf_hooks';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface PressureOptions {
  /** Requests handled at once by this node; 0 turns the limit off. */
  maxInFlight: number;
  /** The longest a newly admitted request should wait behind those in flight (ms); 0 turns the limit off. */
  maxWaitMs: number;
  /** Event loop delay (ms) and utilisation (0–1) beyond which requests are shed; 0 turns each off. */
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  /** The Retry-After of a shed request, in seconds. */
  retryAfterSeconds: number;
  /** More of under-pressure's limits (heap, RSS), for a deployment or a test that forces pressure. */
  more?: Omit<FastifyUnderPressureOptions, 'pressureHandler'>;
  /** Called for each request shed (the metrics' count). */
  onShed?: () => void;
  /** Milliseconds of a monotonic clock; tests move their own. */
  now?: () => number;
}

const counted = Symbol('counted in flight');
/** Requests in flight below which none is shed for its wait: the node is not saturated. */
const ALWAYS_ADMITTED = 8;
const BUCKET_MS = 250;
const BUCKETS = 8;
/**
 * How long the node must have been saturated (ALWAYS_ADMITTED in flight or more) before its finishing rate says what
 * it can do: a node that was quiet finished little because little was asked (issue 38: a burst of 10 connections
 * after a pause was shed by the rate of the pause).
 */
const SETTLE_MS = 2 * BUCKET_MS;

/**
 * Events per second over the last BUCKETS × BUCKET_MS (2 s), or over the last `overMs` of them, counted in buckets of a
 * quarter of a second.
 */
export function createRateMeter(now: () => number = () => performance.now()) {
  const counts = new Array<number>(BUCKETS).fill(0);
  let current = Math.floor(now() / BUCKET_MS);
  const advance = () => {
    const bucket = Math.floor(now() / BUCKET_MS);
    for (let b = current + 1; b <= Math.min(bucket, current + BUCKETS); b++) counts[b % BUCKETS] = 0;
    current = Math.max(current, bucket);
  };
  return {
    count() {
      advance();
      counts[current % BUCKETS] = (counts[current % BUCKETS] ?? 0) + 1;
    },
    perSecond(overMs = BUCKETS * BUCKET_MS) {
      advance();
      const buckets = Math.min(BUCKETS, Math.max(1, Math.ceil(overMs / BUCKET_MS)));
      let sum = 0;
      for (let b = current - buckets + 1; b <= current; b++)
        sum += counts[((b % BUCKETS) + BUCKETS) % BUCKETS] ?? 0;
      return (sum * 1_000) / (buckets * BUCKET_MS);
    },
  };
}

/**
 * The shed answer, serialized here: a route's own 503 schema (the health probe's) would refuse `{ errorMessage }` and
 * turn the shed request into a 500.
 */
const shedBody = (request: FastifyRequest) =>
  JSON.stringify({ errorMessage: request.t('errors:api.serviceUnavailable') });

export const pressurePlugin = fp(async (app: FastifyInstance, options: PressureOptions) => {
  const shed = (request: FastifyRequest, reply: FastifyReply) => {
    options.onShed?.();
    return reply
      .code(503)
      .header('retry-after', String(options.retryAfterSeconds))
      .type('application/json; charset=utf-8')
      .send(shedBody(request));
  };

  await app.register(underPressure, {
    ...(options.maxEventLoopDelayMs > 0 ? { maxEventLoopDelay: options.maxEventLoopDelayMs } : {}),
    ...(options.maxEventLoopUtilization > 0
      ? { maxEventLoopUtilization: options.maxEventLoopUtilization }
      : {}),
    // Sampled every 250 ms (the default is 1 s): the server sheds, and stops shedding, within a quarter of a second.
    sampleInterval: 250,
    retryAfter: options.retryAfterSeconds,
    ...options.more,
    // A value returned is sent as the answer (under-pressure calls `reply.send(result)`); undefined would go on.
    pressureHandler: (request, reply) => {
      options.onShed?.();
      reply
        .code(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .type('application/json; charset=utf-8');
      return shedBody(request) as unknown as undefined;
    },
  });

  // A closing node (SIGTERM) still gets requests on its kept-alive connections until they end: they are shed with the
  // same answer. Fastify's own closing 503 (off in app.ts) has neither Retry-After nor { errorMessage }.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) shed(request, reply);
    else done();
  });

  if (options.maxInFlight <= 0 && options.maxWaitMs <= 0) return;
  const now = options.now ?? (() => performance.now());
  const finished = createRateMeter(now);
  let inFlight = 0;
  /** Since when ALWAYS_ADMITTED or more requests have been in flight without a break (undefined: not saturated). */
  let saturatedSince: number | undefined;
  const done = (request: FastifyRequest) => {
    const marked = request as FastifyRequest & { [counted]?: boolean };
    if (!marked[counted]) return;
    marked[counted] = false;
    inFlight -= 1;
    if (inFlight < ALWAYS_ADMITTED) saturatedSince = undefined;
    finished.count();
  };
  const overloaded = () => {
    if (options.maxInFlight > 0 && inFlight >= options.maxInFlight) return true;
    // A few requests are always admitted: they cannot wait long.
    if (options.maxWaitMs <= 0 || inFlight < ALWAYS_ADMITTED) return false;
    const saturatedMs = now() - (saturatedSince ?? now());
    // Just saturated: the rate of the moments before measures what was asked, not what the node can do.
    if (saturatedMs < SETTLE_MS) return false;
    const perSecond = finished.perSecond(saturatedMs);
    // Nothing finished for as long as a request may wait: the node is stuck behind those in flight; admit no more.
    if (perSecond === 0) return saturatedMs >= options.maxWaitMs;
    return ((inFlight + 1) / perSecond) * 1_000 > options.maxWaitMs;
  };
  app.addHook('onRequest', (request, reply, next) => {
    if (overloaded()) {
      shed(request, reply);
      return;
    }
    inFlight += 1;
    if (inFlight >= ALWAYS_ADMITTED) saturatedSince ??= now();
    (request as FastifyRequest & { [counted]?: boolean })[counted] = true;
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  app.addHook('onRequestAbort', async (request) => done(request));
  app.decorate('requestsInFlight', () => inFlight);
  app.decorate('leaveInFlight', done);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests this node handles now (the load-shedding count). */
    requestsInFlight?: () => number;
    /**
     * A request admitted for good that waits on nothing (a live stream, decision 042): no longer counted in flight,
     * so that open streams never make the node shed the requests behind them.
     */
    leaveInFlight?: (request: FastifyRequest) => void;
  }
}
