import http from 'node:http';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { helmetHeaders, securityHeadersPlugin } from './security-headers.ts';

/** The headers helmet's own middleware puts on a real Node response. */
async function helmetOnNode(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    await res.arrayBuffer();
    return Object.fromEntries(res.headers);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
};

describe('security headers', () => {
  it("are helmet's own, header for header", async () => {
    const expected = await helmetOnNode(OPTIONS);
    const computed = helmetHeaders(OPTIONS);
    expect(Object.keys(computed).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(computed)) expect(expected[name]).toBe(value);

    const app = Fastify();
    await app.register(securityHeadersPlugin, OPTIONS);
    app.get('/', async () => ({ result: 'Success' }));
    const res = await app.inject({ url: '/' });
    for (const [name, value] of Object.entries(computed)) expect(res.headers[name]).toBe(value);
    await app.close();
  });

  it("are on the API's answers, the scanner's wasm and the frames the funding review needs allowed", async () => {
    const app = await createTestApp('pglite');
    // Refused (no session): the headers are set before anything can refuse a request.
    const res = await app.inject({ url: '/api/users/session' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    await app.close();
  });
});
