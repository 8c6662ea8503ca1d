import { PassThrough } from 'node:stream';
import { buildAamvaPayload } from '@vp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraFrame, renderPdf417 } from '../../adapters/barcode/pdf417-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { imageTypeOf, isDeclaredNonImage } from './image-type.ts';
import { MAX_PHOTO_BYTES } from './scan.routes.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const LICENCE_NUMBER = 'W4455-66778-80512';
const payload = buildAamvaPayload({
  iin: '636012',
  version: 10,
  elements: [
    ['DCA', 'G'],
    ['DCS', 'WILLIAMSON,'],
    ['DAC', 'PRIYA'],
    ['DAD', 'NONE'],
    ['DBB', '19880512'],
    ['DAG', '220 YONGE ST,'],
    ['DAI', 'TORONTO'],
    ['DAJ', 'ON'],
    ['DAK', 'M5B2H1     '],
    ['DAQ', LICENCE_NUMBER],
    ['DCG', 'CAN'],
  ],
});
const FIELDS = {
  firstName: 'PRIYA',
  lastName: 'WILLIAMSON',
  dob: '05/12/1988',
  address1: '220 YONGE ST',
  city: 'TORONTO',
  province: 'ON',
  postal: 'M5B 2H1',
  country: 'CA',
};

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = '----vpScanTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const photoPart = (data: Buffer, filename = 'licence.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'fileInfo',
  data,
  filename,
  contentType,
});

