// Issue 15 item 15: answers with personal data are never cached, and the OpenAPI description needs a session unless
// API_DOCS=public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, login } from '../test/test-app.ts';

describe.each(DATABASES)('caching and the API description on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let token = '';
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { API_DOCS: 'signed-in' } });
    token = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  it('serves /api/docs only with a session by default', async () => {
    const anonymous = await app.inject({ url: '/api/docs/json' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({
      errorMessage: "Token expired or doesn't exist",
      code: 'TOKEN_EXPIRED',
    });
    const signedIn = await app.inject({ url: '/api/docs/json', headers: { authorization: token } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().paths['/api/applications/save']).toBeTruthy();
  });

  it.each([
    ['a sign-in', 'POST', '/api/users/login', { userName: 'demo.external', password: 'Demo-pass1!' }, false],
    ['a read', 'GET', '/api/applications/search?status=all', undefined, true],
    ['a refusal', 'GET', '/api/applications/get/nope', undefined, true],
    ['the description', 'GET', '/api/docs/json', undefined, true],
  ] as const)('answers %s with Cache-Control: no-store', async (_case, method, url, payload, withToken) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: withToken ? { authorization: token } : {},
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
