// The SMS adapter (issue 26): with SMS_URL, each text goes to the gateway and the outbox keeps no body (and there is no
// demo outbox route); a gateway's refusal reports its status only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSms } from '../../adapters/sms/http-sms.ts';
import { smsOutbox } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { draftApplication } from '../customer/customer-fixtures.ts';

interface Received {
  body: { messageId: string; to: string; text: string };
  idempotencyKey: string | undefined;
}

async function gateway(status = 202) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      received.push({ body: JSON.parse(data), idempotencyKey: req.headers['idempotency-key'] as string });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the HTTP SMS adapter', () => {
  it('posts the message with its id as the idempotency key, and reports a refusal by its status only', async () => {
    const ok = await gateway();
    await createHttpSms({ url: ok.url }).send({
      messageId: 'm-1',
      to: '(416) 555-0199',
      text: 'Code 123456',
    });
    expect(ok.received).toEqual([
      { body: { messageId: 'm-1', to: '(416) 555-0199', text: 'Code 123456' }, idempotencyKey: 'm-1' },
    ]);
    await ok.close();
    const refused = await gateway(500);
    const failure = createHttpSms({ url: refused.url }).send({
      messageId: 'm-2',
      to: '1',
      text: 'Code 654321',
    });
    await expect(failure).rejects.toThrow('SMS gateway answered HTTP 500');
    await expect(failure).rejects.not.toThrow(/654321/);
    await refused.close();
  });
});

describe.each(DATABASES)('texts through a gateway on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let sms: Awaited<ReturnType<typeof gateway>>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    sms = await gateway();
    app = await createTestApp(kind, { env: { SMS_URL: sms.url } });
    tokens['demo.external'] = await login(app, 'demo.external');
  });
  afterAll(async () => {
    await app.close();
    await sms.close();
  });

  it('sends the link by the gateway, keeps no body, and has no demo outbox', async () => {
    const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        payload,
        headers: { authorization: tokens[user] ?? '', 'accept-language': 'fr' },
      });
    const id = await draftApplication(call, 'demo.external', { mobilePhone: '(416) 555-0123' });
    const sent = await call('demo.external', 'POST', `/api/applications/customer-link/${id}`, {
      channels: ['sms'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sms.received.at(-1)?.body).toMatchObject({ to: '(416) 555-0123' });
    expect(sms.received.at(-1)?.body.text).toMatch(
      /veuillez compléter votre demande.*\/customer#[A-Za-z0-9_-]{43}/,
    );
    const rows = await app.database.db.select().from(smsOutbox);
    expect(rows.map((r) => [r.status, r.bodyEncrypted])).toEqual([['sent', null]]);
    expect((await call('demo.external', 'GET', '/api/sms-outbox')).statusCode).toBe(404);
  });
});
