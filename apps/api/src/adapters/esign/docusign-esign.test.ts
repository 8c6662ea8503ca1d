// The DocuSign adapter against a local fake of the documented REST v2.1 endpoints (envelopes, recipient views,
// status, combined documents, void) and Connect's HMAC; then the whole signing flow through the app on DocuSign.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { signableApplication } from '../../test/signing-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { createDocusignEsign } from './docusign-esign.ts';
import { WebhookRejected } from './esign.ts';

const ACCOUNT = 'acc-123';
const TOKEN = 'fake-access-token';
const SIGNED_PDF = Buffer.from('%PDF-1.7\n% signed at the fake DocuSign\n%%EOF\n');

interface FakeEnvelope {
  status: string;
  body: {
    emailSubject: string;
    recipients: { signers: Array<{ recipientId: string; clientUserId?: string; email: string }> };
  };
  signers: Record<string, string>;
}

/** The fake: what the adapter asked, and envelopes a test can move (a signer signs at DocuSign). */
function fakeDocusign() {
  const envelopes = new Map<string, FakeEnvelope>();
  const calls: string[] = [];
  let next = 1;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return send(401, { errorCode: 'AUTHORIZATION_INVALID_TOKEN' });
    const base = `/restapi/v2.1/accounts/${ACCOUNT}/envelopes`;
    const parts = url.pathname.slice(base.length).split('/').filter(Boolean);
    const body = await read(req);
    if (!url.pathname.startsWith(base)) return send(404, {});
    if (req.method === 'POST' && parts.length === 0) {
      const parsed = JSON.parse(body) as FakeEnvelope['body'];
      const id = `env-${next++}`;
      envelopes.set(id, {
        status: 'sent',
        body: parsed,
        signers: Object.fromEntries(parsed.recipients.signers.map((s) => [s.recipientId, 'sent'])),
      });
      return send(201, { envelopeId: id, status: 'sent', uri: `/envelopes/${id}` });
    }
    const envelope = envelopes.get(parts[0] ?? '');
    if (!envelope) return send(404, { errorCode: 'ENVELOPE_DOES_NOT_EXIST' });
    if (req.method === 'POST' && parts[1] === 'views' && parts[2] === 'recipient') {
      const view = JSON.parse(body) as { clientUserId: string; recipientId: string; returnUrl: string };
      const signer = envelope.body.recipients.signers.find((s) => s.recipientId === view.recipientId);
      if (!signer?.clientUserId || signer.clientUserId !== view.clientUserId)
        return send(400, { errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT' });
      return send(201, {
        url: `https://fake.docusign/signing/${parts[0]}/${view.recipientId}?return=${encodeURIComponent(view.returnUrl)}`,
      });
    }
    if (req.method === 'GET' && parts.length === 1)
      return send(200, {
        status: envelope.status,
        recipients: {
          signers: Object.entries(envelope.signers).map(([recipientId, status]) => ({
            recipientId,
            status,
            ...(status === 'completed' ? { signedDateTime: '2026-03-20T15:05:00Z' } : {}),
          })),
        },
      });
    if (req.method === 'GET' && parts[1] === 'documents' && parts[2] === 'combined') {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(SIGNED_PDF);
      return;
    }
    if (req.method === 'PUT' && parts.length === 1) {
      envelope.status = (JSON.parse(body) as { status: string }).status;
      return send(200, { envelopeId: parts[0] });
    }
    return send(404, {});
  });
  return {
    server,
    envelopes,
    calls,
    signAll(id: string) {
      const e = envelopes.get(id);
      if (!e) throw new Error(`no envelope ${id}`);
      for (const key of Object.keys(e.signers)) e.signers[key] = 'completed';
      e.status = 'completed';
    },
  };
}

