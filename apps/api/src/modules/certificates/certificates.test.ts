// The electronic completion certificate (issue 13, decision 020): signed through the signing service by the installer
// and the customer, each with a link by e-mail in their language; done (and sealed) once both signed, which is what
// the funding checks and the package read; a decline, a reused or expired link, another vendor's application refused.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../adapters/esign/seal-identity.ts';
import { applications, envelopes } from '../../db/schema.ts';
import { signedApplication } from '../../test/funding-fixtures.ts';
import { withBodies } from '../../test/mail-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { pdfSignatures, pdfText } from '../documents/pdf-tools.ts';
import { outbox } from '../mail/mail.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;
const INSTALLER = 'alex@install.example';
const CUSTOMER = 'robin@example.com';
/** A PDF's text with its line breaks and no-break spaces as plain spaces (pdftotext keeps the layout's). */
const textOf = (pdf: Uint8Array, pages: { first?: number; last?: number } = {}) =>
  pdfText(pdf, pages).replace(/\s+/g, ' ');

interface Info {
  certificate: {
    done: boolean;
    signing: {
      status: string;
      signers: Array<{ roleName: string; status: string; signedAt: string | null }>;
    } | null;
  } | null;
}

describe.each(DATABASES)('electronic completion certificate on %s', (kind) => {
  let app: App;
  let now = new Date('2026-03-02T15:00:00Z');
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => now,
      env: { PUBLIC_URL: 'https://portal.example.ca', SEAL_P12: SEAL, SEAL_P12_PASSWORD: 'test' },
    });
    for (const user of ['demo.external', 'demo.quebec']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = callerFor(() => app, tokens);
  const requestElectronic = (id: string, user = 'demo.external', lang = 'en') =>
    call(
      user,
      'POST',
      `/api/get-completion-certificate/${id}`,
      {
        installerName: 'Alex Installer',
        installerEmail: INSTALLER,
        installerCompany: 'Install Co',
        method: 'electronic',
      },
      lang,
    );
  const info = async (id: string, user = 'demo.external') =>
    (await call(user, 'GET', `/api/completion-certificate/${id}`)).json<Info>();
  /** The invitation sent to an address about a loan: its subject and the link's path. */
  async function invitation(to: string, loan: string) {
    const rows = withBodies(
      app,
      await app.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), like(outbox.subject, `%${loan}%`))),
    );
    const message = rows.at(-1);
    const link = /https:\/\/portal\.example\.ca(\/esign\/\S+)/.exec(message?.text ?? '')?.[1] ?? '';
    return { subject: message?.subject ?? '', text: message?.text ?? '', link };
  }
  const sign = (link: string, name: string) =>
    app.inject({
      method: 'POST',
      url: `${link}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'vitest-signer' },
      payload: new URLSearchParams({ consent: 'yes', kind: 'typed', typedName: name }).toString(),
    });
  const decline = (link: string) =>
    app.inject({
      method: 'POST',
      url: `${link}/decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reason=Not+finished',
    });
  const loanOf = async (id: string) =>
    (await call('demo.external', 'GET', `/api/completion-certificate/${id}`)).json<{ edgeId: string }>()
      .edgeId;
  const checks = async (id: string) =>
    (await call('demo.external', 'GET', `/doc-api/applications/funding-checks/${id}`)).json<{
      checks: Array<{ id: string; ok: boolean }>;
    }>().checks;

  it('sends each signer a link; once both signed the certificate is done, sealed, and what the package reads', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const loan = await loanOf(id);
    const res = await requestElectronic(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'Success' } });

    const installer = await invitation(INSTALLER, loan);
    const customer = await invitation(CUSTOMER, loan);
    expect(installer.subject).toBe(`Please sign the completion certificate for loan ${loan}`);
    expect(customer.text).toContain('Hello Robin Fixture,');
    expect(installer.link).not.toBe(customer.link);

    const page = await app.inject({ method: 'GET', url: installer.link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign the completion certificate');
    const document = await app.inject({ method: 'GET', url: `${installer.link}/document.pdf` });
    expect(textOf(document.rawPayload)).toContain('Completion certificate');

    let state = await info(id);
    expect(state.certificate?.done).toBe(false);
    expect(state.certificate?.signing?.signers.map((s) => [s.roleName, s.status])).toEqual([
      ['installer', 'pending'],
      ['customer', 'pending'],
    ]);
    expect((await sign(installer.link, 'Alex Installer')).statusCode).toBe(200);
    state = await info(id);
    expect(state.certificate?.signing?.signers.map((s) => s.status)).toEqual(['signed', 'pending']);
    expect(state.certificate?.done).toBe(false);
    expect((await checks(id)).find((c) => c.id === 'certificateDone')?.ok).toBe(false);

    expect((await sign(customer.link, 'Robin Fixture')).statusCode).toBe(200);
    state = await info(id);
    expect(state.certificate?.signing?.status).toBe('completed');
    expect(state.certificate?.done).toBe(true);
    expect((await checks(id)).find((c) => c.id === 'certificateDone')?.ok).toBe(true);

    const completion = await app.services.certificates.completion(id);
    expect(completion.storageKey).toMatch(new RegExp(`^certificates/${id}/.+/signed-[0-9a-f-]+\\.pdf$`));
    const sealed = await app.services.storage.read(completion.storageKey ?? '');
    const text = textOf(sealed);
    expect(text).toContain('Signed electronically by Alex Installer');
    expect(text).toContain('Signed electronically by Robin Fixture');
    expect(text).toContain('how the completion certificate above was signed');
    expect(pdfSignatures(sealed).status).toBe(0);

    // A used link shows nothing any more.
    expect((await app.inject({ method: 'GET', url: customer.link })).statusCode).toBe(403);
    // The contract's envelope is still the Sign screen's and the package's.
    expect((await app.services.signing.service.latestContract(id))?.purpose).toBe('contract');
  });

  it('a decline ends the signing: not done, the other link refused, a new request replaces it', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const loan = await loanOf(id);
    await requestElectronic(id);
    const installer = await invitation(INSTALLER, loan);
    const customer = await invitation(CUSTOMER, loan);
    expect((await decline(customer.link)).statusCode).toBe(200);
    const state = await info(id);
    expect(state.certificate?.signing?.status).toBe('declined');
    expect(state.certificate?.signing?.signers.map((s) => s.status)).toEqual(['pending', 'declined']);
    expect(state.certificate?.done).toBe(false);
    const refused = await app.inject({ method: 'GET', url: installer.link });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('This link cannot be used');
    expect((await sign(installer.link, 'Alex Installer')).statusCode).toBe(403);

    // Asked again: new links; the earlier request's are void.
    await requestElectronic(id);
    const again = await invitation(INSTALLER, loan);
    expect(again.link).not.toBe(installer.link);
    expect((await app.inject({ method: 'GET', url: again.link })).statusCode).toBe(200);
    await requestElectronic(id);
    expect((await app.inject({ method: 'GET', url: again.link })).statusCode).toBe(403);
  });

  it('refuses an expired link, and another vendor’s application as missing', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const loan = await loanOf(id);
    await requestElectronic(id);
    const installer = await invitation(INSTALLER, loan);
    now = new Date(now.getTime() + 8 * DAY);
    try {
      expect((await app.inject({ method: 'GET', url: installer.link })).statusCode).toBe(403);
      expect((await sign(installer.link, 'Alex Installer')).statusCode).toBe(403);
    } finally {
      now = new Date(now.getTime() - 8 * DAY);
    }
    expect((await info(id)).certificate?.signing?.signers.map((s) => s.status)).toEqual([
      'pending',
      'pending',
    ]);

    const foreign = await requestElectronic(id, 'demo.quebec');
    expect(foreign.statusCode).toBe(404);
    expect((await call('demo.quebec', 'GET', `/api/completion-certificate/${id}`)).statusCode).toBe(404);
  });

  it('gives a Quebec vendor the Quebec certificate, French first, and the customer the e-mail in French', async () => {
    const id = await signedApplication(app, { user: 'demo.quebec', province: 'QC' });
    // The customer chose French on the Sign screen (the contract's recorded language).
    await app.database.db.update(envelopes).set({ language: 'fr' }).where(eq(envelopes.applicationId, id));
    const loan = (await call('demo.quebec', 'GET', `/api/completion-certificate/${id}`)).json<{
      edgeId: string;
    }>().edgeId;
    const res = await requestElectronic(id, 'demo.quebec', 'fr');
    expect(res.statusCode, res.body).toBe(200);
    const customer = await invitation(CUSTOMER, loan);
    expect(customer.subject).toBe(`Veuillez signer le certificat d’achèvement du prêt ${loan}`);
    const page = await app.inject({ method: 'GET', url: customer.link });
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Signer le certificat d’achèvement');
    const document = await app.inject({ method: 'GET', url: `${customer.link}/document.pdf` });
    const first = textOf(document.rawPayload, { first: 1, last: 1 });
    const second = textOf(document.rawPayload, { first: 2, last: 2 });
    expect(first).toContain('Certificat d’achèvement des travaux');
    expect(first).toContain('Loi sur la protection du consommateur du Québec');
    expect(second).toContain('Completion certificate');
    expect(second).toContain('Consumer Protection Act (Quebec)');
  });

  it('refuses an electronic certificate when the customer has no e-mail address', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    await app.database.db.update(applications).set({ email: null }).where(eq(applications.id, id));
    const res = await requestElectronic(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      'The customer has no e-mail address on the application: print the paper certificate, or add the e-mail first.',
    );
    expect((await info(id)).certificate).toBeNull();
  });
});
