import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, DEMO_PASSWORD, login } from '../test/test-app.ts';

describe.each(DATABASES)('bad input on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const raw = (body: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it.each([
    ['malformed JSON', '{"userName": "demo.external",', 400, 'The request body is not valid JSON.'],
    ['an empty body', '', 400, 'The request body is not valid JSON.'],
    [
      'missing fields',
      '{}',
      400,
      'The request is not valid: userName: This field is required. password: This field is required.',
    ],
    [
      'wrong types',
      '{"userName": 12, "password": ["x"]}',
      400,
      'The request is not valid: userName: This field is required. password: This field is required.',
    ],
    ['an array', '[1,2]', 400, undefined],
    ['null', 'null', 400, undefined],
  ])('answers %s with a 4xx and a clear message', async (_case, body, status, message) => {
    const res = await raw(body);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().errorMessage).toBe('string');
    if (message) expect(res.json().errorMessage).toBe(message);
  });

  it('answers in French when asked', async () => {
    const res = await raw('{', { 'accept-language': 'fr' });
    expect(res.json().errorMessage).toBe('Le corps de la requête n’est pas un JSON valide.');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await raw(JSON.stringify({ userName: 'x'.repeat(2_000_000), password: 'y' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().errorMessage).toBe('The request is too large.');
  });

  it('refuses another content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      body: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errorMessage).toBe('The request must be sent as application/json.');
  });

  it('serves the OpenAPI description without a session, generated from the route schemas', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/users/login', '/api/applications/save', '/api/applications/summary']),
    );
    expect(res.json().paths['/api/users/login'].post.requestBody).toBeTruthy();
  });

  it('ignores unknown fields', async () => {
    const res = await raw(
      JSON.stringify({ userName: 'demo.external', password: DEMO_PASSWORD, isAdmin: true }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses over-long values', async () => {
    const res = await raw(JSON.stringify({ userName: 'u'.repeat(201), password: 'p' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.userName).toBe('This value is too long.');
  });

  it('answers an unknown API path with 404 once signed in, and never leaks a stack', async () => {
    const token = await login(app, 'demo.external');
    const res = await app.inject({ url: '/api/nothing-here', headers: { authorization: token } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: 'Not found.' });
  });

  it('changes nothing on a bad request: the account is not locked by malformed attempts', async () => {
    for (let i = 0; i < 8; i++) await raw('{"userName": "demo.us", "password": 1}');
    await expect(login(app, 'demo.us')).resolves.toBeTruthy();
  });
});
