import type { LicenceFields } from '@vp/domain';
import { describe, expect, it, vi } from 'vitest';
import type { LicenceDecoder } from '../decoder/decoder-client.ts';
import type { DecodeOutcome } from '../decoder/decoder-protocol.ts';
import { PermissionDeniedError, UnsupportedBrowserError } from '../scan-errors.ts';
import { CameraScanner, FRAME_TILTS, type ScannerDeps } from './camera-scanner.ts';

const fields: LicenceFields = {
  firstName: 'ELODIE',
  lastName: 'TREMBLAY',
  dob: '07/04/1985',
  address1: '120 KING ST W',
  city: 'TORONTO',
  province: 'ON',
  postal: 'M5H 1A1',
  country: 'CA',
};

const nothing: DecodeOutcome = { fields: null, located: false, notLicence: false, ms: 5 };
const located: DecodeOutcome = { ...nothing, located: true };

/** A video element that has frames, with play and pause recorded. */
function readyVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'readyState', { value: 4 });
  Object.defineProperty(video, 'videoWidth', { value: 1280 });
  video.play = vi.fn(() => Promise.resolve());
  video.pause = vi.fn();
  return video;
}

function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

/** A scanner whose decoder answers `outcomes` in turn (then nothing), frames 1 ms apart. */
function setup(outcomes: DecodeOutcome[], overrides: Partial<ScannerDeps> = {}) {
  const { stream, track } = fakeStream();
  const queue = [...outcomes];
  const decoder: LicenceDecoder = {
    warmUp: vi.fn(() => Promise.resolve()),
    decode: vi.fn(() => Promise.resolve(queue.shift() ?? nothing)),
    dispose: vi.fn(),
  };
  const deps: ScannerDeps = {
    checkSupport: () => {},
    openCamera: vi.fn(() => Promise.resolve(stream)),
    stopCamera: (s) => {
      for (const t of s?.getTracks() ?? []) t.stop();
    },
    createDecoder: () => decoder,
    grabFrame: vi.fn(() => Promise.resolve({ data: new Uint8ClampedArray(4), width: 1, height: 1 })),
    onRead: vi.fn(),
    frameIntervalMs: 1,
    ...overrides,
  };
  const scanner = new CameraScanner(deps);
  const video = readyVideo();
  scanner.attach(video);
  return { scanner, deps, decoder, track, video, stream };
}

describe('CameraScanner', () => {
  it('opens the camera, reads frames until a licence comes, then turns the camera off', async () => {
    const { scanner, deps, decoder, track, video, stream } = setup([
      nothing,
      located,
      located,
      { ...nothing, fields },
    ]);
    const states: string[] = [];
    scanner.subscribe(() => states.push(`${scanner.getState().status}/${scanner.getState().hint}`));

    await scanner.start();
    expect(video.srcObject).toBe(stream);
    expect(video.play).toHaveBeenCalled();
    await vi.waitFor(() => expect(deps.onRead).toHaveBeenCalledWith(fields));

    expect(states).toEqual([
      'starting/searching',
      'scanning/searching',
      'scanning/located',
      'read/searching',
    ]);
    expect(track.stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
    expect(vi.mocked(decoder.decode).mock.calls.map(([, tilt]) => tilt)).toEqual(FRAME_TILTS.slice(0, 4));
  });

  it('says when the barcode in view is not a licence', async () => {
    const { scanner, decoder } = setup([{ ...nothing, located: true, notLicence: true }]);
    await scanner.start();
    await vi.waitFor(() => expect(scanner.getState().hint).toBe('notLicence'));
    // It stays a few frames, then the scan says it is looking again.
    await vi.waitFor(() => expect(scanner.getState().hint).toBe('searching'));
    expect(vi.mocked(decoder.decode).mock.calls.length).toBeGreaterThanOrEqual(5);
    scanner.dispose();
  });

  it('stops reading on Pause and starts again on Continue scanning, with the same camera', async () => {
    const { scanner, deps, decoder, video } = setup([]);
    await scanner.start();
    await vi.waitFor(() => expect(decoder.decode).toHaveBeenCalled());
    scanner.pause();
    expect(scanner.getState().status).toBe('paused');
    expect(video.pause).toHaveBeenCalled();
    const frames = vi.mocked(decoder.decode).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    // At most the frame that was under way when Pause came.
    expect(vi.mocked(decoder.decode).mock.calls.length).toBeLessThanOrEqual(frames + 1);

    scanner.resume();
    expect(scanner.getState().status).toBe('scanning');
    await vi.waitFor(() => expect(vi.mocked(decoder.decode).mock.calls.length).toBeGreaterThan(frames + 2));
    expect(deps.openCamera).toHaveBeenCalledTimes(1);
    scanner.dispose();
  });

  it('fails with PermissionDeniedError when the camera is refused, and frees the decoder on dispose', async () => {
    const refused = new DOMException('Permission denied', 'NotAllowedError');
    const { scanner, decoder } = setup([], { openCamera: () => Promise.reject(refused) });
    await scanner.start();
    expect(scanner.getState().status).toBe('failed');
    expect(scanner.getState().error).toBeInstanceOf(PermissionDeniedError);
    scanner.dispose();
    expect(decoder.dispose).toHaveBeenCalled();
    expect(scanner.getState()).toEqual({ status: 'idle', hint: 'searching', error: null });
  });

  it('turns the camera off when the page goes while the camera is asked for', async () => {
    const { stream, track } = fakeStream();
    let grant: (s: MediaStream) => void = () => {};
    const { scanner } = setup([], { openCamera: () => new Promise((resolve) => (grant = resolve)) });
    const started = scanner.start();
    scanner.dispose();
    grant(stream);
    await started;
    expect(track.stop).toHaveBeenCalled();
    expect(scanner.getState().status).toBe('idle');
  });

  it('fails before loading anything in a browser that cannot scan', async () => {
    const createDecoder = vi.fn();
    const { scanner, deps } = setup([], {
      checkSupport: () => {
        throw new UnsupportedBrowserError('no Worker');
      },
      createDecoder,
    });
    await scanner.start();
    expect(scanner.getState().error).toBeInstanceOf(UnsupportedBrowserError);
    expect(createDecoder).not.toHaveBeenCalled();
    expect(deps.openCamera).not.toHaveBeenCalled();
  });

  it('fails the scan when the reader cannot be loaded', async () => {
    const { scanner, track } = setup([]);
    const broken: LicenceDecoder = {
      warmUp: () => Promise.reject(new Error('The barcode reader could not be loaded.')),
      decode: vi.fn(),
      dispose: vi.fn(),
    };
    const failing = new CameraScanner({ ...scannerDeps(scanner), createDecoder: () => broken });
    await failing.start();
    expect(failing.getState().status).toBe('failed');
    expect(failing.getState().error?.message).toBe('The barcode reader could not be loaded.');
    expect(track.stop).toHaveBeenCalled();
  });
});

/** The dependencies a scanner was built with (for a variant of it). */
function scannerDeps(scanner: CameraScanner): ScannerDeps {
  return (scanner as unknown as { deps: ScannerDeps }).deps;
}
