// Helmet's security headers on every answer, computed once (decision 024). @fastify/helmet built helmet's middleware
// anew for each request (its options parsed, its CSP directives validated and joined): 3.7% of an authenticated
// read's time in the profile. The headers do not depend on the request, so helmet itself runs once here, at start,
// against a recorder, and each answer gets the same headers.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options (helmet also removes X-Powered-By, which Fastify never sends). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = Object.freeze(helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** Helmet's headers, computed once (decision 024). */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The lender's funding review shows the package PDF, fetched with the token, from an object URL.
        frameSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
      },
    },
  });
}
