// One still of the video for the decoder: an ImageBitmap when the worker can draw it (no pixel copy on this
// thread), else the pixels read through a canvas here.
import type { FramePixels } from '../decoder/decoder-protocol.ts';

let canvas: HTMLCanvasElement | undefined;

export async function grabFrame(video: HTMLVideoElement): Promise<ImageBitmap | FramePixels> {
  if (typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function') {
    return createImageBitmap(video);
  }
  const width = video.videoWidth;
  const height = video.videoHeight;
  canvas ??= document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(video, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return { data, width, height };
}
