// A dealer's uploaded document as pages of a PDF: a PDF's own pages, or a JPEG turned upright on a letter page. The
// upload's check and the funding package run this same code, so a file the check accepts is one the package combines.
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../adapters/barcode/image-pixels.ts';

export interface UploadedDocument {
  bytes: Uint8Array;
  kind: 'pdf' | 'jpeg';
}

/** Why a document cannot become pages: not readable as its kind, a PDF without a page, a picture past the limit. */
export type UnreadableReason = 'unreadable' | 'noPages' | 'tooManyPixels';

export class UnreadableDocument extends Error {
  readonly reason: UnreadableReason;

  constructor(reason: UnreadableReason, cause?: unknown) {
    super(`unreadable document: ${reason}`, { cause });
    this.name = 'UnreadableDocument';
    this.reason = reason;
  }
}

const LETTER: [number, number] = [612, 792];
const MARGIN = 36;

async function addPdf(out: PDFDocument, bytes: Uint8Array) {
  let source: PDFDocument;
  let pages: number[];
  try {
    source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    // A file that only starts like a PDF loads without a catalog: reading its page tree is where it fails.
    pages = source.getPageIndices();
  } catch (error) {
    throw new UnreadableDocument('unreadable', error);
  }
  if (pages.length === 0) throw new UnreadableDocument('noPages');
  try {
    for (const page of await out.copyPages(source, pages)) out.addPage(page);
  } catch (error) {
    throw new UnreadableDocument('unreadable', error);
  }
}

async function addJpeg(out: PDFDocument, bytes: Uint8Array) {
  let upright: Buffer;
  try {
    // rotate() with no angle applies the EXIF orientation and drops the tag: the page shows what the phone saw. The
    // whole image is decoded (a truncated one fails here), within the pixel limit of every photo the API decodes.
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new UnreadableDocument(tooLarge ? 'tooManyPixels' : 'unreadable', error);
  }
  const image = await out.embedJpg(upright);
  const page = out.addPage(LETTER);
  const scale = Math.min((LETTER[0] - 2 * MARGIN) / image.width, (LETTER[1] - 2 * MARGIN) / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (LETTER[0] - width) / 2, y: (LETTER[1] - height) / 2, width, height });
}

/** Adds the document's pages to `out`; UnreadableDocument when it cannot become pages. */
export function addUploadedDocument(out: PDFDocument, document: UploadedDocument): Promise<void> {
  return document.kind === 'pdf' ? addPdf(out, document.bytes) : addJpeg(out, document.bytes);
}

/** Whether a stored upload would combine into the funding package: its pages added to a scratch PDF, then dropped. */
export async function checkUploadedDocument(document: UploadedDocument): Promise<UnreadableReason | null> {
  try {
    await addUploadedDocument(await PDFDocument.create(), document);
    return null;
  } catch (error) {
    if (error instanceof UnreadableDocument) return error.reason;
    throw error;
  }
}
