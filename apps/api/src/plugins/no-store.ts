// Answers of the main and document hosts carry personal data (names, SINs masked, dates of birth, amounts) and
// tokens: no browser, proxy or shared cache may keep them (issue 15).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HOSTS = ['/api/', '/doc-api/'];

export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (HOSTS.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
