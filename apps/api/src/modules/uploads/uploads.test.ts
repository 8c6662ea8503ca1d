import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { onePagePdf, signedApplication } from '../../test/funding-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const WRONG_TYPE = 'Invalid file type selected. Only JPG and PDF file formats are accepted.';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Every file under the storage root (what a refusal must not leave behind). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

describe.each(DATABASES)('uploads on %s', (kind) => {
  let app: App;
  let now = Date.parse('2026-03-02T15:00:00Z');
  const tokens: Record<string, string> = {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-uploads-'));
  const uploadRoot = path.join(dataDir, 'files');

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => new Date(now),
      env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '200000' },
    });
    for (const user of ['demo.external', 'demo.quebec', 'demo.internal'])
      tokens[user] = await login(app, user);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = callerFor(() => app, tokens);

  async function urlFor(
    id: string,
    uploadType = 'billOfSale',
    fileName = 'bill.pdf',
    contentType = 'application/pdf',
  ) {
    const res = await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
      uploadType,
      fileName,
      contentType,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string; uploadId: number; expiresAt: string; headers: Record<string, string> }>();
  }
  const put = (url: string, body: Buffer, contentType = 'application/pdf', lang = 'en') =>
    app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { 'content-type': contentType, 'accept-language': lang },
    });
  const rowsOf = (id: string) => app.database.db.select().from(uploads).where(eq(uploads.applicationId, id));
  const storedFiles = (id: string) => filesUnder(path.join(uploadRoot, 'applications', id));

  it('hands out a 50-minute URL, stores a PDF, answers present, and keeps the replaced one in the history', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const target = await urlFor(id);
    expect(Date.parse(target.expiresAt) - now).toBe(50 * 60_000);
    expect(target.url).toMatch(new RegExp(`^/doc-api/files/${id}/${target.uploadId}\\?`));
    const stored = await put(target.url, await onePagePdf('Bill of sale'));
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ uploadType: 'billOfSale', fileName: 'bill.pdf' });
    const status = (
      await call('demo.external', 'GET', `/doc-api/applications/check-upload-status/${id}`)
    ).json();
    expect(status.data).toEqual({
      billOfSale: 'present',
      voidCheque: 'absent',
      proofOfOwnership: 'absent',
      warrantyInfo: 'absent',
      otherSupportingDocs: 'absent',
    });
    expect(status.locked).toBe(false);

    const again = await urlFor(id, 'billOfSale', 'bill-v2.pdf');
    expect((await put(again.url, await onePagePdf('Bill of sale, corrected'))).statusCode).toBe(200);
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.fileName, r.status])).toEqual([
      ['bill.pdf', 'replaced'],
      ['bill-v2.pdf', 'stored'],
    ]);
    expect(storedFiles(id)).toHaveLength(2);
    const complete = await call('demo.external', 'POST', `/doc-api/applications/upload-complete/${id}`, {
      uploadId: again.uploadId,
    });
    expect(complete.json()).toMatchObject({ fileName: 'bill-v2.pdf' });
  });

  it('refuses a wrong type by name before handing out a URL, in both languages', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    for (const [fileName, contentType] of [
      ['scan.png', 'image/png'],
      ['bill.pdf', 'image/jpeg'],
    ]) {
      const res = await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
        uploadType: 'billOfSale',
        fileName,
        contentType,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(WRONG_TYPE);
    }
    const fr = await call(
      'demo.external',
      'POST',
      `/doc-api/applications/upload-to-s3/${id}`,
      { uploadType: 'voidCheque', fileName: 'a.gif', contentType: 'image/gif' },
      'fr',
    );
    expect(fr.json().errorMessage).toBe(
      'Type de fichier invalide. Seuls les formats JPG et PDF sont acceptés.',
    );
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses a wrong type by content (a PNG named .pdf, a PDF named .jpg) and keeps nothing', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const png = await urlFor(id);
    const res = await put(png.url, PNG);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(WRONG_TYPE);
    const pdfAsJpeg = await urlFor(id, 'voidCheque', 'cheque.jpg', 'image/jpeg');
    expect((await put(pdfAsJpeg.url, await onePagePdf('x'), 'image/jpeg')).statusCode).toBe(400);
    expect((await rowsOf(id)).map((r) => [r.status, r.rejectReason])).toEqual([
      ['rejected', 'wrongType'],
      ['rejected', 'wrongType'],
    ]);
    expect(filesUnder(path.join(uploadRoot, 'applications', id))).toEqual([]);
    expect(filesUnder(path.join(uploadRoot, 'incoming', id))).toEqual([]);
    const status = (
      await call('demo.external', 'GET', `/doc-api/applications/check-upload-status/${id}`)
    ).json();
    expect(status.data.billOfSale).toBe('absent');
  });

  it('refuses a reused URL and keeps the first file', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const target = await urlFor(id);
    // The bytes sent, kept: a PDF made again can differ by a byte (its dates are written as text).
    const first = await onePagePdf('first');
    expect((await put(target.url, first)).statusCode).toBe(200);
    const reuse = await put(target.url, await onePagePdf('second, longer than the first one'));
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().errorMessage).toBe('This upload link was already used. Choose the file again.');
    const [row] = await rowsOf(id);
    expect(row?.size).toBe(first.length);
  });

  it('refuses an expired URL (51 minutes later) and stores nothing', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const target = await urlFor(id);
    now += 51 * 60_000;
    const res = await put(target.url, await onePagePdf('late'), 'application/pdf', 'fr');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe(
      'Ce lien de téléversement a expiré. Choisissez le fichier de nouveau.',
    );
    expect((await rowsOf(id)).map((r) => r.status)).toEqual(['pending']);
    expect(filesUnder(path.join(uploadRoot, 'incoming', id))).toEqual([]);
  });

  it("refuses a PUT to another application's URL (the signature names the application)", async () => {
    const mine = await signedApplication(app, { user: 'demo.external' });
    const other = await signedApplication(app, { user: 'demo.external' });
    const target = await urlFor(mine);
    const res = await put(target.url.replace(mine, other), await onePagePdf('elsewhere'));
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe('This upload link is not valid. Choose the file again.');
    const tampered = await put(
      target.url.replace(/signature=[^&]+/, 'signature=AAAA'),
      await onePagePdf('x'),
    );
    expect(tampered.statusCode).toBe(403);
    expect(await rowsOf(other)).toEqual([]);
    expect((await rowsOf(mine)).map((r) => r.status)).toEqual(['pending']);
  });

  it('refuses a file over the size limit while it streams, and keeps nothing', async () => {
    const id = await signedApplication(app, { user: 'demo.external' });
    const target = await urlFor(id);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0x20)]);
    const res = await put(target.url, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().errorMessage).toBe('The file is too large: the limit is 0 MB.');
    expect(filesUnder(path.join(uploadRoot, 'incoming', id))).toEqual([]);
  });

  it('sends an upload before signing back to Sign, and hides another vendor’s application', async () => {
    const waiting = await signedApplication(app, { user: 'demo.external', status: 'Waiting for Signature' });
    const res = await call('demo.external', 'POST', `/doc-api/applications/upload-to-s3/${waiting}`, {
      uploadType: 'billOfSale',
      fileName: 'bill.pdf',
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorMessage: 'Please sign contract uploading files.',
      code: 'SIGN_FIRST',
    });
    const id = await signedApplication(app, { user: 'demo.external' });
    const foreign = await call('demo.quebec', 'POST', `/doc-api/applications/upload-to-s3/${id}`, {
      uploadType: 'billOfSale',
      fileName: 'bill.pdf',
      contentType: 'application/pdf',
    });
    expect(foreign.statusCode).toBe(404);
    const internal = await signedApplication(app, { user: 'demo.internal' });
    const notExternal = await call(
      'demo.internal',
      'POST',
      `/doc-api/applications/upload-to-s3/${internal}`,
      {
        uploadType: 'billOfSale',
        fileName: 'bill.pdf',
        contentType: 'application/pdf',
      },
    );
    expect(notExternal.statusCode).toBe(409);
    expect(await rowsOf(id)).toEqual([]);
  });
});
