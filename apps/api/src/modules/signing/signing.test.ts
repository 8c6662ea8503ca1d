// The signing calls and the built-in signing pages (spec §2 Sign, §4, §7; issue 12): request in person and by e-mail,
// sign through the pages' forms, the status machine's moves, decline and void, and links that must show nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../adapters/esign/seal-identity.ts';
import { applications } from '../../db/schema.ts';
import { withBodies } from '../../test/mail-fixtures.ts';
import { signableApplication } from '../../test/signing-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { pdfSignatures, pdfText } from '../documents/pdf-tools.ts';
import { outbox } from '../mail/mail.schema.ts';
import { signers } from './signing.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;
/** One seal for the file: making one takes seconds of RSA key generation, which a first signing would wait on. */
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;

describe.each(DATABASES)('signing on %s', (kind) => {
  let app: App;
  let now = new Date('2026-03-20T15:00:00Z');
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => now,
      env: { PUBLIC_URL: 'https://portal.example.ca', SEAL_P12: SEAL, SEAL_P12_PASSWORD: 'test' },
    });
    for (const user of ['demo.external', 'demo.us', 'demo.internal']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const get = (url: string, user = 'demo.external', lang = 'en') =>
    app.inject({
      method: 'GET',
      url,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });
  const form = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'vitest-signer' },
      payload: new URLSearchParams(fields).toString(),
    });
  const statusOf = async (id: string) =>
    (await app.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
  const request = async (id: string, query: string) => {
    const res = await get(`/api/sign/${id}?action=sign&url=/sign/${id}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ envelopeId: string; urls: Array<{ url: string; roleName: string }> }>();
  };
  const sign = (link: string, name: string) =>
    form(`${new URL(link, 'http://x').pathname}/sign`, { consent: 'yes', kind: 'typed', typedName: name });

  it('requests in person for customer and co-customer, and the pages collect both signatures', async () => {
    const id = await signableApplication(app, { user: 'demo.external', coApplicant: true });
    const { envelopeId, urls } = await request(
      id,
      'customerSignMethod=Embed&coCustomerSignMethod=Embed&language=en',
    );
    expect(urls.map((u) => u.roleName)).toEqual(['customer', 'coCustomer']);
    expect(await statusOf(id)).toBe('Waiting for Signature');

    const [customer, coCustomer] = urls;
    const page = await app.inject({ method: 'GET', url: customer?.url ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Jordan Whitaker');
    const pdf = await app.inject({
      method: 'GET',
      url: `${new URL(customer?.url ?? '', 'http://x').pathname}/document.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // No consent: the page asks again and nothing is recorded.
    const refused = await form(`${new URL(customer?.url ?? '', 'http://x').pathname}/sign`, {
      kind: 'typed',
      typedName: 'Jordan',
    });
    expect(refused.statusCode).toBe(422);

    expect((await sign(customer?.url ?? '', 'Jordan Whitaker')).statusCode).toBe(200);
    expect((await get(`/doc-api/check-sign/${id}?envelopeId=${envelopeId}`)).json()).toEqual({
      results: 'sent',
    });
    expect((await sign(coCustomer?.url ?? '', 'Sam Whitaker')).statusCode).toBe(200);

    expect((await get(`/doc-api/check-sign/${id}?envelopeId=${envelopeId}`)).json()).toEqual({
      results: 'completed',
    });
    expect(await statusOf(id)).toBe('Signatures Received');
    const evidence = await app.database.db.select().from(signers).where(eq(signers.envelopeId, envelopeId));
    for (const s of evidence) {
      expect(s).toMatchObject({ status: 'signed', userAgent: 'vitest-signer', signatureKind: 'typed' });
      expect(s.documentSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(s.ip).toBeTruthy();
    }

    const download = await get(`/doc-api/esign/downloadPdf/${id}`);
    expect(download.json().data.signed).toBe(true);
    const sealed = new Uint8Array(Buffer.from(download.json().data.base64, 'base64'));
    // The seal verifies; the audit certificate names the document's SHA-256 both signers saw.
    expect(pdfSignatures(sealed).status).toBe(0);
    expect(pdfText(sealed).replace(/\s+/g, '')).toContain(evidence[0]?.documentSha256 ?? 'none');
    const filed = await get(`/doc-api/esign/upload-to-s3/${id}?envelopeId=${envelopeId}`);
    expect(filed.statusCode).toBe(200);
    expect(filed.json().result).toBe('Success');
    const state = await get(`/api/sign/${id}/state`);
    expect(state.json().envelope).toMatchObject({ status: 'completed', filed: true });

    // A used link shows nothing.
    const reused = await app.inject({ method: 'GET', url: customer?.url ?? '' });
    expect(reused.statusCode).toBe(403);
    expect(reused.body).not.toContain('Jordan');
    // Nothing signed can be voided.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/sign/${id}/void`,
          headers: { authorization: tokens['demo.external'] ?? '' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("requests by e-mail: the link lands in the outbox, in the signer's language, and opens the page", async () => {
    const id = await signableApplication(app, { user: 'demo.external' });
    const { envelopeId, urls } = await request(id, 'customerSignMethod=Email&language=fr');
    expect(urls).toEqual([]);
    const mail = withBodies(
      app,
      await app.database.db.select().from(outbox).where(eq(outbox.to, 'jordan@example.ca')),
    );
    const message = mail.find((m) => m.text.includes(envelopeId));
    // The subject names the loan (its number once the lender gave one, else the application's id).
    const read = await app.inject({
      url: `/api/applications/get/${id}`,
      headers: { authorization: tokens['demo.external'] ?? '' },
    });
    const loan = read.json<{ application: { edgeId: string | null } }>().application.edgeId ?? id;
    expect(message?.subject).toBe(`Veuillez signer votre contrat du prêt ${loan}`);
    const link = /https:\/\/portal\.example\.ca(\/esign\/\S+)/.exec(message?.text ?? '')?.[1] ?? '';
    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect((await sign(link, 'Jordan Whitaker')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('Signatures Received');
  });

  it('a decline ends the envelope and returns the application to its approval', async () => {
    const id = await signableApplication(app, {
      user: 'demo.external',
      status: 'Approved for Lesser Amount',
    });
    const { envelopeId, urls } = await request(id, 'customerSignMethod=Embed');
    const path = new URL(urls[0]?.url ?? '', 'http://x').pathname;
    const declined = await form(`${path}/decline`, { reason: 'Changed my mind' });
    expect(declined.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('Approved for Lesser Amount');
    expect((await get(`/doc-api/check-sign/${id}?envelopeId=${envelopeId}`)).json()).toEqual({
      results: 'declined',
    });
    // A new request may follow.
    await request(id, 'customerSignMethod=Embed');
    expect(await statusOf(id)).toBe('Waiting for Signature');
  });

  it('the dealer voids a request and asks again; the voided links show nothing', async () => {
    const id = await signableApplication(app, { user: 'demo.external' });
    const first = await request(id, 'customerSignMethod=Embed');
    const voided = await app.inject({
      method: 'POST',
      url: `/api/sign/${id}/void`,
      headers: { authorization: tokens['demo.external'] ?? '' },
    });
    expect(voided.json()).toEqual({ result: 'Success', status: 'Approved' });
    expect((await app.inject({ method: 'GET', url: first.urls[0]?.url ?? '' })).statusCode).toBe(403);
    const second = await request(id, 'customerSignMethod=Email');
    expect(second.envelopeId).not.toBe(first.envelopeId);
  });

  it('refuses an expired, a foreign or a malformed link with 403 and shows nothing', async () => {
    const a = await signableApplication(app, { user: 'demo.external' });
    const b = await signableApplication(app, { user: 'demo.external' });
    const ra = await request(a, 'customerSignMethod=Embed');
    const rb = await request(b, 'customerSignMethod=Embed');
    const tokenOf = (url: string) => new URL(url, 'http://x').pathname.split('/')[3] ?? '';
    const foreign = await app.inject({
      method: 'GET',
      url: `/esign/${ra.envelopeId}/${tokenOf(rb.urls[0]?.url ?? '')}`,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Jordan');
    expect((await app.inject({ method: 'GET', url: `/esign/${ra.envelopeId}/not-a-token` })).statusCode).toBe(
      403,
    );
    const foreignPdf = await app.inject({
      method: 'GET',
      url: `/esign/${ra.envelopeId}/${tokenOf(rb.urls[0]?.url ?? '')}/document.pdf`,
    });
    expect(foreignPdf.statusCode).toBe(403);
    now = new Date(now.getTime() + 8 * DAY);
    try {
      const expired = await app.inject({ method: 'GET', url: ra.urls[0]?.url ?? '' });
      expect(expired.statusCode).toBe(403);
      expect(expired.body).not.toContain('Jordan');
      expect((await sign(ra.urls[0]?.url ?? '', 'Jordan')).statusCode).toBe(403);
    } finally {
      now = new Date(now.getTime() - 8 * DAY);
    }
  });

  it("answers another vendor's id as a missing one, and asks for a program first", async () => {
    const id = await signableApplication(app, { user: 'demo.external' });
    const other = await get(`/api/sign/${id}?action=sign&customerSignMethod=Embed`, 'demo.us');
    expect(other.statusCode).toBe(404);
    expect((await get(`/api/sign/${id}/state`, 'demo.us')).statusCode).toBe(404);
    expect((await get(`/doc-api/esign/downloadPdf/${id}`, 'demo.us')).statusCode).toBe(404);
    const bare = await signableApplication(app, { user: 'demo.external', program: false });
    const none = await get(`/api/sign/${bare}?action=sign&customerSignMethod=Embed`);
    expect(none.statusCode).toBe(409);
    expect(none.json().errorMessage).toBe('Please select a program first.');
    expect(await statusOf(bare)).toBe('Approved');
    const internal = await signableApplication(app, { user: 'demo.internal' });
    expect(
      (await get(`/api/sign/${internal}?action=sign&customerSignMethod=Embed`, 'demo.internal')).statusCode,
    ).toBe(409);
  });
});
