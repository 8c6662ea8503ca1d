// A property-based fuzz of every route of the OpenAPI document (fast-check, the seed of vitest.setup.ts): hostile
// ids, queries, bodies and headers never answer 5xx, every refusal is { errorMessage }, and no log line at trace level
// holds a token, a password, a SIN or a date of birth. FUZZ_RUNS sets the requests per database (npm run bench: more).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from './log-capture.ts';
import { type RouteSpec, routesOf, SESSION_ENDING, urlOf } from './openapi-routes.ts';
import { createTestApp, DATABASES, DEMO_PASSWORD, login, NO_SHEDDING } from './test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** Text a hostile client sends: controls and NUL, long strings, encodings, numbers as text, and ordinary words. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '%', '\\', '"', "'", '\uFFFF', '\uD800', '/', '.', ' ', 'a', '9'),
    maxLength: 30,
  }),
  fc.constantFrom(
    'new',
    'NEW',
    '00000000-0000-4000-8000-000000000000',
    'x'.repeat(5000),
    '-1',
    '1e309',
    'null',
    'true',
  ),
  fc.uuid(),
);

const jsonValue = fc.oneof(
  { depthSize: 'small' },
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** A body with the route's own field names (so validation passes more often) and stray ones, or not an object at all. */
const bodyFor = (route: RouteSpec) =>
  fc.oneof(
    fc.record(Object.fromEntries(Object.keys(route.body ?? {}).map((k) => [k, jsonValue])), {
      requiredKeys: [],
    }),
    fc.dictionary(hostileText, jsonValue, { maxKeys: 4 }),
    jsonValue,
  );

describe.each(DATABASES)('fuzz of every route on %s', (kind) => {
  const logs = captureLogs();
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let routes: RouteSpec[] = [];
  let token = '';
  const statuses = new Map<number, number>();
  beforeAll(async () => {
    app = await createTestApp(kind, {
      logStream: logs.stream,
      env: { LOG_LEVEL: 'trace', LOGIN_RATE_PER_MINUTE: '100000', ...NO_SHEDDING },
    });
    token = await login(app, 'demo.external');
    routes = (await routesOf(app)).filter((r) => !SESSION_ENDING.has(`${r.method} ${r.path}`));
  });
  afterAll(() => app.close());

  it(`answers ${RUNS} hostile requests without a 5xx, every refusal { errorMessage }`, async () => {
    const request = fc.record({
      route: fc.constantFrom(...routes),
      params: fc.dictionary(fc.constantFrom('id', 'name', 'token', 'key'), hostileText),
      query: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
      body: fc.option(jsonValue),
      withToken: fc.boolean(),
      language: fc.constantFrom('en', 'fr', 'fr-CA', 'de', '', '*;q=0'),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        undefined,
      ),
    });
    await fc.assert(
      fc.asyncProperty(request, bodyFor(routes[0] as RouteSpec), async (r, _unused) => {
        const route = r.route;
        const params = Object.fromEntries(route.pathParams.map((p) => [p, r.params[p] ?? 'x']));
        const query = { ...r.query };
        for (const name of Object.keys(route.query)) query[name] ??= r.params.id ?? '';
        const body = route.method === 'GET' ? undefined : (r.body ?? {});
        const res = await app.inject({
          method: route.method,
          url: urlOf(route, params, query),
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          headers: {
            ...(r.withToken ? { authorization: token } : {}),
            'accept-language': r.language,
            ...(r.contentType && body !== undefined ? { 'content-type': r.contentType } : {}),
          },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${route.method} ${urlOf(route, params, query).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        // The e-sign pages are HTML for the customer; the API hosts answer JSON refusals (ARCHITECTURE §4).
        const apiHost = /^\/(api|doc-api)\//.test(route.path);
        if (apiHost && res.statusCode >= 400) {
          expect(res.headers['content-type'], where).toMatch(/json/);
          expect(typeof res.json().errorMessage, where).toBe('string');
        }
      }),
      { numRuns: RUNS },
    );
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  }, 120_000);

  it('fills every route’s own fields too', async () => {
    for (const route of routes.filter((r) => r.body)) {
      await fc.assert(
        fc.asyncProperty(bodyFor(route), async (body) => {
          const res = await app.inject({
            method: route.method,
            url: urlOf(route, Object.fromEntries(route.pathParams.map((p) => [p, 'new']))),
            payload: JSON.stringify(body),
            headers: { authorization: token, 'content-type': 'application/json' },
          });
          const where = `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400 && /^\/(api|doc-api)\//.test(route.path))
            expect(typeof res.json().errorMessage, where).toBe('string');
        }),
        { numRuns: Math.max(5, Math.round(RUNS / 20)) },
      );
    }
  }, 120_000);

  it('wrote no SIN, date of birth, password or token to the logs, at trace level', () => {
    expect(logs.leaks([token, DEMO_PASSWORD])).toEqual([]);
  });
});
