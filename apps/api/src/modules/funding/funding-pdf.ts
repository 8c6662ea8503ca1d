// The funding package: one PDF of the signed contract, the certificate, then each document in the tiles' order.
// A phone's JPEG is turned upright by its EXIF orientation (sharp) before it becomes a page.
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

export interface PackagePart {
  bytes: Uint8Array;
  kind: 'pdf' | 'jpeg';
}

const LETTER: [number, number] = [612, 792];
const MARGIN = 36;

export async function combinePackage(
  parts: readonly PackagePart[],
): Promise<{ pdf: Uint8Array; pages: number }> {
  const out = await PDFDocument.create();
  for (const part of parts) {
    if (part.kind === 'pdf') {
      const source = await PDFDocument.load(part.bytes, { ignoreEncryption: true });
      for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
      continue;
    }
    // rotate() with no angle applies the EXIF orientation and drops the tag: the page shows what the phone saw.
    const upright = await sharp(part.bytes).rotate().jpeg({ quality: 85 }).toBuffer();
    const image = await out.embedJpg(upright);
    const page = out.addPage(LETTER);
    const scale = Math.min(
      (LETTER[0] - 2 * MARGIN) / image.width,
      (LETTER[1] - 2 * MARGIN) / image.height,
      1,
    );
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: (LETTER[0] - width) / 2, y: (LETTER[1] - height) / 2, width, height });
  }
  return { pdf: await out.save(), pages: out.getPageCount() };
}