describe('DocuSign adapter against a fake of REST v2.1', () => {
  const fake = fakeDocusign();
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/restapi`;
    // The process's first app builds the migrated database folder the others copy: here, not in a test's 30 s.
    await (await createTestApp('pglite')).close();
  }, 180_000);
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  const adapter = () =>
    createDocusignEsign({
      baseUrl,
      accountId: ACCOUNT,
      accessToken: TOKEN,
      hmacKey: 'connect-key',
      publicUrl: 'https://portal.example.ca',
    });

  it('creates an envelope with a captive in-person signer and an e-mail signer, views, status, download, void', async () => {
    const esign = adapter();
    const recipients = [
      {
        signerId: 11,
        roleName: 'customer' as const,
        name: 'Jordan',
        email: 'j@example.ca',
        method: 'Embed' as const,
        language: 'en' as const,
      },
      {
        signerId: 12,
        roleName: 'coCustomer' as const,
        name: 'Sam',
        email: 's@example.ca',
        method: 'Email' as const,
        language: 'en' as const,
      },
    ];
    const created = await esign.createEnvelope({
      envelopeId: 'ours',
      purpose: 'contract',
      vendorId: 1,
      document: new Uint8Array(Buffer.from('%PDF-1.7')),
      documentName: 'contract.pdf',
      subject: 'Contract',
      recipients,
    });
    const sent = fake.envelopes.get(created.providerEnvelopeId);
    expect(sent?.body.recipients.signers).toMatchObject([
      { recipientId: '11', clientUserId: '11', email: 'j@example.ca' },
      { recipientId: '12', email: 's@example.ca' },
    ]);
    expect(sent?.body.recipients.signers[1]).not.toHaveProperty('clientUserId');
    const ref = { envelopeId: 'ours', providerEnvelopeId: created.providerEnvelopeId };
    const url = await esign.signingUrl(ref, recipients[0] as (typeof recipients)[number], '/sign/abc');
    expect(url).toContain(encodeURIComponent('https://portal.example.ca/sign/abc'));
    expect(await esign.status(ref)).toMatchObject({ status: 'sent' });
    fake.signAll(created.providerEnvelopeId);
    const done = await esign.status(ref);
    expect(done.status).toBe('completed');
    expect(done.recipients.map((r) => [r.signerId, r.status])).toEqual([
      [11, 'signed'],
      [12, 'signed'],
    ]);
    expect(Buffer.from(await esign.download(ref)).toString()).toBe(SIGNED_PDF.toString());
    await esign.void(ref, 'test');
    expect(fake.envelopes.get(created.providerEnvelopeId)?.status).toBe('voided');
  });

  it("checks Connect's HMAC before reading a webhook", () => {
    const esign = adapter();
    const body = Buffer.from(
      JSON.stringify({
        event: 'envelope-completed',
        data: { envelopeId: 'env-9', envelopeSummary: { status: 'completed' } },
      }),
    );
    const signature = createHmac('sha256', 'connect-key').update(body).digest('base64');
    expect(esign.parseWebhook({ headers: { 'x-docusign-signature-1': signature }, rawBody: body })).toEqual({
      providerEnvelopeId: 'env-9',
      status: 'completed',
    });
    expect(() => esign.parseWebhook({ headers: {}, rawBody: body })).toThrow(WebhookRejected);
    const forged = createHmac('sha256', 'other').update(body).digest('base64');
    expect(() =>
      esign.parseWebhook({ headers: { 'x-docusign-signature-1': forged }, rawBody: body }),
    ).toThrow(WebhookRejected);
  });

  it.each(DATABASES)(
    'signs through the app on DocuSign: request, webhook, Signatures Received (%s)',
    async (kind) => {
      const app = await createTestApp(kind, {
        env: {
          ESIGN_PROVIDER: 'docusign',
          DOCUSIGN_BASE_URL: baseUrl,
          DOCUSIGN_ACCOUNT_ID: ACCOUNT,
          DOCUSIGN_ACCESS_TOKEN: TOKEN,
          DOCUSIGN_CONNECT_HMAC_KEY: 'connect-key',
        },
      });
      try {
        const token = await login(app, 'demo.external');
        const id = await signableApplication(app, { user: 'demo.external', coApplicant: true });
        const res = await app.inject({
          method: 'GET',
          url: `/api/sign/${id}?action=sign&customerSignMethod=Embed&coCustomerSignMethod=Email&url=/sign/${id}`,
          headers: { authorization: token },
        });
        expect(res.statusCode, res.body).toBe(200);
        const { envelopeId, urls } = res.json<{
          envelopeId: string;
          urls: Array<{ url: string; roleName: string }>;
        }>();
        expect(urls).toHaveLength(1);
        expect(urls[0]?.url).toMatch(/^https:\/\/fake\.docusign\/signing\//);
        const providerId = [...fake.envelopes.keys()].at(-1) ?? '';
        fake.signAll(providerId);

        const body = Buffer.from(
          JSON.stringify({ event: 'envelope-completed', data: { envelopeId: providerId } }),
        );
        const refused = await app.inject({
          method: 'POST',
          url: '/doc-api/esign/webhook',
          headers: { 'content-type': 'application/json', 'x-docusign-signature-1': 'bad' },
          payload: body,
        });
        expect(refused.statusCode).toBe(403);
        const hook = await app.inject({
          method: 'POST',
          url: '/doc-api/esign/webhook',
          headers: {
            'content-type': 'application/json',
            'x-docusign-signature-1': createHmac('sha256', 'connect-key').update(body).digest('base64'),
          },
          payload: body,
        });
        expect(hook.statusCode, hook.body).toBe(200);
        const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
        expect(row?.status).toBe('Signatures Received');
        const check = await app.inject({
          method: 'GET',
          url: `/doc-api/check-sign/${id}?envelopeId=${envelopeId}`,
          headers: { authorization: token },
        });
        expect(check.json()).toEqual({ results: 'completed' });
        const pdf = await app.inject({
          method: 'GET',
          url: `/doc-api/esign/downloadPdf/${id}`,
          headers: { authorization: token },
        });
        expect(Buffer.from(pdf.json().data.base64, 'base64').toString()).toBe(SIGNED_PDF.toString());
      } finally {
        await app.close();
      }
    },
  );
});
