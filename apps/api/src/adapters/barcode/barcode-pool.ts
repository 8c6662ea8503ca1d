// The barcode reader the server uses: a small pool of worker threads (decoding a photo and zxing's wasm take up to a
// few hundred milliseconds of CPU each, more for a near-limit image), a bounded queue in front of it, and nothing
// on the main thread. Past the queue, a scan answers 503 at once instead of holding memory for photos waiting.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BarcodeReader } from './barcode-reader.ts';
import type { DecodeAnswer } from './barcode-worker.ts';
import { UnreadableImageError } from './image-pixels.ts';

/** Every worker is busy and the queue is full: try again in a moment. */
export class ReaderBusyError extends Error {
  constructor() {
    super('barcode reader busy');
    this.name = 'ReaderBusyError';
  }
}

export interface BarcodePoolOptions {
  /** Photos decoded at once in this process (default: the cores less one, at most 2). */
  threads?: number;
  /** Photos waiting for a thread before a scan is refused (default: 4 a thread). */
  maxQueued?: number;
}

interface Pending {
  image: Uint8Array;
  resolve(payloads: Uint8Array[]): void;
  reject(error: Error): void;
}

export function createBarcodePool({
  threads = Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueued = threads * 4,
}: BarcodePoolOptions = {}): BarcodeReader & { close(): Promise<void> } {
  const url = new URL('./barcode-worker-entry.mjs', import.meta.url);
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const waiting: Pending[] = [];
  const running = new Map<Worker, Pending & { id: number }>();
  let nextId = 1;
  let closed = false;

  function spawn() {
    // A worker holds at most one decoded image: its heap is bounded, and a crash fails only its own photo.
    const worker = new Worker(url, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    let answered = false;
    worker.unref();
    worker.on('message', (answer: DecodeAnswer) => {
      answered = true;
      const job = running.get(worker);
      running.delete(worker);
      if (job) {
        if ('payloads' in answer) job.resolve(answer.payloads.map((p) => new Uint8Array(p)));
        else if (answer.error === 'unreadable')
          job.reject(new UnreadableImageError(new Error(answer.message)));
        else job.reject(new Error(answer.message));
      }
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => {
      running.get(worker)?.reject(error);
      running.delete(worker);
      all.splice(all.indexOf(worker), 1);
      const idleAt = idle.indexOf(worker);
      if (idleAt >= 0) idle.splice(idleAt, 1);
      // A worker that never answered cannot start (a broken install): fail the waiting scans rather than loop.
      if (!answered) {
        for (const job of waiting.splice(0)) job.reject(error);
        return;
      }
      if (!closed) spawn();
      pump();
    });
    all.push(worker);
    idle.push(worker);
  }

  function pump() {
    while (idle.length > 0 && waiting.length > 0) {
      const worker = idle.pop() as Worker;
      const job = waiting.shift() as Pending;
      const id = nextId++;
      running.set(worker, { ...job, id });
      worker.postMessage({ id, image: job.image });
    }
  }

  return {
    readPdf417(image) {
      if (all.length === 0) for (let i = 0; i < threads; i++) spawn();
      if (waiting.length >= maxQueued) return Promise.reject(new ReaderBusyError());
      return new Promise((resolve, reject) => {
        waiting.push({ image, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
