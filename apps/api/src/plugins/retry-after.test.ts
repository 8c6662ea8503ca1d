// Issue 15: every 503 the API answers says when to come back (Retry-After) and why ({ errorMessage }, translated).
// The shed requests (pressure.test.ts), the database outage (postgres-outage.test.ts) and the health probe
// (health.test.ts) are checked where they are built; here the scan pool's busy answer, any other 503 AppError, and the
// requests a closing node still receives on its kept-alive connections.
import net from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { ReaderBusyError } from '../adapters/barcode/barcode-pool.ts';
import { AppError } from '../lib/app-error.ts';
import type { Principal } from '../lib/principal.ts';
import { scanRoutes } from '../modules/scan/scan.routes.ts';
import { createScanService, SCAN_RETRY_AFTER_SECONDS } from '../modules/scan/scan.service.ts';
import { createTestApp } from '../test/test-app.ts';
import { errorsPlugin } from './errors.ts';
import { i18nPlugin } from './i18n.ts';

const BUSY = {
  en: 'The service is busy. Please try again in a moment.',
  fr: 'Le service est occupé. Veuillez réessayer dans un instant.',
};

/** The scan route with a reader whose every thread is busy, behind the real error handler. */
async function busyScanServer() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  app.decorateRequest('principal', null as unknown as Principal);
  app.addHook('onRequest', async (request) => {
    request.principal = { vendor: { id: 1, province: 'ON' } } as unknown as Principal;
  });
  await app.register(scanRoutes, {
    prefix: '/api',
    service: createScanService({
      applications: { findById: async () => undefined },
      reader: {
        readPdf417: async () => {
          throw new ReaderBusyError();
        },
      },
    }),
  });
  app.get('/other-503', async () => {
    throw new AppError('errors:api.serviceUnavailable', 503);
  });
  return app;
}

function jpegUpload() {
  const boundary = '----vpRetryAfterBoundary';
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileInfo"; filename="licence.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('Retry-After on every 503', () => {
  const apps: Array<{ close(): Promise<unknown> }> = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it.each(['en', 'fr'] as const)('answers a busy scan pool 503 with Retry-After (%s)', async (lang) => {
    const app = await busyScanServer();
    apps.push(app);
    const { payload, contentType } = jpegUpload();
    const res = await app.inject({
      method: 'POST',
      url: '/api/applications/scan/new',
      payload,
      headers: { 'content-type': contentType, 'accept-language': lang },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(SCAN_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ errorMessage: BUSY[lang] });
  });

  it('gives any other 503 AppError a Retry-After too', async () => {
    const app = await busyScanServer();
    apps.push(app);
    const res = await app.inject({ url: '/other-503' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ errorMessage: BUSY.en });
  });

  it('sheds a request that reaches a closing node on a kept-alive connection with Retry-After', async () => {
    const app = await createTestApp('pglite');
    // Fastify marks the node closing, runs the preClose hooks, then closes the server: a request that comes on a
    // kept-alive connection in between (the balancer has not noticed yet) is the one answered 503. This hook, added
    // after the pressure plugin's, holds the node there until the test has sent it.
    let closing = () => {};
    const isClosing = new Promise<void>((resolve) => {
      closing = resolve;
    });
    let letClose = () => {};
    const mayClose = new Promise<void>((resolve) => {
      letClose = resolve;
    });
    app.addHook('preClose', async () => {
      closing();
      await mayClose;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const answers = () =>
      received.split(/(?=HTTP\/1\.1 \d{3} )/).filter((answer) => answer.includes('\r\n\r\n{'));
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (answers().length < count) return;
          socket.off('data', check);
          resolve();
        };
        socket.on('data', check);
        check();
      });
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    const request = (lang: string) =>
      socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: ${lang}\r\n\r\n`);

    request('en');
    await answered(1);
    const closed = app.close();
    await isClosing;
    request('fr');
    await answered(2);
    letClose();
    socket.destroy();
    await closed;

    const [before = '', during = ''] = answers();
    expect(before).toMatch(/^HTTP\/1\.1 200 /);
    const [head = '', body = ''] = during.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(body)).toEqual({ errorMessage: BUSY.fr });
    // A whole app starts here (migrations, the demo's password hashes): slow on a loaded machine.
  }, 90_000);
});