describe('photo types', () => {
  it('knows JPEG and PNG by their first bytes only', () => {
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(imageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
  });

  it('accepts declared image types and refuses the others', () => {
    for (const declared of ['', 'image/jpeg', 'IMAGE/PNG', 'jpg', 'application/octet-stream', undefined])
      expect(isDeclaredNonImage(declared)).toBe(false);
    for (const declared of ['application/pdf', 'text/plain', 'image/heic', 'pdf'])
      expect(isDeclaredNonImage(declared)).toBe(true);
  });
});

describe.each(DATABASES)('POST /api/applications/scan/:id on %s', (kind) => {
  let app: App;
  let logs = '';
  const tokens: Record<string, string> = {};
  let photo: Buffer;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => {
      logs += chunk.toString();
    });
    app = await createTestApp(kind, { logStream });
    for (const user of ['demo.external', 'demo.quebec', 'demo.us', 'demo.underwriter'])
      tokens[user] = await login(app, user);
    photo = await cameraFrame(await renderPdf417(payload), { angle: 5, blur: 0.8 });
  });
  afterAll(() => app.close());

  function scan(user: string, id: string, parts: Part[], lang = 'en') {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: `/api/applications/scan/${id}`,
      payload: body.payload,
      headers: {
        authorization: tokens[user] ?? '',
        'content-type': body.contentType,
        'accept-language': lang,
      },
    });
  }

  async function newApplication(user: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/applications/save',
      headers: { authorization: tokens[user] ?? '' },
      payload: {
        id: 'new',
        step: '1',
        creditReleaseObtained: 'Yes',
        amount: '9,000.00',
        applicationType: 'Finance',
        description: 'Heat pump',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string }>().id;
  }

  /** Rows and content of every table but sessions (whose last-seen time moves on every authenticated call). */
  async function snapshot(): Promise<string> {
    const { rows } = await app.database.executeSql(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
      [],
    );
    const parts: string[] = [];
    for (const { table_name: table } of rows) {
      if (table === 'sessions') continue;
      const result = await app.database.executeSql(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${String(table)}" t`,
        [],
      );
      parts.push(`${String(table)}:${JSON.stringify(result.rows[0])}`);
    }
    return parts.join('\n');
  }

  it('answers the fields of the licence in a photo, for a new application, and stores nothing', async () => {
    const before = await snapshot();
    const res = await scan('demo.external', 'new', [
      photoPart(photo),
      { name: 'fileType', data: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ results: FIELDS });
    expect(res.body).not.toContain(LICENCE_NUMBER);
    expect(await snapshot()).toBe(before);
  });

  it('scans for one of the vendor’s own applications, PNG too, and leaves the application unchanged', async () => {
    const id = await newApplication('demo.external');
    const before = await snapshot();
    const png = await cameraFrame(await renderPdf417(payload), { format: 'png' });
    const res = await scan('demo.external', id, [photoPart(png, 'licence.png', 'image/png')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual(FIELDS);
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 for another vendor’s application, as for a missing one', async () => {
    const usId = await newApplication('demo.us');
    const other = await scan('demo.external', usId, [photoPart(photo)]);
    const missing = await scan('demo.external', '3f1c9a52-0d7e-4c1b-9a43-1f2e3d4c5b6a', [photoPart(photo)]);
    const malformed = await scan('demo.external', 'not-an-id', [photoPart(photo)]);
    for (const res of [other, missing, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('refuses Quebec vendors with a translated message (spec §6)', async () => {
    const en = await scan('demo.quebec', 'new', [photoPart(photo)]);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ errorMessage: 'Licence scanning is not available to vendors in Quebec.' });
    const fr = await scan('demo.quebec', 'new', [photoPart(photo)], 'fr');
    expect(fr.json().errorMessage).toBe('La lecture du permis n’est pas offerte aux marchands du Québec.');
  });

  it('needs a vendor user’s token', async () => {
    const none = await scan('nobody', 'new', [photoPart(photo)]);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ errorMessage: "Token expired or doesn't exist", code: 'TOKEN_EXPIRED' });
    expect((await scan('demo.underwriter', 'new', [photoPart(photo)])).statusCode).toBe(403);
  });

  it('refuses a text file named .jpg, and a declared type that is not an image (415)', async () => {
    const text = Buffer.from('This is not a photo of a licence.\n');
    const renamed = await scan('demo.external', 'new', [photoPart(text, 'licence.jpg', 'image/jpeg')]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({ errorMessage: 'The photo must be a JPEG or PNG image.' });
    const declared = await scan('demo.external', 'new', [
      photoPart(photo),
      { name: 'fileType', data: 'application/pdf' },
    ]);
    expect(declared.statusCode).toBe(415);
    const fr = await scan('demo.external', 'new', [photoPart(text, 'permis.jpg')], 'fr');
    expect(fr.json().errorMessage).toBe('La photo doit être une image JPEG ou PNG.');
  });

  it('refuses a photo over 10 MB (413) with a translated message', async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(MAX_PHOTO_BYTES + 1 - photo.length, 0)]);
    const res = await scan('demo.external', 'new', [photoPart(huge)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errorMessage: 'The photo is too large. The limit is 10 MB.' });
    const fr = await scan('demo.external', 'new', [photoPart(huge)], 'fr');
    expect(fr.json().errorMessage).toBe('La photo est trop volumineuse. La limite est de 10 Mo.');
  });

  it('answers 422 when the photo has no licence barcode, or cannot be decoded', async () => {
    const generic = await cameraFrame(await renderPdf417('A PDF417 that is not a licence'));
    const res = await scan('demo.external', 'new', [photoPart(generic)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toMatch(/^No licence barcode was found in the photo\./);
    const fr = await scan('demo.external', 'new', [photoPart(generic)], 'fr');
    expect(fr.json().errorMessage).toMatch(/^Aucun code-barres de permis n’a été trouvé sur la photo\./);
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const broken = await scan('demo.external', 'new', [photoPart(corrupt)]);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errorMessage).toBe('The photo could not be read. Take another photo and try again.');
  });

  it('answers 400 without a fileInfo part, and 415 for a body that is not multipart', async () => {
    const missing = await scan('demo.external', 'new', [{ name: 'fileType', data: 'image/jpeg' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toMatch(/fileInfo/);
    for (const [contentType, body] of [
      ['application/json', '{}'],
      ['image/jpeg', photo],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/applications/scan/new',
        payload: body,
        headers: { authorization: tokens['demo.external'] ?? '', 'content-type': contentType },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().errorMessage).toMatch(/multipart\/form-data/);
    }
  });

  it('never writes the payload, the licence number or the fields to the logs', () => {
    expect(logs).toContain('/api/applications/scan/new');
    for (const secret of [
      LICENCE_NUMBER,
      'WILLIAMSON',
      'PRIYA',
      '19880512',
      '05/12/1988',
      'ANSI 636012',
      'YONGE',
    ])
      expect(logs).not.toContain(secret);
  });
});
