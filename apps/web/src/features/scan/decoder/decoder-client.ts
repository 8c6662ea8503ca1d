// The page's side of the decoding worker: one request at a time, answered by a promise. The worker (and with
// it zxing-wasm and its .wasm) is created only when a scan starts.
import { i18n } from '../../../lib/i18n.ts';
import { ScanError } from '../scan-errors.ts';
import type { DecodeAnswer, DecodeOutcome, DecodeRequest, FramePixels } from './decoder-protocol.ts';

export interface LicenceDecoder {
  /** Loads and compiles the reader; rejects with a ScanError when it cannot. */
  warmUp(): Promise<void>;
  /** Reads one frame; an ImageBitmap or the pixels' buffer is handed over to the worker. */
  decode(frame: ImageBitmap | FramePixels, tilt: number): Promise<DecodeOutcome>;
  dispose(): void;
}

type Request = DecodeRequest extends infer R ? (R extends DecodeRequest ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve: (outcome: DecodeOutcome | null) => void;
  reject: (error: Error) => void;
}

export function createLicenceDecoder(): LicenceDecoder {
  const worker = new Worker(new URL('./licence-decoder.worker.ts', import.meta.url), {
    type: 'module',
    name: 'licence-decoder',
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.outcome);
    else waiting.reject(new ScanError(answer.message || i18n.t('scan:errors.decoder')));
  };
  worker.onerror = (event) => {
    // The worker's script or the reader failed to load: no frame can be read.
    event.preventDefault();
    failAll(new ScanError(i18n.t('scan:errors.decoder')));
  };

  const send = (request: Request, transfer: Transferable[] = []) =>
    new Promise<DecodeOutcome | null>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transfer);
    });

  return {
    async warmUp() {
      try {
        await send({ kind: 'warmUp' });
      } catch {
        throw new ScanError(i18n.t('scan:errors.decoder'));
      }
    },
    async decode(frame, tilt) {
      const transfer = 'data' in frame ? [frame.data.buffer] : [frame];
      const outcome = await send({ kind: 'decode', frame, tilt }, transfer);
      if (!outcome) throw new ScanError(i18n.t('scan:errors.decoder'));
      return outcome;
    },
    dispose() {
      worker.terminate();
      failAll(new ScanError(i18n.t('scan:errors.decoder')));
    },
  };
}
