// The decoding worker: zxing-wasm's reader (its .wasm served by this app, compiled on the first message) reads
// PDF417 frames off the page's thread. Only the parsed fields leave it; the barcode's content never does.
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { decodeLicence, type SymbolRead } from './decode-licence.ts';
import type { DecodeAnswer, DecodeRequest, FramePixels } from './decoder-protocol.ts';

/** What this file needs of the worker's global scope (the DOM library types the page's instead). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: DecodeAnswer): void;
}
const scope = globalThis as unknown as WorkerScope;

/** PDF417 only, trying hard; bytes as they are (Plain) and unreadable symbols with their position (deskew). */
const READER_OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  tryHarder: true,
  textMode: 'Plain',
  returnErrors: true,
  maxNumberOfSymbols: 2,
};

let ready: Promise<unknown> | undefined;

function prepare(): Promise<unknown> {
  ready ??= prepareZXingModule({
    overrides: {
      // Never the CDN zxing-wasm defaults to: the .wasm file this app serves.
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return ready;
}

let canvas: OffscreenCanvas | undefined;

/** A camera frame's pixels: an ImageBitmap is drawn on a canvas kept from frame to frame, then closed. */
function pixelsOf(frame: ImageBitmap | FramePixels): FramePixels {
  if ('data' in frame) return frame;
  const { width, height } = frame;
  if (!canvas || canvas.width !== width || canvas.height !== height)
    canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this worker');
  context.drawImage(frame, 0, 0);
  frame.close();
  return context.getImageData(0, 0, width, height);
}

async function read(frame: FramePixels): Promise<SymbolRead[]> {
  return readBarcodes(frame as ImageData, READER_OPTIONS);
}

async function answer(request: DecodeRequest): Promise<DecodeAnswer> {
  try {
    await prepare();
    if (request.kind === 'warmUp') return { id: request.id, ok: true, outcome: null };
    const started = performance.now();
    const outcome = await decodeLicence(pixelsOf(request.frame), read, request.tilt);
    return { id: request.id, ok: true, outcome: { ...outcome, ms: performance.now() - started } };
  } catch (error) {
    if (request.kind === 'decode' && 'close' in request.frame) request.frame.close();
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

scope.onmessage = (event) => {
  void answer(event.data).then((message) => scope.postMessage(message));
};
