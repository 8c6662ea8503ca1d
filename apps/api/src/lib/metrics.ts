// The process's Prometheus metrics (issue 38, decision 056): one registry per app or worker, its instruments named
// once here, the gauges read at scrape time from what they watch. Labels are closed sets (a route's pattern, a
// status class, an outcome): never an id, a name or anything a person typed, so the series stay bounded.
import client from 'prom-client';

/** A gauge's reading, taken at each scrape: label values → value. */
export type Reading = readonly { labels?: Record<string, string>; value: number }[];

/** How long an outgoing call or a request may take, in seconds: from a cached read to a slow bureau. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

export function statusClass(code: number): string {
  return STATUS_CLASSES[Math.floor(code / 100) - 1] ?? 'other';
}

export function createMetrics({ defaults = true }: { defaults?: boolean } = {}) {
  const registry = new client.Registry();
  // The process's own: CPU, memory, event-loop delay, GC, handles (prom-client's standard names, which dashboards know).
  if (defaults) client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];

  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new client.Counter<L>({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new client.Histogram<L>({ name, help, labelNames, buckets: DURATION_BUCKETS, registers });

  /** A gauge read at scrape time; a reader that fails leaves the gauge empty rather than fail the scrape. */
  function gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<Reading>,
  ) {
    return new client.Gauge<L>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        const reading = await read().catch(() => [] as Reading);
        for (const { labels, value } of reading) {
          if (labels) this.set(labels as Partial<Record<L, string>>, value);
          else this.set(value);
        }
      },
    });
  }

  const instruments = {
    httpRequests: counter(
      'vp_http_requests_total',
      'HTTP requests answered, by route pattern, method and status class',
      ['route', 'method', 'status_class'],
    ),
    httpDuration: histogram(
      'vp_http_request_duration_seconds',
      'Time to answer an HTTP request, by route pattern',
      ['route', 'method'],
    ),
    shed: counter(
      'vp_http_requests_shed_total',
      'Requests answered 503 at once because this node was overloaded or closing',
    ),
    signIns: counter(
      'vp_sign_ins_total',
      'Sign-in steps (password, code, passkey) by outcome: ok, refused, locked',
      ['step', 'outcome'],
    ),
    outgoing: counter(
      'vp_outgoing_calls_total',
      'Calls to the outside services by service and outcome (ok, error)',
      ['service', 'outcome'],
    ),
    outgoingDuration: histogram(
      'vp_outgoing_call_duration_seconds',
      'Time taken by a call to an outside service',
      ['service'],
    ),
    submitted: counter(
      'vp_applications_submitted_total',
      'Applications submitted to credit (a re-submit counts again)',
    ),
    decisions: counter(
      'vp_decisions_total',
      'Credit decisions by outcome and by decider (policy, underwriter, partner)',
      ['outcome', 'decider'],
    ),
    envelopes: counter(
      'vp_envelopes_total',
      'Signing envelopes by event: sent, completed, voided, declined',
      ['event'],
    ),
    packages: counter('vp_packages_submitted_total', 'Funding packages submitted for review'),
    booked: counter('vp_deals_booked_total', 'Deals booked (funded)'),
  };

  return {
    registry,
    ...instruments,
    gauge,
    /** The exposition text and its content type, for GET /metrics. */
    async scrape() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
