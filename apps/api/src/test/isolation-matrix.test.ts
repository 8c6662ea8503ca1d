// Every route that takes an id, generated from the OpenAPI document, called as the owner, another vendor, the
// underwriter and anonymously, with the owner's id, a missing one and malformed ones (ARCHITECTURE §4: another
// vendor's id answers exactly as an id that does not exist; no 5xx; every refusal { errorMessage }).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from './log-capture.ts';
import { type RouteSpec, routesOf, urlOf } from './openapi-routes.ts';
import { createTestApp, DATABASES, DEMO_PASSWORD, login, NO_SHEDDING } from './test-app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const MALFORMED = ['x', 'NEW', 'not-a-uuid', `${MISSING}0`, 'a'.repeat(200), '..', '%', '\u0000', ' '];
const SIN = '046 454 286';
const DOB = '04/15/1980';

describe.each(DATABASES)('isolation matrix on %s', (kind) => {
  const logs = captureLogs();
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let routes: RouteSpec[] = [];
  const tokens: Record<string, string> = {};
  let ownId = '';
  beforeAll(async () => {
    app = await createTestApp(kind, { logStream: logs.stream, env: { LOG_LEVEL: 'trace', ...NO_SHEDDING } });
    for (const user of ['demo.external', 'demo.us', 'demo.internal', 'demo.underwriter'])
      tokens[user] = await login(app, user);
    const call = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/applications/save',
        payload,
        headers: { authorization: tokens['demo.external'] ?? '' },
      });
    let res = await call({
      id: 'new',
      step: '1',
      creditReleaseObtained: 'Yes',
      amount: '12,500.00',
      applicationType: 'Finance',
      description: 'Furnace',
    });
    res = await call({
      id: res.json().id,
      version: res.json().version,
      step: '3-1',
      firstName: 'Olivia',
      lastName: 'Brown',
      sin: SIN,
      dob: DOB,
      primaryPhone: '(416) 555-0199',
      businessPhone: '(416) 555-0100',
      email: 'olivia@example.com',
      employer: 'Acme',
    });
    expect(res.statusCode, res.body).toBe(200);
    ownId = res.json().id;
    // The hosts of ARCHITECTURE §4; the e-sign pages (/esign/) take a signing token in the link, not a session.
    routes = (await routesOf(app)).filter(
      (r) => /^\/(api|doc-api)\//.test(r.path) && r.pathParams.includes('id') && !r.isPublic,
    );
  });
  afterAll(() => app.close());

  const call = (route: RouteSpec, token: string | undefined, id: string) =>
    app.inject({
      method: route.method,
      url: urlOf(route, Object.fromEntries(route.pathParams.map((p) => [p, id]))),
      ...(route.method === 'GET' ? {} : { payload: {} }),
      headers: { ...(token ? { authorization: token } : {}), 'accept-language': 'en' },
    });

  const refusal = (res: { statusCode: number; body: string }, where: string) => {
    expect(res.statusCode, where).toBeLessThan(500);
    if (res.statusCode >= 400)
      expect(typeof JSON.parse(res.body).errorMessage, `${where}: ${res.body}`).toBe('string');
  };

  it('covers the routes that take an id', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  it('answers another vendor and the underwriter with the owner’s id exactly as with a missing id', async () => {
    const cells: string[] = [];
    for (const route of routes) {
      const underwriterRoute = route.tags.includes('underwriter');
      // The lender too, on the lender's routes: the owner's id is a draft, which it does not review (decision 030).
      const strangers = underwriterRoute
        ? ['demo.us', 'demo.external', 'demo.underwriter']
        : ['demo.us', 'demo.internal'];
      for (const user of strangers) {
        const where = `${route.method} ${route.path} as ${user}`;
        const own = await call(route, tokens[user], ownId);
        const missing = await call(route, tokens[user], MISSING);
        refusal(own, where);
        expect(own.statusCode, where).toBeGreaterThanOrEqual(400);
        expect({ status: own.statusCode, body: own.json() }, where).toEqual({
          status: missing.statusCode,
          body: missing.json(),
        });
        cells.push(where);
      }
    }
    const lenderRoutes = routes.filter((route) => route.tags.includes('underwriter')).length;
    expect(lenderRoutes).toBeGreaterThan(0);
    expect(cells.length).toBe(routes.length * 2 + lenderRoutes);
  });

  it('refuses anonymous callers with 403, whatever the id', async () => {
    for (const route of routes) {
      for (const id of [ownId, MISSING, 'x']) {
        const res = await call(route, undefined, id);
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(res.json()).toEqual({ errorMessage: "Token expired or doesn't exist", code: 'TOKEN_EXPIRED' });
      }
    }
  });

  it('answers malformed and missing ids with a 4xx { errorMessage } for every caller, the owner last', async () => {
    for (const route of routes) {
      for (const user of ['demo.us', 'demo.internal', 'demo.external']) {
        for (const id of [...MALFORMED, MISSING]) {
          const res = await call(route, tokens[user], id);
          refusal(res, `${route.method} ${route.path} as ${user} with ${JSON.stringify(id)}`);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        }
      }
      refusal(
        await call(route, tokens['demo.external'], ownId),
        `${route.method} ${route.path} as the owner`,
      );
    }
  });

  it('wrote no SIN, date of birth, password or token to the logs, at trace level', () => {
    expect(logs.lines().length).toBeGreaterThan(100);
    expect(logs.leaks([...Object.values(tokens), DEMO_PASSWORD, SIN, DOB, '1980-04-15'])).toEqual([]);
  });
});
