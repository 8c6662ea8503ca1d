// The get answer's closing steps (decision 031) and spec §3's creditProgramID: each fact follows the deal as the
// owning module records it (an asset added, a program saved, the contract requested and signed, the certificate
// done, the package submitted), on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../adapters/esign/seal-identity.ts';
import { applications } from '../../db/schema.ts';
import { approvedApplication } from '../../test/financing-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from './application-status.repository.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const SEAL = `base64:${createSelfSignedSeal('Test seal', 'test').toString('base64')}`;

interface ApplicationRecord {
  application: { creditProgramID: number | null };
  closing: Record<string, boolean>;
}

describe.each(DATABASES)('closing steps of the get answer on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: { PUBLIC_URL: 'https://portal.example.ca', SEAL_P12: SEAL, SEAL_P12_PASSWORD: 'test' },
    });
    for (const user of ['demo.external', 'demo.internal']) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, user = 'demo.external') =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: tokens[user] ?? '', 'accept-language': 'en' },
    });
  const record = async (id: string) => {
    const res = await call('GET', `/api/applications/get/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApplicationRecord>();
  };
  const saveProgram = (id: string) =>
    call(
      'GET',
      `/api/application/save-program/${id}?programId=196&termId=5&leaseDate=04/15/2026&installationDate=04/02/2026&certificateMethod=paper`,
    );

  it('marks each step done only once the deal has it, and writes creditProgramID on save-program', async () => {
    const id = await approvedApplication(app, { user: 'demo.external' });
    const none = await record(id);
    expect(none.closing).toEqual({
      assets: false,
      program: false,
      contractRequested: false,
      signed: false,
      certificate: false,
      submitted: false,
    });
    expect(none.application.creditProgramID).toBeNull();

    const added = await call(
      'GET',
      `/api/application/add-asset/${id}?assetTypeId=1&assetSubTypeId=3&retailCost=5000`,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect((await record(id)).closing).toMatchObject({ assets: true, program: false });

    expect((await saveProgram(id)).statusCode).toBe(200);
    const saved = await record(id);
    expect(saved.closing).toMatchObject({
      assets: true,
      program: true,
      contractRequested: false,
      signed: false,
    });
    expect(saved.application.creditProgramID).toBe(196);
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.creditProgramId).toBe(196);

    const requested = await call(
      'GET',
      `/api/sign/${id}?action=sign&url=/sign/${id}&customerSignMethod=Embed&language=en`,
    );
    expect(requested.statusCode, requested.body).toBe(200);
    expect((await record(id)).closing).toMatchObject({ contractRequested: true, signed: false });
    // The program stays named while the contract is out; a second save is refused as locked.
    expect((await saveProgram(id)).statusCode).toBe(409);
    expect((await record(id)).application.creditProgramID).toBe(196);

    const { urls, envelopeId } = requested.json<{ urls: Array<{ url: string }>; envelopeId: string }>();
    const [link] = urls;
    const signed = await app.inject({
      method: 'POST',
      url: `${new URL(link?.url ?? '', 'http://x').pathname}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'vitest-signer' },
      payload: new URLSearchParams({ consent: 'yes', kind: 'typed', typedName: 'Robin Fixture' }).toString(),
    });
    expect(signed.statusCode, signed.body).toBeLessThan(400);
    expect((await record(id)).closing).toMatchObject({ signed: true, certificate: false, submitted: false });

    // Next on Sign files the signed contract; the loan number is the edge system's (as the funding fixtures write it).
    const filed = await call('GET', `/doc-api/esign/upload-to-s3/${id}?envelopeId=${envelopeId}`);
    expect(filed.statusCode, filed.body).toBe(200);
    await app.database.db.update(applications).set({ edgeId: 'T1234567' }).where(eq(applications.id, id));
    const certificate = await call('POST', `/api/get-completion-certificate/${id}`, {
      installerName: 'Alex Installer',
      installerEmail: 'installer@example.com',
      installerCompany: 'Install Co',
      method: 'paper',
    });
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect((await record(id)).closing).toMatchObject({ signed: true, certificate: true, submitted: false });

    await app.database.db
      .update(applications)
      .set(statusColumns('Documents Submitted'))
      .where(eq(applications.id, id));
    expect((await record(id)).closing).toEqual({
      assets: true,
      program: true,
      contractRequested: true,
      signed: true,
      certificate: true,
      submitted: true,
    });
  });

  it('answers nothing done before approval, and a session-expired refusal with its code', async () => {
    const id = await approvedApplication(app, { user: 'demo.external', status: 'Incomplete' });
    expect((await record(id)).closing).toMatchObject({ assets: false, program: false, signed: false });
    const expired = await app.inject({
      method: 'GET',
      url: `/api/applications/get/${id}`,
      headers: { authorization: 'not-a-token', 'accept-language': 'fr' },
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ errorMessage: 'Jeton expiré ou inexistant', code: 'TOKEN_EXPIRED' });
    // An internal vendor's refusal of the financing screens is a 403 without that code: not the session's end.
    const internal = await approvedApplication(app, { user: 'demo.internal' });
    const refused = await call('GET', `/api/application/get-assets/${internal}`, undefined, 'demo.internal');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errorMessage: 'Only External Vendors can prepare the contract of an application.',
    });
  });
});
