// Licence scanning with the camera (spec §2 Step 2, co-borrower step 0): Chromium's fake camera plays a video of
// a licence's PDF417 (straight, then tilted 7° so that the decoder must straighten it); the fields are read in
// the browser's worker, shown, saved by Continue and prefilled on the next steps. The camera is off afterwards,
// and the licence number is nowhere. Prints the worker's decode time per 1280×720 frame.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  type Locale,
  loginByApi,
  pictureIfAsked,
  test,
  USERS,
  useLocale,
} from './fixtures.ts';
import { cameraLuma, ONTARIO_LICENCE, renderPdf417, writeY4m } from './scan-helpers.ts';
import { createApplication, expectStep, field, WIZARD_TEXT } from './wizard-helpers.ts';

const t = WIZARD_TEXT.en;
const FRAME = { width: 1280, height: 720 };

test.describe.configure({ timeout: 120_000 });

let videoDir = '';
const videos = { straight: '', tilted: '', blank: '' };

test.beforeAll(async () => {
  videoDir = mkdtempSync(path.join(os.tmpdir(), 'vp-scan-camera-'));
  const symbol = await renderPdf417(ONTARIO_LICENCE);
  videos.straight = path.join(videoDir, 'licence.y4m');
  videos.tilted = path.join(videoDir, 'licence-tilted.y4m');
  writeY4m(videos.straight, cameraLuma(symbol, { ...FRAME, moduleSize: 3 }), FRAME.width, FRAME.height);
  writeY4m(
    videos.tilted,
    cameraLuma(symbol, { ...FRAME, moduleSize: 3, angle: 7 }),
    FRAME.width,
    FRAME.height,
  );
  // A table with nothing on it: the scan keeps looking.
  videos.blank = path.join(videoDir, 'blank.y4m');
  writeY4m(videos.blank, new Uint8Array(FRAME.width * FRAME.height).fill(150), FRAME.width, FRAME.height);
});

test.afterAll(() => {
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

/** A Chromium of its own whose camera plays `video`, the permission granted: launch flags are browser-wide. */
async function launchWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** Keeps every camera stream the page opens, to check that the scan turns the camera off. */
async function recordStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { __scanStreams: streams });
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** Records the decoder's files the page (and its workers) request: the worker script and the reader's .wasm. */
function recordDecoderFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (/licence-decoder\.worker|\.wasm/.test(request.url())) files.push(request.url());
  });
  return files;
}

async function liveTracks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { __scanStreams: streams = [] } = window as unknown as { __scanStreams?: MediaStream[] };
    return streams.flatMap((s) => s.getTracks()).filter((track) => track.readyState === 'live').length;
  });
}

async function scanWithCamera(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Scan now' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Information read from the licence' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Licence read' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Information read from the licence' })).toBeFocused();
}

function readValue(page: Page, fieldName: string) {
  return page.locator(`[data-field="${fieldName}"] dd`);
}

