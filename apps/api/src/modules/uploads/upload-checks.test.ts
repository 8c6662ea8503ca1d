// Issue 22 items 4, 5 and 9: an upload is read whole when it completes (a file that only starts like a PDF or a JPEG
// is refused, named, and not kept), an upload URL handed out before the submission no longer writes after it, and an
// over-long file name is said to be too long. Combine and submit's refusals are in funding-refusals.test.ts.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { onePagePdf, signedApplication, submitPackage, uploadFile } from '../../test/funding-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const jpeg = (width = 80, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

describe.each(DATABASES)('uploads checked whole, and only while documents may change, on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-upload-checks-'));
  const root = path.join(dataDir, 'files');

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => new Date('2026-03-20T15:00:00Z'),
      env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '3000000' },
    });
    for (const user of ['demo.external', 'demo.underwriter']) tokens[user] = await login(app, user);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = callerFor(() => app, tokens);
  const token = () => tokens['demo.external'] ?? '';
  const rowsOf = (id: string) => app.database.db.select().from(uploads).where(eq(uploads.applicationId, id));
  const kept = (id: string) => [
    ...filesUnder(path.join(root, 'applications', id)),
    ...filesUnder(path.join(root, 'incoming', id)),
  ];
  const uploadStatus = async (id: string) =>
    (await call('demo.external', 'GET', `/doc-api/applications/check-upload-status/${id}`)).json();
  const complete = (id: string, uploadId: number, lang = 'en') =>
    call('demo.external', 'POST', `/doc-api/applications/upload-complete/${id}`, { uploadId }, lang);

  it.each([
    [
      'HTML behind a PDF header',
      'bill.pdf',
      'application/pdf',
      () => Buffer.from('%PDF-1.4\n<html><body>x</body></html>'),
    ],
    [
      'a PDF cut in half',
      'bill.pdf',
      'application/pdf',
      async () => (await onePagePdf('cut')).subarray(0, 300),
    ],
    [
      'HTML behind a JPEG marker',
      'photo.jpg',
      'image/jpeg',
      () => Buffer.from([0xff, 0xd8, 0xff, 0x3c, 0x68, 0x74]),
    ],
    ['a JPEG cut in half', 'photo.jpeg', 'image/jpeg', async () => (await jpeg()).subarray(0, 200)],
  ])(
    'refuses %s when the upload completes, naming the file, and keeps nothing',
    async (_case, fileName, contentType, body) => {
      const id = await signedApplication(app, { user: 'demo.external' });
      const kindName = contentType === 'image/jpeg' ? 'JPG' : 'PDF';
      const res = await uploadFile(app, token(), id, 'billOfSale', await body(), { fileName, contentType });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errorMessage).toBe(
        `${fileName} cannot be read as a ${kindName} file: it may be damaged, or only named like one. Save or scan it again, then upload it.`,
      );
      const [row] = await rowsOf(id);
      expect(row).toMatchObject({ status: 'rejected', rejectReason: 'unreadable' });
      expect(kept(id)).toEqual([]);
      expect((await uploadStatus(id)).data.billOfSale).toBe('absent');
      // The completion call after the PUT answers the same refusal, in the dealer's language.
      const again = await complete(id, row?.id ?? 0, 'fr');
      expect(again.statusCode).toBe(422);
      expect(again.json().errorMessage).toBe(
        `Le fichier ${fileName} ne peut pas être lu comme un fichier ${kindName}\u00a0: il est peut-être endommagé, ou n’en a que le nom. Enregistrez-le ou numérisez-le de nouveau, puis téléversez-le.`,
      );
    },
  );

  it('refuses a PDF without a page, and a photo past the pixel limit, saying why', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const empty = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));
    const noPages = await uploadFile(app, token(), id, 'warrantyInfo', empty, { fileName: 'warranty.pdf' });
    expect(noPages.statusCode).toBe(422);
    expect(noPages.json().errorMessage).toBe(
      'warranty.pdf is a PDF without a single page. Save or scan it again, then upload it.',
    );
    const huge = await uploadFile(app, token(), id, 'voidCheque', await jpeg(5000, 5000), {
      fileName: 'cheque.jpg',
      contentType: 'image/jpeg',
      lang: 'fr',
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errorMessage).toBe(
      'L’image cheque.jpg est trop grande (plus de 24 mégapixels). Prenez-la à une résolution plus basse, ou numérisez-la en PDF, puis téléversez-la.',
    );
    expect(kept(id)).toEqual([]);
    // A real PDF and a real photo are kept.
    expect((await uploadFile(app, token(), id, 'warrantyInfo', await onePagePdf('w'))).statusCode).toBe(200);
    const photo = await uploadFile(app, token(), id, 'voidCheque', await jpeg(), {
      fileName: 'cheque.jpg',
      contentType: 'image/jpeg',
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(kept(id)).toHaveLength(2);
  });

  it('says a file name over 255 characters is too long, in both languages', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const ask = (lang: string) =>
      call(
        'demo.external',
        'POST',
        `/doc-api/applications/upload-to-s3/${id}`,
        { uploadType: 'billOfSale', fileName: `${'a'.repeat(252)}.pdf`, contentType: 'application/pdf' },
        lang,
      );
    const en = await ask('en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ fileName: 'This value is too long.' });
    expect((await ask('fr')).json().errors).toEqual({ fileName: 'Cette valeur est trop longue.' });
    const fits = await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
      uploadType: 'billOfSale',
      fileName: `${'a'.repeat(251)}.pdf`,
      contentType: 'application/pdf',
    });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses a PUT to a URL handed out before the submission, after it and after Booked, keeping what was funded', async () => {
    const id = await signedApplication(app, {
      user: 'demo.external',
      signedAt: new Date('2026-03-01T18:00:00Z'),
    });
    const early = async (uploadType: string) =>
      (
        await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
          uploadType,
          fileName: `${uploadType}-late.pdf`,
          contentType: 'application/pdf',
        })
      ).json<{ url: string; uploadId: number; headers: Record<string, string> }>();
    const afterSubmission = await early('billOfSale');
    const afterBooking = await early('voidCheque');
    await submitPackage(app, token(), id);
    const before = { files: kept(id), status: await uploadStatus(id) };

    const put = (target: { url: string; headers: Record<string, string> }, lang = 'en') =>
      app.inject({
        method: 'PUT',
        url: target.url,
        payload: Buffer.from('%PDF-1.7 replaced after the submission'),
        headers: { ...target.headers, 'accept-language': lang },
      });
    const submitted = await put(afterSubmission);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().errorMessage).toBe(
      'The documents of this application can no longer be changed (status: Documents submitted): this file was not kept.',
    );
    const funded = await call('demo.underwriter', 'POST', `/api/underwriter/funding/${id}`, {
      decision: 'fund',
      fundingDate: '2026-03-12',
    });
    expect(funded.json()).toEqual({ status: 'Booked' });
    const booked = await put(afterBooking, 'fr');
    expect(booked.statusCode).toBe(409);
    expect(booked.json().errorMessage).toBe(
      'Les documents de cette demande ne peuvent plus être modifiés (statut\u00a0: Financée)\u00a0: ce fichier n’a pas été conservé.',
    );
    expect(kept(id)).toEqual(before.files);
    expect((await uploadStatus(id)).files).toEqual(before.status.files);
    const late = (await rowsOf(id)).filter((r) => r.fileName.endsWith('-late.pdf'));
    expect(late.map((r) => [r.status, r.rejectReason])).toEqual([
      ['rejected', 'locked'],
      ['rejected', 'locked'],
    ]);
  });

  it('does not keep a file whose PUT was still arriving when the package was submitted', async () => {
    const id = await signedApplication(app, {
      user: 'demo.external',
      signedAt: new Date('2026-03-01T18:00:00Z'),
    });
    await call('demo.external', 'POST', `/api/get-completion-certificate/${id}`, {
      installerName: 'Alex Installer',
      installerEmail: 'alex@install.example',
      installerCompany: 'Install Co',
      method: 'paper',
    });
    for (const type of ['billOfSale', 'voidCheque', 'warrantyInfo'])
      expect((await uploadFile(app, token(), id, type, await onePagePdf(type))).statusCode).toBe(200);
    const target = (
      await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
        uploadType: 'billOfSale',
        fileName: 'bill-v2.pdf',
        contentType: 'application/pdf',
      })
    ).json<{ url: string; uploadId: number; headers: Record<string, string> }>();
    const body = new PassThrough();
    const replacement = await onePagePdf('Bill of sale, second version');
    body.write(replacement.subarray(0, 100));
    const arriving = app.inject({ method: 'PUT', url: target.url, payload: body, headers: target.headers });
    for (let i = 0; i < 100; i++) {
      const row = (await rowsOf(id)).find((r) => r.id === target.uploadId);
      if (row?.status === 'receiving') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const sent = await call(
      'demo.external',
      'GET',
      `/doc-api/applications/send-to-edge/${id}?billOfSaleAmount=5123.45`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    body.end(replacement.subarray(100));
    const res = await arriving;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorMessage).toBe(
      'The documents of this application can no longer be changed (status: Documents submitted): this file was not kept.',
    );
    expect((await uploadStatus(id)).files.billOfSale).toMatchObject({ fileName: 'billOfSale.pdf' });
    expect(kept(id).filter((f) => f.includes(String(target.uploadId)))).toEqual([]);
  });
});
