// The camera scan as a small state machine, apart from React: Scan now opens the camera and compiles the
// reader, then a few frames a second go to the worker until a licence is read; Pause and Continue scanning stop
// and restart the reading; a read or leaving the page turns the camera off.
import type { LicenceFields } from '@vp/domain';
import type { LicenceDecoder } from '../decoder/decoder-client.ts';
import type { DecodeOutcome, FramePixels } from '../decoder/decoder-protocol.ts';
import { toScanError } from '../scan-errors.ts';

export type ScanStatus = 'idle' | 'starting' | 'scanning' | 'paused' | 'read' | 'failed';
/** What the live region says while scanning. */
export type ScanHint = 'searching' | 'located' | 'notLicence';

export interface ScanState {
  status: ScanStatus;
  hint: ScanHint;
  error: Error | null;
}

export interface ScannerDeps {
  /** Throws when this browser cannot scan (UnsupportedBrowserError), before anything is loaded. */
  checkSupport: () => void;
  openCamera: () => Promise<MediaStream>;
  stopCamera: (stream: MediaStream | null) => void;
  createDecoder: () => LicenceDecoder;
  grabFrame: (video: HTMLVideoElement) => Promise<ImageBitmap | FramePixels>;
  onRead: (fields: LicenceFields) => void;
  /** Each frame's time in the worker (for the benchmark). */
  onFrame?: (ms: number) => void;
  /** Time from one frame to the next: a few frames a second. */
  frameIntervalMs?: number;
}

/** Turns tried in a cycle when nothing is located: past about 10° the detector may miss a tilted symbol. */
export const FRAME_TILTS = [0, 0, 6, 0, 0, -6] as const;
const FRAME_INTERVAL_MS = 250;
/** The page's thread gets at least this much rest between frames. */
const MIN_GAP_MS = 40;
/** A hint stays up for this many frames after the last one that gave it: the live region does not flicker. */
const HINT_FRAMES = 4;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class CameraScanner {
  private state: ScanState = { status: 'idle', hint: 'searching', error: null };
  private readonly listeners = new Set<() => void>();
  private stream: MediaStream | null = null;
  private video: HTMLVideoElement | null = null;
  private decoder: LicenceDecoder | null = null;
  /** The current run: a loop or a start whose run is no longer current stops. */
  private run = 0;
  private frames = 0;
  private sinceLocated = HINT_FRAMES;
  private sinceNotLicence = HINT_FRAMES;

  constructor(private readonly deps: ScannerDeps) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getState = () => this.state;

  private set(change: Partial<ScanState>): void {
    const next = { ...this.state, ...change };
    if (
      next.status === this.state.status &&
      next.hint === this.state.hint &&
      next.error === this.state.error
    ) {
      return;
    }
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** The video element shows the stream once both exist. */
  readonly attach = (video: HTMLVideoElement | null) => {
    this.video = video;
    if (video && this.stream) this.show(video, this.stream);
  };

  private show(video: HTMLVideoElement, stream: MediaStream): void {
    if (video.srcObject !== stream) video.srcObject = stream;
    try {
      // play() rejects when a pause interrupts it: the next call resumes.
      void video.play().catch(() => {});
    } catch {
      // A browser without media playback (a test's DOM): the frames are never ready, nothing is read.
    }
  }

  async start(): Promise<void> {
    if (this.state.status === 'starting' || this.state.status === 'scanning') return;
    const run = ++this.run;
    this.set({ status: 'starting', hint: 'searching', error: null });
    let stream: MediaStream | null = null;
    try {
      this.deps.checkSupport();
      this.decoder ??= this.deps.createDecoder();
      // The reader compiles while the user answers the camera prompt.
      const warmUp = this.decoder.warmUp();
      stream = await this.deps.openCamera();
      await warmUp;
    } catch (error) {
      this.deps.stopCamera(stream);
      if (run === this.run) this.fail(error);
      return;
    }
    if (run !== this.run) {
      this.deps.stopCamera(stream);
      return;
    }
    this.stream = stream;
    if (this.video) this.show(this.video, stream);
    this.set({ status: 'scanning' });
    void this.loop(run);
  }

  pause(): void {
    if (this.state.status !== 'scanning') return;
    this.run++;
    this.video?.pause();
    this.set({ status: 'paused' });
  }

  resume(): void {
    if (this.state.status !== 'paused' || !this.stream) {
      void this.start();
      return;
    }
    const run = ++this.run;
    if (this.video) this.show(this.video, this.stream);
    this.set({ status: 'scanning', hint: 'searching' });
    void this.loop(run);
  }

  /** Turns the camera off and frees the worker; a later start begins again. */
  dispose(): void {
    this.run++;
    this.release();
    this.decoder?.dispose();
    this.decoder = null;
    this.set({ status: 'idle', hint: 'searching', error: null });
  }

  private release(): void {
    this.deps.stopCamera(this.stream);
    this.stream = null;
    if (this.video) this.video.srcObject = null;
  }

  private fail(error: unknown): void {
    this.run++;
    this.release();
    this.set({ status: 'failed', error: toScanError(error) });
  }

  private finish(fields: LicenceFields): void {
    this.run++;
    this.release();
    this.set({ status: 'read', hint: 'searching' });
    this.deps.onRead(fields);
  }

  private hintAfter(outcome: DecodeOutcome): ScanHint {
    this.sinceLocated = outcome.located ? 0 : this.sinceLocated + 1;
    this.sinceNotLicence = outcome.notLicence ? 0 : this.sinceNotLicence + 1;
    if (this.sinceNotLicence < HINT_FRAMES) return 'notLicence';
    return this.sinceLocated < HINT_FRAMES ? 'located' : 'searching';
  }

  private async loop(run: number): Promise<void> {
    const interval = this.deps.frameIntervalMs ?? FRAME_INTERVAL_MS;
    while (run === this.run) {
      const started = performance.now();
      const video = this.video;
      const decoder = this.decoder;
      if (video && decoder && video.readyState >= 2 && video.videoWidth > 0) {
        try {
          const tilt = FRAME_TILTS[this.frames++ % FRAME_TILTS.length] ?? 0;
          const outcome = await decoder.decode(await this.deps.grabFrame(video), tilt);
          if (run !== this.run) return;
          this.deps.onFrame?.(outcome.ms);
          if (outcome.fields) {
            this.finish(outcome.fields);
            return;
          }
          this.set({ hint: this.hintAfter(outcome) });
        } catch (error) {
          if (run === this.run) this.fail(error);
          return;
        }
      }
      await sleep(Math.max(MIN_GAP_MS, interval - (performance.now() - started)));
    }
  }
}
