// Prometheus metrics for the HTTP side (issue 38, decision 056): every answer counted by its route's pattern, method
// and status class, timed, and the sign-in steps by outcome; the scrape itself is served on a port of its own
// (METRICS_PORT, lib/metrics-server.ts), never on the public one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Metrics, statusClass } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A step of signing in, counted by outcome in vp_sign_ins_total. */
    signInStep?: 'password' | 'code' | 'passkey';
  }
}

/** A request no route matched: one series for all of them, whatever path was asked. */
const UNMATCHED = 'unmatched';

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED;
}

function signInOutcome(code: number): string {
  if (code < 400) return 'ok';
  return code === 429 ? 'locked' : 'refused';
}

export const metricsPlugin = fp(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    // An unknown method (PROPFIND…) would be a new series each: only the methods the API serves are named.
    const method = METHODS.has(request.method) ? request.method : 'other';
    metrics.httpRequests.inc({ route, method, status_class: statusClass(reply.statusCode) });
    metrics.httpDuration.observe({ route, method }, reply.elapsedTime / 1_000);
    const step = request.routeOptions.config?.signInStep;
    if (step) metrics.signIns.inc({ step, outcome: signInOutcome(reply.statusCode) });
    done();
  });
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
