// OpenTelemetry traces (issue 38, decision 056): a tracer provider only when a collector is named
// (OTEL_EXPORTER_OTLP_ENDPOINT); without one nothing is registered and every span below is the API's no-op, which
// costs a function call. Span attributes never carry personal data: route patterns, operations, service names.
import {
  type Attributes,
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  type TracerProvider,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { Metrics } from './metrics.ts';

const TRACER = 'vendor-portal';

/**
 * Registers a tracer provider for this process (the global one, which pg-boss and @fastify/otel use too) exporting
 * through `processor`, or over OTLP/HTTP to `endpoint`; undefined when neither is given: tracing is off.
 */
export function startTracing({
  endpoint,
  serviceName,
  processor,
}: {
  endpoint?: string | undefined;
  serviceName: string;
  processor?: SpanProcessor;
}): NodeTracerProvider | undefined {
  const spanProcessor =
    processor ??
    (endpoint
      ? new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }))
      : undefined);
  if (!spanProcessor) return undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [spanProcessor],
  });
  // Trace context only (no baggage): a job's stored context and an outgoing header carry ids, nothing a person typed.
  provider.register({ propagator: new W3CTraceContextPropagator() });
  return provider;
}

/** The active span's trace id, for a log line; undefined when no span is recording. */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return undefined;
  return span.spanContext().traceId;
}

/** Runs `work` in a span of its own, a child of the active one; an error marks the span and goes on. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  work: () => Promise<T>,
): Promise<T> {
  return trace.getTracer(TRACER).startActiveSpan(name, options, async (span) => {
    try {
      return await work();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', err instanceof Error ? err.constructor.name : '_OTHER');
      throw err;
    } finally {
      span.end();
    }
  });
}

/** The trace context to send with an outgoing HTTP call (traceparent), empty when tracing is off. */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * An outside service's adapter (bureau, partner, e-signature, mail, SMS) with each call of `methods` in a CLIENT span
 * named `<service> <method>` (no argument in it) and counted and timed in the metrics by service and outcome.
 */
export function instrumentOutgoing<T extends object>(
  service: string,
  adapter: T,
  methods: readonly (keyof T & string)[],
  metrics: Pick<Metrics, 'outgoing' | 'outgoingDuration'> | undefined,
): T {
  const wrapped = new Set<string>(methods);
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || !wrapped.has(property)) return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        const span = trace.getTracer(TRACER).startSpan(`${service} ${property}`, {
          kind: SpanKind.CLIENT,
          attributes: { 'peer.service': service, 'rpc.method': property },
        });
        let outcome: 'ok' | 'error' = 'ok';
        try {
          return await context.with(trace.setSpan(context.active(), span), () => value.apply(target, args));
        } catch (err) {
          outcome = 'error';
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.setAttribute('error.type', err instanceof Error ? err.constructor.name : '_OTHER');
          throw err;
        } finally {
          span.end();
          metrics?.outgoing.inc({ service, outcome });
          metrics?.outgoingDuration.observe({ service }, (performance.now() - started) / 1_000);
        }
      };
    },
  });
}

export type { TracerProvider };
