// Both storage adapters against real storage: the local disk across a restart, and the S3 adapter against s3rver, a
// real S3-compatible HTTP server started here (presigned PUTs over HTTP, ranged reads, copy, delete).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
// @ts-expect-error s3rver ships no types; the test uses its constructor, run() and close() only.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, uploads } from '../../db/schema.ts';
import { statusColumns } from '../../modules/applications/application-status.repository.ts';
import { onePagePdf, signedApplication } from '../../test/funding-fixtures.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

describe('local storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vp-local-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const secret = randomBytes(32);

  it('accepts a URL signed before a restart and reads the files written before it', async () => {
    const before = createLocalStorage({ root, secret });
    const expiresAt = new Date(Date.now() + 60_000);
    const url = await before.uploadUrl({
      key: 'incoming/a/1',
      applicationId: '00000000-0000-4000-8000-000000000001',
      uploadId: 7,
      contentType: 'application/pdf',
      expiresAt,
    });
    await before.writeStream('applications/a/bill.pdf', Readable.from([Buffer.from('%PDF-1.7 kept')]), 1000);

    const after = createLocalStorage({ root, secret });
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    expect(after.verify('00000000-0000-4000-8000-000000000001', 7, query, new Date())).toMatchObject({
      key: 'incoming/a/1',
    });
    expect(
      after.verify('00000000-0000-4000-8000-000000000001', 7, query, new Date(expiresAt.getTime() + 1)),
    ).toBe('expired');
    expect(after.verify('00000000-0000-4000-8000-000000000001', 8, query, new Date())).toBe('invalid');
    expect(
      createLocalStorage({ root, secret: randomBytes(32) }).verify(
        '00000000-0000-4000-8000-000000000001',
        7,
        query,
        new Date(),
      ),
    ).toBe('invalid');
    expect((await after.read('applications/a/bill.pdf')).toString()).toBe('%PDF-1.7 kept');
    expect(await after.size('applications/a/missing.pdf')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    const storage = createLocalStorage({ root, secret });
    await expect(storage.read('../etc/passwd')).rejects.toThrow(/unsafe/);
    await expect(storage.read('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

/** The tests that build a whole app on the bucket: longer than the suite's 30 s on a machine shared by other runs. */
const APP_TEST_TIMEOUT = 120_000;

describe('S3 storage against s3rver', () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'vp-s3rver-'));
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let endpoint = '';
  const bucket = 'vendor-portal-test';

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const settings = () => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

  it('PUTs through a presigned URL, reads the first bytes, moves and deletes', async () => {
    // One instant for the request and the adapter's clock: the expiry is exact, however slow the machine.
    const now = new Date();
    const storage = createS3Storage(settings(), () => now);
    const url = await storage.uploadUrl({
      key: 'incoming/app/1',
      applicationId: 'app',
      uploadId: 1,
      contentType: 'application/pdf',
      expiresAt: new Date(now.getTime() + 50 * 60_000),
    });
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(url).toMatch(/X-Amz-Expires=3000/);
    const body = await onePagePdf('through S3');
    const put = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'application/pdf' } });
    expect(put.status).toBe(200);
    expect(await storage.size('incoming/app/1')).toBe(body.length);
    expect((await storage.readStart('incoming/app/1', 5)).toString()).toBe('%PDF-');
    await storage.move('incoming/app/1', 'applications/app/billOfSale/1.pdf');
    expect(await storage.size('incoming/app/1')).toBeNull();
    expect((await storage.read('applications/app/billOfSale/1.pdf')).equals(body)).toBe(true);
    await storage.delete('applications/app/billOfSale/1.pdf');
    expect(await storage.size('applications/app/billOfSale/1.pdf')).toBeNull();
  });

  it(
    'runs the upload calls on a bucket: presigned PUT, checked on completion, a wrong content discarded',
    async () => {
      const app = await createTestApp('pglite', {
        env: {
          S3_ENDPOINT: endpoint,
          S3_BUCKET: bucket,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: '1',
        },
      });
      try {
        const token = await login(app, 'demo.external');
        const id = await signedApplication(app, { user: 'demo.external' });
        const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
          app.inject({ method, url, payload, headers: { authorization: token } });
        const ask = async (fileName: string, contentType: string) =>
          (
            await call('POST', `/doc-api/applications/upload-to-s3/${id}`, {
              uploadType: 'voidCheque',
              fileName,
              contentType,
            })
          ).json<{ url: string; uploadId: number; headers: Record<string, string> }>();

        const good = await ask('cheque.pdf', 'application/pdf');
        expect(good.url.startsWith(endpoint)).toBe(true);
        // The bytes sent, kept: a PDF made again can differ by a byte (its dates are written as text).
        const cheque = await onePagePdf('cheque');
        await fetch(good.url, { method: 'PUT', body: cheque, headers: good.headers });
        const done = await call('POST', `/doc-api/applications/upload-complete/${id}`, {
          uploadId: good.uploadId,
        });
        expect(done.statusCode, done.body).toBe(200);
        const status = (await call('GET', `/doc-api/applications/check-upload-status/${id}`)).json();
        expect(status.data.voidCheque).toBe('present');

        const bad = await ask('photo.jpg', 'image/jpeg');
        await fetch(bad.url, { method: 'PUT', body: Buffer.from('GIF89a not a jpeg'), headers: bad.headers });
        const refused = await call('POST', `/doc-api/applications/upload-complete/${id}`, {
          uploadId: bad.uploadId,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errorMessage).toBe(
          'Invalid file type selected. Only JPG and PDF file formats are accepted.',
        );
        const storage = app.services.storage;
        expect(storage.kind).toBe('s3');
        // The incoming object is gone; a second completion answers the same refusal.
        const again = await call('POST', `/doc-api/applications/upload-complete/${id}`, {
          uploadId: bad.uploadId,
        });
        expect(again.statusCode).toBe(400);
        // A reused presigned URL writes only to the incoming key, never to the checked file.
        await fetch(good.url, { method: 'PUT', body: Buffer.from('overwrite'), headers: good.headers });
        const stillDone = await call('POST', `/doc-api/applications/upload-complete/${id}`, {
          uploadId: good.uploadId,
        });
        expect(stillDone.json()).toMatchObject({
          fileName: 'cheque.pdf',
          size: cheque.length,
        });
      } finally {
        await app.close();
      }
    },
    APP_TEST_TIMEOUT,
  );
  it(
    'refuses, at completion, what a presigned URL handed out before the submission wrote after it, and deletes it',
    async () => {
      const app = await createTestApp('pglite', {
        env: {
          S3_ENDPOINT: endpoint,
          S3_BUCKET: bucket,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: '1',
        },
      });
      try {
        const token = await login(app, 'demo.external');
        const id = await signedApplication(app, { user: 'demo.external' });
        const early = (
          await app.inject({
            method: 'POST',
            url: `/doc-api/applications/upload-to-s3/${id}`,
            payload: { uploadType: 'voidCheque', fileName: 'cheque.pdf', contentType: 'application/pdf' },
            headers: { authorization: token },
          })
        ).json<{ url: string; uploadId: number; headers: Record<string, string> }>();
        // The package is submitted (the status as the funding tests reach it), then the old URL is used.
        await app.database.db
          .update(applications)
          .set(statusColumns('Documents Submitted'))
          .where(eq(applications.id, id));
        // The bucket cannot ask the portal: the PUT lands, on its own incoming key.
        const put = await fetch(early.url, {
          method: 'PUT',
          body: await onePagePdf('late'),
          headers: early.headers,
        });
        expect(put.status).toBe(200);
        const [row] = await app.database.db.select().from(uploads).where(eq(uploads.id, early.uploadId));
        expect(await app.services.storage.size(row?.storageKey ?? '')).toBeGreaterThan(0);
        const done = await app.inject({
          method: 'POST',
          url: `/doc-api/applications/upload-complete/${id}`,
          payload: { uploadId: early.uploadId },
          headers: { authorization: token, 'accept-language': 'fr' },
        });
        expect(done.statusCode).toBe(409);
        expect(done.json().errorMessage).toBe(
          'Les documents de cette demande ne peuvent plus être modifiés (statut\u00a0: Documents soumis)\u00a0: ce fichier n’a pas été conservé.',
        );
        expect(await app.services.storage.size(row?.storageKey ?? '')).toBeNull();
        const [after] = await app.database.db.select().from(uploads).where(eq(uploads.id, early.uploadId));
        expect(after).toMatchObject({ status: 'rejected', rejectReason: 'locked' });
      } finally {
        await app.close();
      }
    },
    APP_TEST_TIMEOUT,
  );
});
