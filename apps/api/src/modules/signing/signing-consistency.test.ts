// Signing as one unit (issue 22, decision 028): a request or a completion cut short leaves no half-done deal, the
// reconciliation repairs every shape a crash left before, nothing signed can be voided, and the demo's deal waiting
// for a signature waits on a real envelope.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../adapters/esign/seal-identity.ts';
import { applications } from '../../db/schema.ts';
import { withBodies } from '../../test/mail-fixtures.ts';
import { signableApplication } from '../../test/signing-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from '../applications/application-status.repository.ts';
import { events } from '../audit/audit.schema.ts';
import { outbox } from '../mail/mail.schema.ts';
import { envelopes, signers } from './signing.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;

describe.each(DATABASES)('signing as one unit on %s', (kind) => {
  let app: App;
  // The envelopes' creation time is the database's: the clock runs with it (moved forward for the unsent ones).
  let shift = 0;
  let token = '';
  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => new Date(Date.now() + shift),
      env: { PUBLIC_URL: 'https://portal.example.ca', SEAL_P12: SEAL, SEAL_P12_PASSWORD: 'test' },
    });
    token = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  const db = () => app.database.db;
  const call = (method: 'GET' | 'POST', url: string, lang = 'en') =>
    app.inject({ method, url, headers: { authorization: token, 'accept-language': lang } });
  const applicationOf = async (id: string) =>
    (await db().select().from(applications).where(eq(applications.id, id)))[0];
  const envelopeOf = async (id: string) =>
    (await db().select().from(envelopes).where(eq(envelopes.id, id)))[0];
  const request = async (id: string, query: string) => {
    const res = await call('GET', `/api/sign/${id}?action=sign&url=/sign/${id}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ envelopeId: string; urls: Array<{ url: string; roleName: string }> }>();
  };
  const sign = (link: string, name: string) =>
    app.inject({
      method: 'POST',
      url: `${new URL(link, 'http://x').pathname}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ consent: 'yes', kind: 'typed', typedName: name }).toString(),
    });
  const reconcile = () => app.services.signing.service.reconcile();
  /** The status writer refuses one event once, as a crash at that point would leave things. */
  const failOnce = (event: string) => {
    const status = app.services.status;
    const original = status.transition;
    status.transition = (request, tx) => {
      if (request.event !== event) return original(request, tx);
      status.transition = original;
      return Promise.reject(new Error(`crash before ${event}`));
    };
    return () => {
      status.transition = original;
    };
  };
  /** The audit rows the reconciliation wrote for an application: the system's (no user). */
  const systemMoves = async (id: string) =>
    (await db().select().from(events).where(eq(events.applicationId, id)).orderBy(desc(events.id))).filter(
      (e) => e.userId === null && e.detail?.reconciled === true,
    );

  it('a request cut short before its envelope exists leaves the application in its approval', async () => {
    const id = await signableApplication(app, { user: 'demo.external' });
    const storage = app.services.storage;
    const write = storage.write;
    let cut: (err: Error) => void = () => {};
    let reached: () => void = () => {};
    const atWrite = new Promise<void>((resolve) => {
      reached = resolve;
    });
    storage.write = (key, ...rest) => {
      if (!key.startsWith(`contracts/${id}/`)) return write.call(storage, key, ...rest);
      reached();
      return new Promise((_, reject) => {
        cut = reject;
      });
    };
    try {
      const pending = call('GET', `/api/sign/${id}?action=sign&customerSignMethod=Embed`);
      await atWrite;
      // The node dies here: what another node reads now is what a crash leaves.
      const seen = await applicationOf(id);
      expect(seen?.status).toBe('Approved');
      expect(seen?.envelopeId).toBeNull();
      cut(new Error('killed'));
      expect((await pending).statusCode).toBe(500);
    } finally {
      storage.write = write;
    }
    expect((await applicationOf(id))?.status).toBe('Approved');
    expect(await db().select().from(envelopes).where(eq(envelopes.applicationId, id))).toEqual([]);
    // Nothing stranded: the dealer asks again.
    await request(id, 'customerSignMethod=Embed');
    expect((await applicationOf(id))?.status).toBe('Waiting for Signature');
  });

  it('the last signature and the status move together: a completion cut short is finished by the status check', async () => {
    const id = await signableApplication(app, { user: 'demo.external', coApplicant: true });
    const { envelopeId, urls } = await request(id, 'customerSignMethod=Embed&coCustomerSignMethod=Embed');
    expect((await sign(urls[0]?.url ?? '', 'Jordan Whitaker')).statusCode).toBe(200);
    const restore = failOnce('signaturesReceived');
    try {
      expect((await sign(urls[1]?.url ?? '', 'Sam Whitaker')).statusCode).toBe(500);
    } finally {
      restore();
    }
    // Both signatures are recorded; the envelope and the status have not moved, together.
    expect((await envelopeOf(envelopeId))?.status).toBe('sent');
    expect((await applicationOf(id))?.status).toBe('Waiting for Signature');
    expect((await call('GET', `/doc-api/check-sign/${id}?envelopeId=${envelopeId}`)).json()).toEqual({
      results: 'completed',
    });
    expect((await applicationOf(id))?.status).toBe('Signatures Received');
    expect((await envelopeOf(envelopeId))?.signedDocumentKey).toMatch(/^contracts\/.+\.pdf$/);
    const filed = await call('GET', `/doc-api/esign/upload-to-s3/${id}?envelopeId=${envelopeId}`);
    expect(filed.statusCode, filed.body).toBe(200);
  });

  it('refuses to void a contract one of two signers has signed, in English and in French', async () => {
    const id = await signableApplication(app, { user: 'demo.external', coApplicant: true });
    const { envelopeId, urls } = await request(id, 'customerSignMethod=Embed&coCustomerSignMethod=Embed');
    expect((await sign(urls[0]?.url ?? '', 'Jordan Whitaker')).statusCode).toBe(200);
    const en = await call('POST', `/api/sign/${id}/void`);
    expect(en.statusCode).toBe(409);
    expect(en.json().errorMessage).toBe(
      'A signer has already signed this contract: it can no longer be voided.',
    );
    const fr = await call('POST', `/api/sign/${id}/void`, 'fr');
    expect(fr.statusCode).toBe(409);
    expect(fr.json().errorMessage).toBe(
      'Un signataire a déjà signé ce contrat\u00a0: il ne peut plus être annulé.',
    );
    expect((await envelopeOf(envelopeId))?.status).toBe('sent');
    expect((await applicationOf(id))?.status).toBe('Waiting for Signature');
    // The co-customer can still sign, and the deal completes.
    expect((await sign(urls[1]?.url ?? '', 'Sam Whitaker')).statusCode).toBe(200);
    expect((await applicationOf(id))?.status).toBe('Signatures Received');
  });

  describe('the reconciliation', () => {
    /** An application written as a crash of the old code left it: waiting, naming this envelope id. */
    const waitingOn = async (id: string, envelopeId: string | null) =>
      db()
        .update(applications)
        .set({ ...statusColumns('Waiting for Signature'), envelopeId })
        .where(eq(applications.id, id));

    it('returns an application waiting on an envelope that was never created to its approval', async () => {
      const id = await signableApplication(app, {
        user: 'demo.external',
        status: 'Approved for Lesser Amount',
      });
      await db().update(applications).set({ amountApprovedCents: 500_000 }).where(eq(applications.id, id));
      await waitingOn(id, crypto.randomUUID());
      const none = await signableApplication(app, { user: 'demo.external' });
      await waitingOn(none, null);
      const report = await reconcile();
      expect(report.returned).toBeGreaterThanOrEqual(2);
      expect(await applicationOf(id)).toMatchObject({
        status: 'Approved for Lesser Amount',
        envelopeId: null,
      });
      expect((await applicationOf(none))?.status).toBe('Approved');
      const [moved] = await systemMoves(id);
      expect(moved?.type).toBe('application.signatureDeclined');
      expect(moved?.detail).toMatchObject({
        from: 'Waiting for Signature',
        to: 'Approved for Lesser Amount',
      });
      // A new request works again.
      await request(id, 'customerSignMethod=Embed');
    });

    it('returns an application waiting on a voided or declined envelope to the approval it had', async () => {
      const id = await signableApplication(app, {
        user: 'demo.external',
        status: 'Approved for Lesser Amount',
      });
      const { envelopeId } = await request(id, 'customerSignMethod=Embed');
      // The old void: the envelope ended, the status never followed.
      await db().update(envelopes).set({ status: 'voided' }).where(eq(envelopes.id, envelopeId));
      await reconcile();
      expect((await applicationOf(id))?.status).toBe('Approved for Lesser Amount');
      expect((await systemMoves(id)).length).toBe(1);
    });

    it('completes a built-in envelope all have signed and moves its application to Signatures Received', async () => {
      const id = await signableApplication(app, { user: 'demo.external' });
      const { envelopeId, urls } = await request(id, 'customerSignMethod=Embed');
      const restore = failOnce('signaturesReceived');
      try {
        expect((await sign(urls[0]?.url ?? '', 'Jordan Whitaker')).statusCode).toBe(500);
      } finally {
        restore();
      }
      expect((await envelopeOf(envelopeId))?.status).toBe('sent');
      const report = await reconcile();
      expect(report.completed).toBeGreaterThanOrEqual(1);
      expect(await envelopeOf(envelopeId)).toMatchObject({ status: 'completed' });
      expect((await envelopeOf(envelopeId))?.signedDocumentKey).toBeTruthy();
      expect(await applicationOf(id)).toMatchObject({ status: 'Signatures Received', isDocSigned: true });
      const download = await call('GET', `/doc-api/esign/downloadPdf/${id}`);
      expect(download.json().data.signed).toBe(true);
      // Run again: nothing left to do for it.
      await reconcile();
      expect((await applicationOf(id))?.status).toBe('Signatures Received');
    });

    it('moves an application still waiting on a completed envelope to Signatures Received', async () => {
      const id = await signableApplication(app, { user: 'demo.external' });
      const { envelopeId, urls } = await request(id, 'customerSignMethod=Embed');
      const restore = failOnce('signaturesReceived');
      try {
        await sign(urls[0]?.url ?? '', 'Jordan Whitaker');
      } finally {
        restore();
      }
      await app.services.signing.service.complete({
        ...((await envelopeOf(envelopeId)) as NonNullable<Awaited<ReturnType<typeof envelopeOf>>>),
      });
      // The old completion: the envelope ended without the status (written as it left it).
      await waitingOn(id, envelopeId);
      await reconcile();
      expect((await applicationOf(id))?.status).toBe('Signatures Received');
      const [moved] = await systemMoves(id);
      expect(moved?.type).toBe('application.signaturesReceived');
    });

    it('ends an envelope a signer declined that is still out, and the application returns to its approval', async () => {
      const id = await signableApplication(app, { user: 'demo.external' });
      const { envelopeId } = await request(id, 'customerSignMethod=Embed');
      await db()
        .update(signers)
        .set({ status: 'declined', declinedAt: new Date() })
        .where(eq(signers.envelopeId, envelopeId));
      await reconcile();
      expect((await envelopeOf(envelopeId))?.status).toBe('declined');
      expect((await applicationOf(id))?.status).toBe('Approved');
    });

    it('voids a contract envelope still out that no waiting application names (a void cut short)', async () => {
      const id = await signableApplication(app, { user: 'demo.external' });
      const { envelopeId, urls } = await request(id, 'customerSignMethod=Embed');
      await db()
        .update(applications)
        .set({ ...statusColumns('Approved'), envelopeId: null })
        .where(eq(applications.id, id));
      await reconcile();
      expect((await envelopeOf(envelopeId))?.status).toBe('voided');
      expect((await app.inject({ method: 'GET', url: urls[0]?.url ?? '' })).statusCode).toBe(403);
    });

    it('sends an envelope a crash left unsent, once it is older than the grace period', async () => {
      const id = await signableApplication(app, { user: 'demo.external' });
      const { envelopeId } = await request(id, 'customerSignMethod=Email');
      // As if the node died between the commit and the send.
      await db().update(envelopes).set({ providerEnvelopeId: null }).where(eq(envelopes.id, envelopeId));
      await db().delete(outbox).where(eq(outbox.to, 'jordan@example.ca'));
      expect((await reconcile()).sent).toBe(0);
      shift = 60_000;
      try {
        expect((await reconcile()).sent).toBeGreaterThanOrEqual(1);
      } finally {
        shift = 0;
      }
      expect((await envelopeOf(envelopeId))?.providerEnvelopeId).toBe(envelopeId);
      const mail = withBodies(
        app,
        await db().select().from(outbox).where(eq(outbox.to, 'jordan@example.ca')),
      );
      const link = /https:\/\/portal\.example\.ca(\/esign\/\S+)/.exec(mail[0]?.text ?? '')?.[1] ?? '';
      expect((await sign(link, 'Jordan Whitaker')).statusCode).toBe(200);
      expect((await applicationOf(id))?.status).toBe('Signatures Received');
    });

    it("completes a certificate's envelope all have signed; no status moves", async () => {
      // A document with a customer's signature block: a contract of another deal.
      const other = await signableApplication(app, { user: 'demo.external' });
      const sent = await envelopeOf((await request(other, 'customerSignMethod=Embed')).envelopeId);
      const document = new Uint8Array(await app.services.storage.read(sent?.documentKey ?? ''));
      const id = await signableApplication(app, { user: 'demo.external', status: 'Signatures Received' });
      const envelopeId = await app.services.signing.documents.send({
        purpose: 'certificate',
        applicationId: id,
        vendorId: (await applicationOf(id))?.vendorId ?? 0,
        document,
        documentName: 'certificate.pdf',
        reference: 'C9',
        language: 'en',
        signers: [
          { roleName: 'customer', name: 'Jordan Whitaker', email: 'jordan@example.ca', language: 'en' },
        ],
      });
      await db()
        .update(signers)
        .set({
          status: 'signed',
          signedAt: new Date(),
          consentAt: new Date(),
          signatureKind: 'typed',
          typedName: 'J W',
        })
        .where(eq(signers.envelopeId, envelopeId));
      await reconcile();
      expect(await envelopeOf(envelopeId)).toMatchObject({ status: 'completed' });
      expect((await envelopeOf(envelopeId))?.signedDocumentKey).toMatch(/^certificates\//);
      expect((await applicationOf(id))?.status).toBe('Signatures Received');
    });
  });

  it('seeds C1000002 waiting for signature on a real envelope: check, void and a new request all answer', async () => {
    const [deal] = await db()
      .select()
      .from(applications)
      .where(and(eq(applications.edgeId, 'C1000002')));
    expect(deal?.status).toBe('Waiting for Signature');
    const envelope = await envelopeOf(deal?.envelopeId ?? '');
    expect(envelope).toMatchObject({ status: 'sent', applicationId: deal?.id });
    expect(envelope?.providerEnvelopeId).toBe(envelope?.id);
    expect(await db().select().from(outbox).where(eq(outbox.to, 'lucas.chen@example.com'))).toEqual([]);
    const id = deal?.id ?? '';
    expect((await call('GET', `/doc-api/check-sign/${id}?envelopeId=${envelope?.id}`)).json()).toEqual({
      results: 'sent',
    });
    const state = await call('GET', `/api/sign/${id}/state`);
    expect(state.json().envelope).toMatchObject({
      status: 'sent',
      signers: [{ roleName: 'customer', method: 'Embed', status: 'pending' }],
    });
    // The dealer gets the 'sign as' link.
    const links = await request(id, 'customerSignMethod=Embed');
    expect(links).toMatchObject({ envelopeId: envelope?.id, urls: [{ roleName: 'customer' }] });
    // Nothing for the reconciliation to repair in the demo data.
    const voided = await call('POST', `/api/sign/${id}/void`);
    expect(voided.json()).toEqual({ result: 'Success', status: 'Approved' });
    await request(id, 'customerSignMethod=Email');
    expect((await applicationOf(id))?.status).toBe('Waiting for Signature');
  });
});
