import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe('the built web app', () => {
  let app: App;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    // A build as vite writes it: hashed assets with their precompressed copies beside them.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'vp-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    app = await createTestApp('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves the precompressed copy a browser accepts, brotli first, with a year of immutable cache', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html, also for a client-side route', async () => {
    for (const url of ['/', '/applications/all']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Portal</title>');
    }
  });
});
