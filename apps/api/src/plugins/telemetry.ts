// The request's telemetry (issue 38, decision 056): its metrics and, with a tracer provider, its span and trace id.
import FastifyOtelInstrumentation from '@fastify/otel';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';
import { activeTraceId, type TracerProvider } from '../lib/tracing.ts';
import { metricsPlugin } from './metrics.ts';

/**
 * The HTTP metrics, and with a tracer provider the request's span (@fastify/otel: the route's pattern as its path,
 * never the URL asked, which may hold an id or a link's token) and its trace id on the request's log lines.
 */
export async function registerTelemetry(
  app: FastifyInstance,
  metrics: Metrics | undefined,
  tracerProvider: TracerProvider | undefined,
) {
  if (metrics) await app.register(metricsPlugin, { metrics });
  if (!tracerProvider) return;
  const instrumentation = new FastifyOtelInstrumentation({
    // The request and its handler, not a span per hook (a dozen hooks would double what tracing costs a read).
    instrumentHooks: false,
    requestHook: (span, request) => span.setAttribute('url.path', request.routeOptions.url ?? 'unmatched'),
  });
  instrumentation.setTracerProvider(tracerProvider);
  await app.register(instrumentation.plugin());
  app.addHook('onRequest', (request, reply, done) => {
    const traceId = activeTraceId() ?? request.opentelemetry().span?.spanContext().traceId;
    if (traceId) {
      request.log = request.log.child({ trace_id: traceId });
      reply.log = request.log;
    }
    done();
  });
}
