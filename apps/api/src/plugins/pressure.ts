// Load shedding (issue 16, decision 024): PGlite serves one query at a time and queues without bound, so under overload
// the server answers the surplus at once with 503, Retry-After and `{ errorMessage }` in the request's language,
// rather than letting every request wait. Two limits, either sheds:
// - requests in flight on this node (`maxInFlight`): the bound on how long an admitted request queues behind others;
// - @fastify/under-pressure's event loop delay and utilisation: the process itself is saturated (WASM queries, CPU).
// The limits are measured on this machine (`npm run bench -- overload`), not under-pressure's defaults. When the load
// stops, the next request is admitted: nothing is remembered beyond the requests still in flight.
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface PressureOptions {
  /** Requests handled at once by this node; 0 turns the limit off. */
  maxInFlight: number;
  /** Event loop delay (ms) and utilisation (0–1) beyond which requests are shed; 0 turns each off. */
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  /** The Retry-After of a shed request, in seconds. */
  retryAfterSeconds: number;
  /** More of under-pressure's limits (heap, RSS), for a deployment or a test that forces pressure. */
  more?: Omit<FastifyUnderPressureOptions, 'pressureHandler'>;
}

const counted = Symbol('counted in flight');

/**
 * The shed answer, serialized here: a route's own 503 schema (the health probe's) would refuse `{ errorMessage }` and
 * turn the shed request into a 500.
 */
const shedBody = (request: FastifyRequest) =>
  JSON.stringify({ errorMessage: request.t('errors:api.serviceUnavailable') });

export const pressurePlugin = fp(async (app: FastifyInstance, options: PressureOptions) => {
  const shed = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', String(options.retryAfterSeconds))
      .type('application/json; charset=utf-8')
      .send(shedBody(request));

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
  app.addHook('onRequest', async (request, reply) => {
    if (closing) return shed(request, reply);
  });

  if (options.maxInFlight <= 0) return;
  let inFlight = 0;
  const done = (request: FastifyRequest) => {
    const marked = request as FastifyRequest & { [counted]?: boolean };
    if (!marked[counted]) return;
    marked[counted] = false;
    inFlight -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= options.maxInFlight) return shed(request, reply);
    inFlight += 1;
    (request as FastifyRequest & { [counted]?: boolean })[counted] = true;
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
  app.decorate('requestsInFlight', () => inFlight);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests this node handles now (the load-shedding count). */
    requestsInFlight?: () => number;
  }
}
