// Issue 38: what an operator sees. A deal taken from sign-in to Booked through the product's own calls, then the
// metrics scraped: every metric's name, type and labels; the business counters of that deal; no id, name, token or
// personal datum in any label; the series bounded after a thousand varied requests; GET /metrics only on its own port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from './adapters/esign/seal-identity.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { startMetricsServer } from './lib/metrics-server.ts';
import type { Caller } from './modules/customer/customer-fixtures.ts';
import { type BookedDeal, bookedDeal } from './test/deal-fixtures.ts';
import { createTestApp, DATABASES, login } from './test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;
const SIN = '046 454 286';
const DOB = '04/15/1980';

interface Series {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition text as its TYPE lines and its samples. */
function parse(text: string) {
  const types = new Map<string, string>();
  const series: Series[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type?.[1] && type[2]) types.set(type[1], type[2]);
    if (!line || line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample?.[1]) throw new Error(`unreadable sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      if (key) labels[key] = value ?? '';
    series.push({ name: sample[1], labels, value: Number(sample[3]) });
  }
  return { types, series };
}

const sumOf = (series: Series[], name: string, labels: Record<string, string> = {}) =>
  series
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe.each(DATABASES)('the metrics after a deal from sign-in to Booked on %s', (kind) => {
  let app: App;
  let metrics: Metrics;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const tokens: Record<string, string> = {};
  const call: Caller = (user, method, url, payload, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  let deal: BookedDeal;
  let scraped: ReturnType<typeof parse>;
  /** The scrape before the deal: the demo data's seeding moves deals too (a contract waiting for signature). */
  let before: ReturnType<typeof parse>;
  let text: string;
  /** How much a series grew during the deal. */
  const grew = (name: string, labels: Record<string, string> = {}) =>
    sumOf(scraped.series, name, labels) - sumOf(before.series, name, labels);

  beforeAll(async () => {
    metrics = createMetrics({ defaults: true });
    app = await createTestApp(kind, {
      clock: now,
      metrics,
      env: { JOBS: '1', SEAL_P12: SEAL, SEAL_P12_PASSWORD: 'test' },
    });
    before = parse((await metrics.scrape()).body);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: 'demo.external', password: 'not-the-password' },
    });
    expect(refused.statusCode).toBe(401);
    for (const user of ['demo.external', 'demo.underwriter']) tokens[user] = await login(app, user);
    deal = await bookedDeal(
      app,
      call,
      tokens,
      {
        user: 'demo.external',
        lender: 'demo.underwriter',
        now,
        advance: (ms) => {
          offset += ms;
        },
      },
      { sin: SIN, dob: DOB },
    );
    text = (await metrics.scrape()).body;
    scraped = parse(text);
  }, 180_000);
  afterAll(() => app.close());

  it('names each metric with its type', () => {
    const expected: Record<string, string> = {
      vp_http_requests_total: 'counter',
      vp_http_request_duration_seconds: 'histogram',
      vp_http_requests_shed_total: 'counter',
      vp_sign_ins_total: 'counter',
      vp_outgoing_calls_total: 'counter',
      vp_outgoing_call_duration_seconds: 'histogram',
      vp_applications_submitted_total: 'counter',
      vp_decisions_total: 'counter',
      vp_envelopes_total: 'counter',
      vp_packages_submitted_total: 'counter',
      vp_deals_booked_total: 'counter',
      vp_db_connections: 'gauge',
      vp_db_waiting: 'gauge',
      vp_queue_jobs: 'gauge',
      vp_queue_oldest_waiting_seconds: 'gauge',
      vp_live_streams_open: 'gauge',
      // The process's own (prom-client's standard names).
      process_cpu_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
      nodejs_gc_duration_seconds: 'histogram',
      nodejs_heap_size_used_bytes: 'gauge',
    };
    for (const [name, type] of Object.entries(expected)) expect(scraped.types.get(name), name).toBe(type);
  });

  it('counts the requests by route pattern, method and status class, and times them', () => {
    const { series } = scraped;
    expect(
      sumOf(series, 'vp_http_requests_total', {
        route: '/api/applications/save',
        method: 'POST',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sumOf(series, 'vp_http_requests_total', { route: '/api/applications/get/:id', method: 'GET' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sumOf(series, 'vp_http_requests_total', { route: '/api/users/login', status_class: '4xx' })).toBe(
      1,
    );
    expect(
      sumOf(series, 'vp_http_request_duration_seconds_count', {
        route: '/api/applications/save',
        method: 'POST',
      }),
    ).toBeGreaterThanOrEqual(1);
    for (const s of series.filter((each) => each.name === 'vp_http_requests_total')) {
      expect(Object.keys(s.labels).sort()).toEqual(['method', 'route', 'status_class']);
      expect(s.labels.status_class).toMatch(/^[1-5]xx$/);
    }
  });

  it('counts the sign-ins by step and outcome', () => {
    const { series } = scraped;
    expect(sumOf(series, 'vp_sign_ins_total', { step: 'password', outcome: 'refused' })).toBe(1);
    // Two users, then the lender again after the cooling-off period.
    expect(sumOf(series, 'vp_sign_ins_total', { step: 'password', outcome: 'ok' })).toBe(3);
  });

  it('counts the deal’s business events once each, with the decider', () => {
    expect(grew('vp_applications_submitted_total')).toBe(1);
    expect(grew('vp_decisions_total', { outcome: 'approved', decider: 'policy' })).toBe(1);
    expect(grew('vp_decisions_total')).toBe(1);
    expect(grew('vp_envelopes_total', { event: 'sent' })).toBe(1);
    expect(grew('vp_envelopes_total', { event: 'completed' })).toBe(1);
    expect(grew('vp_packages_submitted_total')).toBe(1);
    expect(grew('vp_deals_booked_total')).toBe(1);
  });

  it('counts and times the calls to the outside services, mail and texts among them', () => {
    expect(grew('vp_outgoing_calls_total', { service: 'bureau', outcome: 'ok' })).toBe(1);
    expect(grew('vp_outgoing_calls_total', { service: 'mail', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(grew('vp_outgoing_calls_total', { service: 'sms', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(grew('vp_outgoing_calls_total', { service: 'esign', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(grew('vp_outgoing_call_duration_seconds_count', { service: 'bureau' })).toBe(1);
  });

  it('reads the database connections, the job queue and the live streams at the scrape', () => {
    const { series } = scraped;
    expect(series.some((s) => s.name === 'vp_db_connections' && s.labels.state === 'in_use')).toBe(true);
    const queues = new Set(series.filter((s) => s.name === 'vp_queue_jobs').map((s) => s.labels.queue));
    expect(queues.has('credit-decision')).toBe(true);
    for (const state of ['waiting', 'active', 'failed'])
      expect(series.some((s) => s.name === 'vp_queue_jobs' && s.labels.state === state)).toBe(true);
    const oldest = series.filter((s) => s.name === 'vp_queue_oldest_waiting_seconds');
    expect(oldest.length).toBe(queues.size);
    for (const s of oldest) expect(s.value).toBeGreaterThanOrEqual(0);
    expect(sumOf(series, 'vp_live_streams_open')).toBe(0);
  });

  it('carries no id, name, contact, token, code, SIN or date of birth in any label', () => {
    const secrets = [
      deal.id,
      deal.token,
      deal.code,
      'Alex',
      'Martin',
      'example.com',
      '416',
      '454',
      '1980',
      'demo.',
    ];
    const values = scraped.series.flatMap((s) => Object.values(s.labels));
    for (const value of values) for (const secret of secrets) expect(value).not.toContain(secret);
    // Ids of any kind: a uuid or a long number never names a series.
    for (const value of values) expect(value).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|\d{5,}/);
  });
});

describe('the metrics’ series stay bounded', () => {
  let app: App;
  let metrics: Metrics;

  beforeAll(async () => {
    metrics = createMetrics({ defaults: false });
    app = await createTestApp('pglite', { metrics });
  });
  afterAll(() => app.close());

  /** A request unlike the others: unknown paths, ids, query strings, odd methods. */
  function varied(i: number) {
    const id = crypto.randomUUID();
    const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
    const urls = [
      `/api/applications/get/${id}`,
      `/api/nothing/${id}/${i}`,
      `/${id}`,
      `/api/applications/list?q=${id}&page=${i}`,
      `/customer-api/open?token=${id}`,
      `/esign/${id}/${id}`,
    ];
    return { method: methods[i % methods.length] ?? 'GET', url: urls[i % urls.length] ?? '/' };
  }

  async function seriesAfter(from: number, to: number) {
    for (let i = from; i < to; i++) await app.inject(varied(i));
    return parse((await metrics.scrape()).body).series.length;
  }

  it('grows no new series after the first hundred of a thousand varied requests', async () => {
    const early = await seriesAfter(0, 100);
    const late = await seriesAfter(100, 1_000);
    expect(late).toBe(early);
    expect(late).toBeLessThan(400);
  });
});

describe('GET /metrics', () => {
  it('answers on its own port, and the public port never answers it', async () => {
    const metrics = createMetrics({ defaults: false });
    const app = await createTestApp('pglite', { metrics });
    try {
      const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
      try {
        const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
        expect(await res.text()).toContain('# TYPE vp_http_requests_total counter');
        expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      } finally {
        await server.close();
      }
      const pub = await app.inject({ method: 'GET', url: '/metrics' });
      expect(pub.body).not.toContain('vp_http_requests_total');
    } finally {
      await app.close();
    }
  });
});
