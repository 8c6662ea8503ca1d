import { checkState, type FundingCheck } from '@vp/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, fundingPackages, loanLedger } from '../../db/schema.ts';
import { onePagePdf, signedApplication } from '../../test/funding-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A phone photo: stored landscape with EXIF orientation 6 (rotate 90° to show it upright). */
const phoneJpeg = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe.each(DATABASES)('certificate, combine and submit, funding review on %s', (kind) => {
  let app: App;
  const now = Date.parse('2026-03-02T15:00:00Z');
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind, { clock: () => new Date(now) });
    for (const user of ['demo.external', 'demo.quebec', 'demo.underwriter'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const call = callerFor(() => app, tokens);

  async function upload(id: string, uploadType: string, body: Buffer, jpeg = false, user = 'demo.external') {
    const target = await call(user, 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
      uploadType,
      fileName: jpeg ? 'photo.jpg' : `${uploadType}.pdf`,
      contentType: jpeg ? 'image/jpeg' : 'application/pdf',
    });
    const put = await app.inject({
      method: 'PUT',
      url: target.json().url,
      payload: body,
      headers: target.json().headers,
    });
    expect(put.statusCode, put.body).toBe(200);
  }

  async function certificate(id: string, user = 'demo.external', method = 'paper') {
    return call(user, 'POST', `/api/get-completion-certificate/${id}`, {
      installerName: 'Alex Installer',
      installerEmail: 'alex@install.example',
      installerCompany: 'Install Co',
      method,
    });
  }

  it('answers the paper certificate as a PDF named after the loan number; Quebec French first', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const info = (await call('demo.external', 'GET', `/api/completion-certificate/${id}`)).json();
    expect(info).toMatchObject({ method: 'paper', quebec: false, certificate: null });
    const res = await certificate(id);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    expect(res.json().data.fileName).toBe(`${row?.edgeId}.pdf`);
    const pdf = await PDFDocument.load(Buffer.from(res.json().data.base64, 'base64'));
    expect(pdf.getPageCount()).toBe(1);
    const qc = await signedApplication(app, { user: 'demo.quebec', province: 'QC' });
    const quebec = await certificate(qc, 'demo.quebec');
    expect((await PDFDocument.load(Buffer.from(quebec.json().data.base64, 'base64'))).getPageCount()).toBe(2);
    const missing = await call('demo.external', 'POST', `/api/get-completion-certificate/${id}`, {
      installerName: 'Alex',
      installerEmail: '',
      installerCompany: 'Install Co',
      method: 'electronic',
    });
    expect(missing.statusCode).toBe(400);
    const electronic = await certificate(id, 'demo.external', 'electronic');
    expect(electronic.json()).toEqual({ data: { status: 'Success' } });
  });

  it('refuses a package with a document missing, and a bill of sale amount that differs, storing nothing', async () => {
    const id = await signedApplication(app, { user: 'demo.external', financedCents: 512_345 });
    await certificate(id);
    await upload(id, 'billOfSale', await onePagePdf('Bill'));
    await upload(id, 'voidCheque', await onePagePdf('Cheque'));
    const missing = await call(
      'demo.external',
      'GET',
      `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=5123.45`,
    );
    expect(missing.statusCode).toBe(409);
    expect(missing.json().errorMessage).toBe(
      'Upload the bill of sale, the void cheque and the warranty information before submitting the package.',
    );
    await upload(id, 'warrantyInfo', await onePagePdf('Warranty'));
    const mismatch = await call(
      'demo.external',
      'GET',
      `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=${encodeURIComponent('5 123,44 $')}`,
      undefined,
      'fr',
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorMessage).toBe(
      'Le montant final de l’acte de vente (5123.44) diffère du montant financé du contrat (5123.45).',
    );
    expect(
      await app.database.db.select().from(fundingPackages).where(eq(fundingPackages.applicationId, id)),
    ).toEqual([]);
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('Signatures Received');
  });

  it('lists the checks, submits one package PDF, and the lender funds only after the cooling-off period', async () => {
    const id = await signedApplication(app, {
      user: 'demo.external',
      signedAt: new Date('2026-03-01T18:00:00Z'),
    });
    await certificate(id);
    await upload(id, 'billOfSale', await onePagePdf('Bill'));
    await upload(id, 'voidCheque', await phoneJpeg(), true);
    await upload(id, 'warrantyInfo', await onePagePdf('Warranty'));
    const checks = (await call('demo.external', 'GET', `/doc-api/applications/funding-checks/${id}`)).json();
    // The bill of sale's amount is not typed yet: that check is not yet checked, never passed (issue 23).
    const states = Object.fromEntries(checks.checks.map((c: FundingCheck) => [c.id, checkState(c)]));
    expect(states).toEqual({
      contractSealed: 'passed',
      certificateDone: 'passed',
      requiredUploads: 'passed',
      amountsAgree: 'notChecked',
      serialNumbers: 'passed',
      coolingOff: 'passed',
    });
    expect(checks).toMatchObject({ earliestFundingDate: '2026-03-12', coolingOffDays: 10 });

    const sent = await call(
      'demo.external',
      'GET',
      `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=5123.45`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    // Contract, certificate, bill of sale, the cheque's photo, warranty.
    expect(sent.json()).toMatchObject({ result: 'Success', pages: 5 });
    const status = (
      await call('demo.external', 'GET', `/doc-api/applications/check-upload-status/${id}`)
    ).json();
    expect(status).toMatchObject({ status: 'Documents Submitted', locked: true });
    const locked = await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
      uploadType: 'billOfSale',
      fileName: 'b.pdf',
      contentType: 'application/pdf',
    });
    expect(locked.statusCode).toBe(409);

    const queue = (await call('demo.underwriter', 'GET', '/api/underwriter/funding')).json().results;
    expect(queue.find((q: { id: string }) => q.id === id)).toMatchObject({
      pages: 5,
      earliestFundingDate: '2026-03-12',
    });
    const pdf = await call('demo.underwriter', 'GET', `/api/underwriter/funding/${id}/package`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const combined = await PDFDocument.load(pdf.rawPayload);
    expect(combined.getPageCount()).toBe(5);
    expect((await call('demo.external', 'GET', '/api/underwriter/funding')).statusCode).toBe(403);

    const early = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'fund',
      fundingDate: '2026-03-11',
    });
    expect(early.statusCode).toBe(409);
    // The date as every screen writes it (decision 032), never the wire's 2026-03-12, in each language.
    expect(early.json().errorMessage).toBe(
      "The customer's cooling-off period has not ended: the earliest funding date is March 12, 2026.",
    );
    const earlyFr = await call(
      'demo.underwriter',
      'POST',
      `/api/underwriter/funding/${id}`,
      { decision: 'fund', fundingDate: '2026-03-11' },
      'fr',
    );
    expect(earlyFr.json().errorMessage).toBe(
      'Le délai de résolution du client n’est pas écoulé\u00a0: la date de financement la plus proche est le 12\u00a0mars\u00a02026.',
    );
    const funded = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'fund',
      fundingDate: '2026-03-12',
    });
    expect(funded.json()).toEqual({ status: 'Booked' });
    const ledger = await app.database.db.select().from(loanLedger).where(eq(loanLedger.applicationId, id));
    expect(ledger.map((e) => e.entry)).toEqual(['packageFiled', 'booked']);
    const summary = (await call('demo.external', 'GET', '/api/applications/summary')).json().results;
    expect(summary.Funded).toBeGreaterThanOrEqual(1);
  });

  it('asks for missing documents with a note the dealer sees, and takes the package again', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    await certificate(id);
    for (const type of ['billOfSale', 'voidCheque', 'warrantyInfo'])
      await upload(id, type, await onePagePdf(type));
    await call('demo.external', 'GET', `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=5123.45`);
    const asked = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'missingDocuments',
      note: 'The void cheque is unreadable.',
    });
    expect(asked.json()).toEqual({ status: 'Missing Documents' });
    const status = (
      await call('demo.external', 'GET', `/doc-api/applications/check-upload-status/${id}`)
    ).json();
    expect(status).toMatchObject({ locked: false, missingDocumentsNote: 'The void cheque is unreadable.' });
    await upload(id, 'voidCheque', await onePagePdf('Cheque, readable'));
    const again = await call(
      'demo.external',
      'GET',
      `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=5123.45`,
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});
