// The fonts embedded in every generated PDF: DejaVu Sans (TrueType, free licence) from an npm package, so that
// accents render the same on any machine and the text copies out of the PDF as written. (Noto Sans was tried first:
// fontkit's subsetter drops most of its glyphs.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  italic: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
} as const;
type FontName = keyof typeof FILES;

export type Fonts = Record<Exclude<FontName, 'italic'>, PDFFont>;

// OpenType layout (ligatures, kerning, marks) costs fontkit 2 to 6 ms a line: a contract took
// seconds. Latin text needs none of it, and without ligatures the words also copy out of the PDF as written.
const LAYOUT_TABLES = new Set(['GSUB', 'GPOS', 'GDEF', 'kern', 'morx', 'STAT']);

/** The TrueType file less its layout tables (a new table directory; the kept tables are copied as they are). */
export function withoutLayoutTables(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const kept: Array<{ tag: string; checksum: number; offset: number; length: number }> = [];
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    if (LAYOUT_TABLES.has(tag)) continue;
    kept.push({
      tag,
      checksum: view.getUint32(at + 4),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    });
  }
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + kept.length * 16;
  const out = new Uint8Array(headerSize + kept.reduce((sum, t) => sum + pad(t.length), 0));
  const w = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(kept.length));
  w.setUint32(0, view.getUint32(0));
  w.setUint16(4, kept.length);
  w.setUint16(6, power * 16);
  w.setUint16(8, Math.log2(power));
  w.setUint16(10, kept.length * 16 - power * 16);
  let offset = headerSize;
  kept.forEach((t, i) => {
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c++) w.setUint8(at + c, t.tag.charCodeAt(c));
    w.setUint32(at + 4, t.checksum);
    w.setUint32(at + 8, offset);
    w.setUint32(at + 12, t.length);
    out.set(font.subarray(t.offset, t.offset + t.length), offset);
    offset += pad(t.length);
  });
  return out;
}

// Read once per process: the files are 300 to 700 kB each and every contract, signature stamp and audit page needs them.
const bytes = new Map<FontName, Uint8Array>();
function fontBytes(name: FontName): Uint8Array {
  let data = bytes.get(name);
  if (!data) {
    data = withoutLayoutTables(readFileSync(require.resolve(FILES[name])));
    bytes.set(name, data);
  }
  return data;
}

/** Embeds the regular and bold faces, subset to the glyphs used, so a contract stays small. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes('regular'), { subset: true }),
    doc.embedFont(fontBytes('bold'), { subset: true }),
  ]);
  return { regular, bold };
}

/** The italic face, for typed signatures only (each face embedded costs a parse of its file). */
export async function embedItalic(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  return doc.embedFont(fontBytes('italic'), { subset: true });
}
