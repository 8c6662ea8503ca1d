// Issue 15 item 8: a broken multipart body answers 400 and too many parts 413, each with a whole message; never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';

const BOUNDARY = 'vpBoundary42';
const part = (name: string, data: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
  `${filename ? 'Content-Type: image/png\r\n' : ''}\r\n${data}\r\n`;

describe.each(DATABASES)('scan route multipart refusals on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let token = '';
  beforeAll(async () => {
    app = await createTestApp(kind);
    token = await login(app, 'demo.external');
  });
  afterAll(() => app.close());

  const scan = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/applications/scan/new',
      headers: { authorization: token, 'content-type': contentType, 'accept-language': lang },
      body,
    });

  it.each([
    [
      'a truncated body',
      `${part('fileType', 'image/png')}--${BOUNDARY}\r\nContent-Disposition: form-da`,
      undefined,
    ],
    ['no boundary', part('fileInfo', 'x', 'a.png'), 'multipart/form-data'],
  ])('answers %s with a 400 and a whole message', async (_case, body, contentType) => {
    const res = await scan(`${body}`, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(
      'The photo did not arrive whole. Send it again as multipart/form-data, in the fileInfo field.',
    );
  });

  it.each([
    ['two files', `${part('fileInfo', 'a', 'a.png')}${part('fileInfo', 'b', 'b.png')}--${BOUNDARY}--\r\n`],
    ['many fields', `${Array.from({ length: 9 }, (_, i) => part(`f${i}`, 'v')).join('')}--${BOUNDARY}--\r\n`],
  ])('answers %s with a 413 and a whole message, in both languages', async (_case, body) => {
    const res = await scan(body);
    expect(res.statusCode).toBe(413);
    expect(res.json().errorMessage).toBe(
      'Send one photo only, in the fileInfo field, with at most the fileType field beside it.',
    );
    const fr = await scan(body, undefined, 'fr');
    expect(fr.json().errorMessage).toBe(
      'Envoyez une seule photo, dans le champ fileInfo, avec au plus le champ fileType à côté.',
    );
  });
});
