// Serves the built web app at / with its index.html for every client-side route.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error.ts';

const API_PREFIXES = ['/api/', '/doc-api/', '/esign/', '/customer-api/'];

export async function webPlugin(app: FastifyInstance, { webDist }: { webDist: string }) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each file (vite-plugin-compression2): sent by Accept-Encoding, never
      // compressed per request.
      preCompressed: true,
      setHeaders(res, file) {
        // Vite's hashed assets never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound();
  });
}
