// Places each signer's signature (a drawn PNG or a typed name) in that signer's blocks of a contract, in every
// language version, with who signed, when (UTC) and from which address under it.

import type { DocumentSignerRole } from '@vp/domain';
import { resources } from '@vp/i18n';
import { PDFDocument, rgb } from 'pdf-lib';
import { formatLongDate, formatUtc } from './contract-format.ts';
import { readLayout } from './contract-layout.ts';
import { fill } from './contract-pdf.ts';
import { embedFonts, embedItalic } from './fonts.ts';
import { CONTENT_WIDTH, PAGE } from './pdf-writer.ts';

export interface PlacedSignature {
  role: DocumentSignerRole;
  name: string;
  /** A drawn signature (PNG bytes) or the name the signer typed. */
  mark: { png: Uint8Array } | { typed: string };
  signedAt: Date;
  ip: string;
  userAgent: string;
}

const INK = rgb(0.05, 0.15, 0.45);

export async function placeSignatures(pdf: Uint8Array, signatures: PlacedSignature[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const layout = readLayout(doc);
  const fonts = await embedFonts(doc);
  const italic = signatures.some((s) => 'typed' in s.mark) ? await embedItalic(doc) : undefined;
  const pages = doc.getPages();
  for (const signature of signatures) {
    const blocks = layout.blocks.filter((b) => b.role === signature.role);
    if (blocks.length === 0) throw new Error(`the contract has no block for ${signature.role}`);
    const image = 'png' in signature.mark ? await doc.embedPng(signature.mark.png) : undefined;
    for (const block of blocks) {
      const page = pages[block.page];
      if (!page) throw new Error(`no page ${block.page}`);
      const w = resources[block.locale].contract.signatures;
      // The mark above, the two evidence lines (10 pt) under it, all inside the block.
      const markTop = block.y + block.height;
      const markHeight = block.height - 28;
      if (image) {
        const scale = Math.min(block.width / image.width, markHeight / image.height);
        page.drawImage(image, {
          x: block.x,
          y: markTop - image.height * scale,
          width: image.width * scale,
          height: image.height * scale,
        });
      } else if ('typed' in signature.mark && italic) {
        const size = Math.min(22, markHeight);
        page.drawText(signature.mark.typed, {
          x: block.x + 4,
          y: markTop - size,
          size,
          font: italic,
          color: INK,
        });
      }
      const small = { size: 10, font: fonts.regular, color: INK };
      page.drawText(fill(w.signedBy, { name: signature.name }), { ...small, x: block.x, y: block.y + 13 });
      page.drawText(fill(w.signedAt, { time: formatUtc(signature.signedAt), ip: signature.ip }), {
        ...small,
        x: block.x,
        y: block.y + 2,
      });
      const day = formatLongDate(signature.signedAt.toISOString().slice(0, 10), block.locale);
      page.drawText(day, { ...small, x: PAGE.margin + CONTENT_WIDTH * 0.62 + 28, y: block.y + 2 });
    }
  }
  return doc.save({ useObjectStreams: false });
}
