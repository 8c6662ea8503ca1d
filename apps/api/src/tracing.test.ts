// Issue 38: a trace of one request. With a tracer provider registered (an in-memory exporter here, OTLP in a
// deployment), the submit's trace holds its request span, the statements it ran and the decision job it queued, with
// the bureau's call inside; the request's log lines carry its trace id; no attribute carries an id, a name or a secret.
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from './lib/tracing.ts';
import { type Caller, draftApplication } from './modules/customer/customer-fixtures.ts';
import { statusAfter } from './test/deal-fixtures.ts';
import { captureLogs } from './test/log-capture.ts';
import { pollUntil } from './test/processes.ts';
import { createTestApp, DATABASES, login } from './test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const exporter = new InMemorySpanExporter();
const provider = startTracing({
  serviceName: 'vendor-portal-test',
  processor: new SimpleSpanProcessor(exporter),
});

afterAll(() => provider?.shutdown());

describe.each(DATABASES)('a submit’s trace on %s', (kind) => {
  let app: App;
  const logs = captureLogs();
  const tokens: Record<string, string> = {};
  const call: Caller = (user, method, url, payload, lang = 'en') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  let id: string;
  let spans: ReadableSpan[];
  let request: ReadableSpan;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: { JOBS: '1' },
      logStream: logs.stream,
      ...(provider ? { tracerProvider: provider } : {}),
    });
    tokens['demo.external'] = await login(app, 'demo.external');
    id = await draftApplication(call, 'demo.external', {
      email: 'alex.trace@example.com',
      dob: '04/15/1980',
      sin: '046 454 286',
    });
    let version = (await call('demo.external', 'GET', `/api/applications/get/${id}`)).json<{
      application: { version: number };
    }>().application.version;
    const address = {
      step: '3-2',
      country: 'CA',
      address1: '12 Elm Street',
      city: 'Toronto',
      province: 'ON',
      postal: 'M4B 1B3',
      titleOwner: 'Own',
      yearsAtCurHouse: 4,
    };
    const saved = await call('demo.external', 'POST', '/api/applications/save', { id, version, ...address });
    expect(saved.statusCode, saved.body).toBe(200);
    version = saved.json<{ version: number }>().version;
    exporter.reset();
    const submitted = await call('demo.external', 'GET', `/api/applications/submit/${id}`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await statusAfter(call, 'demo.external', id, ['SubmittedToCredit'])).not.toBe('SubmittedToCredit');
    const found = exporter
      .getFinishedSpans()
      .find(
        (span) => span.name === 'request' && span.attributes['http.route'] === '/api/applications/submit/:id',
      );
    if (!found)
      throw new Error(
        `no request span among ${exporter
          .getFinishedSpans()
          .map((s) => s.name)
          .join(', ')}`,
      );
    request = found;
    const traceId = request.spanContext().traceId;
    const ofTrace = () =>
      exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    // The job's span ends after the decision it writes is readable (its last statements, the span's own end): on a
    // busy machine the status can be read first, so the spans are read once the job's has ended.
    spans = await pollUntil('the job’s span ended', 30_000, async () =>
      ofTrace().some((span) => span.name === 'process credit-decision') ? ofTrace() : undefined,
    );
  }, 120_000);
  afterAll(() => app.close());

  it('spans the HTTP call, its statements and the job it queued, the bureau’s call inside the job', () => {
    expect(request.attributes['url.path']).toBe('/api/applications/submit/:id');
    const statements = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(2);
    expect(statements.some((span) => span.name.startsWith('UPDATE applications'))).toBe(true);
    const job = spans.find((span) => span.name === 'process credit-decision');
    expect(job, spans.map((s) => s.name).join(', ')).toBeDefined();
    const bureau = spans.find((span) => span.name === 'bureau pull');
    expect(bureau?.parentSpanContext?.spanId).toBeDefined();
    // The bureau's call is within the job's span, which is within the request's trace.
    const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
    const ancestors = (span: ReadableSpan) => {
      const names: string[] = [];
      for (let at = span.parentSpanContext?.spanId; at; at = byId.get(at)?.parentSpanContext?.spanId)
        names.push(byId.get(at)?.name ?? '?');
      return names;
    };
    if (!bureau) throw new Error('no bureau span');
    expect(ancestors(bureau)).toContain('process credit-decision');
  });

  it('writes the trace id on the request’s log lines from its first hook on, its closing line among them', () => {
    const traceId = request.spanContext().traceId;
    const entries = logs.lines().map((line) => JSON.parse(line));
    const reqIds = new Set(
      entries
        .filter((e) => String(e.req?.url ?? '').includes('/api/applications/submit/'))
        .map((e) => e.reqId),
    );
    expect(reqIds.size).toBe(1);
    // "incoming request" is written before any hook, when no span exists yet (decision 056).
    const lines = entries.filter((e) => reqIds.has(e.reqId) && e.msg !== 'incoming request');
    expect(lines.some((e) => e.msg === 'request completed')).toBe(true);
    for (const line of lines) expect(line.trace_id).toBe(traceId);
  });

  it('carries no id, name, contact, SIN or date of birth in any span’s name or attributes', () => {
    const secrets = [
      id,
      'Alex',
      'Martin',
      '046',
      '454 286',
      '1980',
      'demo.external',
      'alex.trace',
      'example.com',
    ];
    for (const span of spans) {
      const text = `${span.name} ${JSON.stringify(span.attributes)}`;
      for (const secret of secrets) expect(text, span.name).not.toContain(secret);
    }
  });
});
