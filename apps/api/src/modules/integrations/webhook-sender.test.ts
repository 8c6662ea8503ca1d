// The webhook sender (decision 058): only public unicast addresses unless told otherwise (a literal address at once, a
// name when its look-up answers a private one), no redirect followed, a receiver slower than the timeout cut off.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSender, isPublicAddress, WebhookSendError } from './webhook-sender.ts';

describe('the webhook sender', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2_000);
      if (request.url === '/moved') {
        response.statusCode = 302;
        response.setHeader('location', 'http://169.254.169.254/latest/meta-data');
        return void response.end();
      }
      response.statusCode = 204;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('tells public addresses from the lender’s own network', () => {
    for (const address of ['8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '0.0.0.0',
      '::ffff:127.0.0.1',
      'nonsense',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses loopback and private addresses, literal or looked up, before connecting', async () => {
    const sender = createWebhookSender({ allowPrivate: false, timeoutMs: 1_000 });
    for (const url of [`${base}/hooks`, 'http://[::1]:9/hooks', 'http://localhost:9/hooks']) {
      const error = await sender.post(url, {}, '{}').catch((err: unknown) => err);
      expect(error, url).toBeInstanceOf(WebhookSendError);
      expect((error as WebhookSendError).code, url).toBe('address');
    }
  });

  it('posts where allowed, answers the status, and follows no redirect', async () => {
    const sender = createWebhookSender({ allowPrivate: true, timeoutMs: 1_000 });
    expect(await sender.post(`${base}/hooks`, { 'content-type': 'application/json' }, '{}')).toEqual({
      statusCode: 204,
    });
    expect(await sender.post(`${base}/moved`, {}, '{}')).toEqual({ statusCode: 302 });
  });

  it('cuts off a receiver slower than the timeout', async () => {
    const sender = createWebhookSender({ allowPrivate: true, timeoutMs: 200 });
    const error = await sender.post(`${base}/slow`, {}, '{}').catch((err: unknown) => err);
    expect((error as WebhookSendError).code).toBe('timeout');
  });
});
