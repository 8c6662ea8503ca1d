// Issue 15 items 12–13: every refusal of the framework and of Node's HTTP parser answers { errorMessage } in the
// request's language; a database that cannot be reached answers 503 with Retry-After, logged once per interval.

import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture.ts';
import { createTestApp, DATABASES, login } from '../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Sends raw bytes to the listening server and answers the status and the JSON body. */
function raw(port: number, request: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body || '{}') });
    });
  });
}

describe.each(DATABASES)('framework refusals on %s', (kind) => {
  let app: App;
  let port = 0;
  beforeAll(async () => {
    app = await createTestApp(kind);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers an undecodable URL with a 400 in the request language', async () => {
    const res = await app.inject({
      url: '/api/applications/get/%E0%A4%A',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: 'L’adresse de la requête n’est pas valide.' });
  });

  it('answers an unknown route and an over-long id with a 4xx errorMessage', async () => {
    const token = await login(app, 'demo.external');
    for (const url of ['/api/nope', `/api/applications/get/${'a'.repeat(500)}`]) {
      const res = await app.inject({ url, headers: { authorization: token } });
      expect([400, 404]).toContain(res.statusCode);
      expect(typeof res.json().errorMessage).toBe('string');
    }
  });

  it('answers over-long headers with a 431 errorMessage, in French when the raw request asks for it', async () => {
    const res = await raw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: fr\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ errorMessage: 'Les en-têtes de la requête sont trop longs.' });
  });

  it('answers malformed framing with a 400 errorMessage', async () => {
    const res = await raw(port, 'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorMessage: 'The request is not valid.' });
  });
});

describe.each(DATABASES)('a database outage on %s', (kind) => {
  const logs = captureLogs();
  let app: App;
  let token = '';
  beforeAll(async () => {
    app = await createTestApp(kind, { logStream: logs.stream });
    token = await login(app, 'demo.external');
    // The database goes away under the running server (PostgreSQL: its pool is ended; PGlite: closed).
    await app.database.close();
  });
  afterAll(() => app.close().catch(() => undefined));

  it('answers 503 with Retry-After to every request, and logs the outage once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          url: '/api/applications/summary',
          headers: { authorization: token, 'accept-language': 'fr' },
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        errorMessage: 'Le service est occupé. Veuillez réessayer dans un instant.',
      });
    }
    expect(logs.lines().filter((l) => l.includes('database unavailable'))).toHaveLength(1);
    expect(logs.lines().filter((l) => l.includes('"level":50'))).toHaveLength(1);
  });
});
