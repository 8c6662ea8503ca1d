// Issue 13's figures: (1) a 100 MB upload PUT through the local storage adapter, streamed by Fastify's raw body
// parser as uploads.routes registers it (never buffered), with the process's RSS growth (aim ≤ 50 MB); (2) combining
// a 20-page funding package with pdf-lib (aim ≤ 1 s, median of 5) beside a baseline in the same run, a blank 20-page
// document created and saved; (3) the upload screens' JavaScript, gzip, from the web build's manifest (aim ≤ 60 kB).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { createLocalStorage } from '../src/adapters/storage/local-storage.ts';
import { combinePackage, type PackagePart } from '../src/modules/funding/funding-pdf.ts';

const MB = 1024 * 1024;
const UPLOAD_BYTES = 100 * MB;
const RSS_BUDGET_MB = 50;
const COMBINE_BUDGET_MS = 1000;
const SCREEN_BUDGET_KB = 60;
const mb = (bytes: number) => (bytes / MB).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');

async function uploadBench(root: string) {
  const storage = createLocalStorage({ root, secret: randomBytes(32) });
  const app = Fastify({ bodyLimit: 200 * MB });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.put('/doc-api/files/bench', async (request) => {
    const bytes = await storage.writeStream('incoming/bench.pdf', request.body as Readable, 200 * MB);
    return { bytes };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);

  // A generated body: 64 KiB chunks made as the socket asks for them (the client holds no more than a chunk).
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  chunk.write('%PDF-1.7\n');
  let sent = 0;
  const body = new Readable({
    read() {
      if (sent >= UPLOAD_BYTES) return this.push(null);
      const next = Math.min(chunk.length, UPLOAD_BYTES - sent);
      sent += next;
      this.push(next === chunk.length ? chunk : chunk.subarray(0, next));
    },
  });
  const t0 = performance.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/doc-api/files/bench',
        headers: { 'content-type': 'application/pdf', 'content-length': UPLOAD_BYTES },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await app.close();
  const stored = (JSON.parse(answer) as { bytes: number }).bytes;
  const growth = peak - before;
  process.stdout.write(
    `  100 MB PUT through the local adapter: ${mb(stored)} MB stored in ${(ms / 1000).toFixed(2)} s ` +
      `(${(stored / MB / (ms / 1000)).toFixed(0)} MB/s)\n` +
      `  RSS ${mb(before)} MB before, peak ${mb(peak)} MB: growth ${mb(growth)} MB ` +
      `(aim ≤ ${RSS_BUDGET_MB} MB: ${verdict(growth <= RSS_BUDGET_MB * MB)})\n` +
      '  (server and client share the process: the growth bounds the server’s)\n',
  );
}

async function median(runs: number, run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? 0;
}

async function combineBench() {
  // 18 one-page PDFs (contract, certificate, documents) and 2 phone photos with EXIF orientation 6: 20 pages.
  const parts: PackagePart[] = [];
  for (let i = 0; i < 18; i++) {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    page.drawText(`Document ${i + 1}`, {
      x: 72,
      y: 700,
      size: 18,
      font: await doc.embedFont(StandardFonts.Helvetica),
    });
    parts.push({ kind: 'pdf', bytes: await doc.save() });
  }
  for (let i = 0; i < 2; i++) {
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#ddd' } })
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    parts.push({ kind: 'jpeg', bytes: jpeg });
  }
  const { pages } = await combinePackage(parts);
  const combine = await median(5, () => combinePackage(parts));
  const blank = await median(5, async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < pages; i++) doc.addPage();
    await doc.save();
  });
  process.stdout.write(
    `  combine ${pages} pages (18 PDFs, 2 phone JPEGs turned upright): median ${combine.toFixed(0)} ms ` +
      `(aim ≤ ${COMBINE_BUDGET_MS} ms: ${verdict(combine <= COMBINE_BUDGET_MS)})\n` +
      `  baseline, a blank ${pages}-page pdf-lib document created and saved: median ${blank.toFixed(1)} ms\n`,
  );
}

function screensBench() {
  const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    process.stdout.write(
      '  apps/web/dist has no manifest: run `npm run build` for the upload screens’ sizes\n',
    );
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    for (const key of keys) walk(key);
    return seen;
  };
  const gzipOf = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const catalogOf = (namespace: string) =>
    Math.max(
      ...['en', 'fr'].map((lang) => {
        const chunk = manifest[`../../packages/i18n/locales/${lang}/${namespace}.json`];
        return chunk ? gzipOf(chunk.file) : 0;
      }),
    );
  // What a screen loads beyond the signed-in frame every screen shares (as apps/web/scripts/login-size.mjs counts).
  const shell = closure(['index.html', 'src/app/routes/protected-layout.tsx']);
  for (const [name, root, namespaces] of [
    [
      'Certification, UploadFilesStep1, UploadFilesStep2 (one chunk)',
      'src/app/routes/uploads.tsx',
      ['uploads', 'financing'],
    ],
    [
      'Underwriter queues and the funding review (one chunk)',
      'src/app/routes/underwriter.tsx',
      ['underwriter', 'statuses'],
    ],
  ] as const) {
    const own = [...closure([root])].filter((file) => file.endsWith('.js') && !shell.has(file));
    const js = own.reduce((sum, file) => sum + gzipOf(file), 0);
    const catalogs = namespaces.reduce((sum, n) => sum + catalogOf(n), 0);
    process.stdout.write(
      `  ${name}: ${(js / 1024).toFixed(1)} kB JS in ${own.length} chunks + ${(catalogs / 1024).toFixed(1)} kB catalogs ` +
        `= ${((js + catalogs) / 1024).toFixed(1)} kB gzip (aim ≤ ${SCREEN_BUDGET_KB} kB: ${verdict(js + catalogs <= SCREEN_BUDGET_KB * 1024)})\n`,
    );
  }
}

const root = mkdtempSync(path.join(tmpdir(), 'vp-bench-uploads-'));
try {
  process.stdout.write('uploads: 100 MB through the local adapter\n');
  await uploadBench(root);
  process.stdout.write('funding package: combine with pdf-lib\n');
  await combineBench();
  process.stdout.write('upload screens: JavaScript gzip from the build manifest\n');
  screensBench();
} finally {
  rmSync(root, { recursive: true, force: true });
}