test('the camera reads a licence on step 2 and on co-borrower step 0; Continue fills the next steps', async ({
  baseURL,
  request,
}) => {
  const browser = await launchWithCamera(videos.straight);
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-CA', permissions: ['camera'] });
    const page = await context.newPage();
    await recordStreams(page);
    const { authToken } = await loginByApi(page, request, USERS.external);
    const id = await createApplication(request, authToken, { coApplicant: true, recent: false });

    await page.goto(`/application/2/${id}`);
    await expectStep(page, t.step2);
    await expect(page.getByText('Neither the licence number nor the picture is kept.')).toBeVisible();
    await expect(page.getByText(/Hold the licence level, about 15 cm/)).toBeVisible();
    await scanWithCamera(page);
    await expect(readValue(page, 'firstName')).toHaveText('ELODIE');
    await expect(readValue(page, 'lastName')).toHaveText('TREMBLAY');
    await expect(readValue(page, 'dob')).toHaveText('07/04/1985');
    await expect(readValue(page, 'address1')).toHaveText('120 KING ST W');
    await expect(readValue(page, 'city')).toHaveText('TORONTO');
    await expect(readValue(page, 'province')).toHaveText('ON');
    await expect(readValue(page, 'postal')).toHaveText('M5H 1A1');
    await expect(readValue(page, 'country')).toHaveText('Canada');
    // The camera is off once the licence is read, and its picture gone from the page.
    expect(await liveTracks(page)).toBe(0);
    await expect(page.locator('video')).toHaveCount(0);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectStep(page, t.step3_1);
    await expect(page).toHaveURL(new RegExp(`/application/3-1/${id}$`));
    await expect(field(page, t.firstName)).toHaveValue('ELODIE');
    await expect(field(page, t.lastName)).toHaveValue('TREMBLAY');
    await expect(field(page, t.dob)).toHaveValue('07/04/1985');
    await page.goto(`/application/3-2/${id}`);
    await expectStep(page, t.step3_2);
    await expect(field(page, t.address1)).toHaveValue('120 KING ST W');
    await expect(field(page, t.city)).toHaveValue('TORONTO');
    await expect(field(page, t.province)).toHaveValue('ON');
    await expect(field(page, t.postal)).toHaveValue('M5H 1A1');

    await page.goto(`/application/coborrower/0/${id}`);
    await expectStep(page, t.co0);
    await scanWithCamera(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectStep(page, t.co1);
    await expect(field(page, t.firstName)).toHaveValue('ELODIE');
    await expect(field(page, t.dob)).toHaveValue('07/04/1985');

    // Nothing of the licence number anywhere: not saved, not in the browser's storage.
    const stored = await request.get(`/api/applications/get/${id}`, {
      headers: { Authorization: authToken },
    });
    const record = await stored.text();
    expect(record).toContain('TREMBLAY');
    expect(record).not.toContain('T1234');
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain('T1234');
    expect(storage).not.toContain('TREMBLAY');
    await context.close();
  } finally {
    await browser.close();
  }
});

test('a licence held 7° off level is straightened in the browser and read', async ({ baseURL, request }) => {
  const browser = await launchWithCamera(videos.tilted);
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-CA', permissions: ['camera'] });
    const page = await context.newPage();
    const { authToken } = await loginByApi(page, request, USERS.external);
    const id = await createApplication(request, authToken, { coApplicant: false, recent: false });
    await page.goto(`/application/2/${id}`);
    await expectStep(page, t.step2);
    await scanWithCamera(page);
    await expect(readValue(page, 'lastName')).toHaveText('TREMBLAY');
    await expect(readValue(page, 'dob')).toHaveText('07/04/1985');
    await printDecodeTimes(page);
    await context.close();
  } finally {
    await browser.close();
  }
});

const PAUSE_TEXT = {
  en: {
    scanNow: 'Scan now',
    pause: 'Pause',
    resume: 'Continue scanning',
    searching: /^Looking for the barcode/,
    paused: 'Scanning paused.',
  },
  fr: {
    scanNow: 'Numériser',
    pause: 'Pause',
    resume: 'Reprendre la numérisation',
    searching: /^Recherche du code-barres/,
    paused: 'Numérisation en pause.',
  },
} as const;

// English on a desktop and French on a phone (decision 059), in one camera browser: the camera-on screen keeps axe in
// both languages and the French (the longer words) at 375 px.
test('Pause and Continue scanning while the camera looks for a barcode; axe-clean with the camera on', async ({
  baseURL,
  request,
}) => {
  const browser = await launchWithCamera(videos.blank);
  try {
    for (const [locale, viewport] of [
      ['en', { width: 1280, height: 900 }],
      ['fr', { width: 375, height: 812 }],
    ] as const satisfies ReadonlyArray<readonly [Locale, { width: number; height: number }]>) {
      await test.step(`${locale}, ${viewport.width} px`, async () => {
        const text = PAUSE_TEXT[locale];
        const context = await browser.newContext({
          baseURL,
          locale: 'en-CA',
          permissions: ['camera'],
          viewport,
        });
        const page = await context.newPage();
        await useLocale(page, locale);
        await recordStreams(page);
        const decoderFiles = recordDecoderFiles(page);
        const { authToken } = await loginByApi(page, request, USERS.external);
        const id = await createApplication(request, authToken, { coApplicant: false, recent: false });
        await page.goto(`/application/2/${id}`);
        await expectStep(page, WIZARD_TEXT[locale].step2);
        // The decoder and its .wasm come with Scan now, from this server, and not before.
        expect(decoderFiles).toEqual([]);
        await page.getByRole('button', { name: text.scanNow, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: text.searching })).toBeVisible();
        expect(decoderFiles.some((file) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(file))).toBe(true);
        expect(decoderFiles.every((file) => file.startsWith(`${baseURL}/assets/`))).toBe(true);
        await expect(page.locator('video')).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.querySelector('video')?.videoWidth))
          .toBe(FRAME.width);
        await expectNoAxeViolations(page, `camera on (${locale}, ${viewport.width} px)`);
        await pictureIfAsked(page, `scan-camera-${locale}-${viewport.width}`);

        await page.getByRole('button', { name: text.pause }).click();
        await expect(page.getByRole('status')).toHaveText(text.paused);
        await page.getByRole('button', { name: text.resume }).click();
        await expect(page.getByRole('status').filter({ hasText: text.searching })).toBeVisible();
        expect(await liveTracks(page)).toBe(1);

        // Leaving the page turns the camera off.
        await page.getByRole('button', { name: WIZARD_TEXT[locale].skip }).click();
        await expectStep(page, WIZARD_TEXT[locale].step3_1);
        expect(await liveTracks(page)).toBe(0);
        await context.close();
      });
    }
  } finally {
    await browser.close();
  }
});

