// A worker thread of the barcode pool (barcode-pool.ts): decodes photos and reads their PDF417 off the main thread,
// so that a large photo never stalls the event loop of the server.
import { parentPort } from 'node:worker_threads';
import { readStraightened } from './barcode-reader.ts';
import { loadPixels, UnreadableImageError } from './image-pixels.ts';

export interface DecodeRequest {
  id: number;
  image: Uint8Array;
}

export type DecodeAnswer =
  | { id: number; payloads: Uint8Array[] }
  | { id: number; error: 'unreadable' | 'failed'; message: string };

parentPort?.on('message', async ({ id, image }: DecodeRequest) => {
  let answer: DecodeAnswer;
  try {
    answer = { id, payloads: await readStraightened(await loadPixels(image)) };
  } catch (error) {
    answer = {
      id,
      error: error instanceof UnreadableImageError ? 'unreadable' : 'failed',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  parentPort?.postMessage(answer);
});