interface Timing {
  median: number;
  p95: number;
  read: number;
  frames: number;
}

/**
 * The worker this page used, fed 1280×720 frames drawn here (the symbol about 900 pixels wide, like the server's
 * benchmark): straight, tilted 5°, and without a barcode. Prints the time each takes inside the worker.
 */
async function printDecodeTimes(page: Page): Promise<void> {
  const symbol = await renderPdf417(ONTARIO_LICENCE, 3);
  const timings = await page.evaluate(
    async ({ png, width, height }) => {
      const url = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => name.includes('licence-decoder.worker'));
      if (!url) throw new Error('The decoder worker was not loaded');
      const worker = new Worker(url, { type: 'module' });
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const frameAt = (angle: number, withSymbol: boolean) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No canvas');
        context.fillStyle = '#c8c8c8';
        context.fillRect(0, 0, width, height);
        if (withSymbol) {
          const symbolWidth = 900;
          const symbolHeight = (image.height * symbolWidth) / image.width;
          context.translate(width / 2, height / 2);
          context.rotate((angle * Math.PI) / 180);
          context.imageSmoothingEnabled = true;
          context.drawImage(image, -symbolWidth / 2, -symbolHeight / 2, symbolWidth, symbolHeight);
        }
        return context.getImageData(0, 0, width, height);
      };
      let id = 0;
      const decode = (frame: ImageData) =>
        new Promise<{ ms: number; read: boolean }>((resolve, reject) => {
          id += 1;
          worker.onmessage = (event) => {
            const answer = event.data as { ok: boolean; outcome?: { ms: number; fields: unknown } };
            if (!answer.ok || !answer.outcome) reject(new Error('decode failed'));
            else resolve({ ms: answer.outcome.ms, read: answer.outcome.fields !== null });
          };
          const copy = { data: new Uint8ClampedArray(frame.data), width: frame.width, height: frame.height };
          worker.postMessage({ id, kind: 'decode', frame: copy, tilt: 0 }, [copy.data.buffer]);
        });
      const run = async (frame: ImageData, count: number) => {
        await decode(frame); // the first frame of a kind warms the reader up
        const times: number[] = [];
        let read = 0;
        for (let i = 0; i < count; i++) {
          const result = await decode(frame);
          times.push(result.ms);
          if (result.read) read += 1;
        }
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
        return { median: at(0.5), p95: at(0.95), read, frames: count };
      };
      const result = {
        straight: await run(frameAt(0, true), 20),
        tilted: await run(frameAt(5, true), 20),
        empty: await run(frameAt(0, false), 20),
      };
      worker.terminate();
      return result;
    },
    { png: symbol.png.toString('base64'), ...FRAME },
  );
  const line = (name: string, timing: Timing) =>
    `  ${name.padEnd(20)} median ${timing.median.toFixed(1).padStart(6)} ms   p95 ${timing.p95
      .toFixed(1)
      .padStart(6)} ms   read ${timing.read}/${timing.frames}`;
  process.stdout.write(
    [
      '',
      'Licence decoding in the browser worker (Chromium, zxing-wasm reader), per 1280×720 frame:',
      line('straight', timings.straight),
      line('tilted 5° (deskewed)', timings.tilted),
      line('no barcode', timings.empty),
      '',
    ].join('\n'),
  );
}
