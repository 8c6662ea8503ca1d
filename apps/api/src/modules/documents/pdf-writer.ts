// A small flowing-text layout over pdf-lib for the documents this module builds: wrapped paragraphs, headings,
// tables and label/value lists on US Letter portrait pages, 10 pt or larger so a page reads on a phone.
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Fonts } from './fonts.ts';

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.margin + 24; // room for the footer
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const RULE = rgb(0.75, 0.75, 0.8);
const SHADE = rgb(0.93, 0.94, 0.97);

export type FontName = keyof Fonts;
export interface TextOptions {
  font?: FontName;
  size?: number;
  /** Space after, in points. */
  after?: number;
  muted?: boolean;
}
export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}
export interface Row {
  label: string;
  value: string;
  /** Shaded and bold: the figures a disclosure must make prominent. */
  emphasis?: boolean;
}

const lineHeight = (size: number) => size * 1.32;

// Widths of words at 1 pt, per font: measuring is the costly part of laying out text, and words repeat.
const wordWidths = new WeakMap<PDFFont, Map<string, number>>();
function widthAt(font: PDFFont, text: string, size: number): number {
  let cache = wordWidths.get(font);
  if (!cache) {
    cache = new Map();
    wordWidths.set(font, cache);
  }
  let width = cache.get(text);
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, 1);
    cache.set(text, width);
  }
  return width * size;
}

/** Splits text into lines no wider than `width`, on ordinary spaces only (no-break spaces keep words together). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = widthAt(font, ' ', size);
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      const wordWidth = widthAt(font, word, size);
      const candidate = line ? lineWidth + space + wordWidth : wordWidth;
      if (candidate <= width) {
        line = line ? `${line} ${word}` : word;
        lineWidth = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      // A word wider than the line (a hash, a user agent without spaces) is cut where it must be.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
        lineWidth = font.widthOfTextAtSize(line, size);
      }
    }
    lines.push(line);
  }
  return lines;
}

export class PdfWriter {
  page!: PDFPage;
  y = 0;
  /** The language of each page, for its footer. */
  readonly pageTags: string[] = [];
  private tag = '';

  readonly doc: PDFDocument;
  readonly fonts: Fonts;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
  }

  get pageIndex(): number {
    return this.doc.getPageCount() - 1;
  }

  newPage(tag = this.tag): void {
    this.tag = tag;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageTags.push(tag);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  text(text: string, options: TextOptions = {}, x = PAGE.margin, width = CONTENT_WIDTH): void {
    const font = this.fonts[options.font ?? 'regular'];
    const size = options.size ?? 10;
    for (const line of wrapText(text, font, size, width)) {
      this.ensure(lineHeight(size));
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.muted ? MUTED : INK });
      this.y -= lineHeight(size) - size;
    }
    this.y -= options.after ?? 4;
  }

  heading(text: string, size = 12): void {
    // Keep a heading with at least three lines of what follows it.
    this.ensure(lineHeight(size) + 3 * lineHeight(10) + 10);
    this.space(6);
    this.text(text, { font: 'bold', size, after: 2 });
    this.rule();
    this.space(6);
  }

  rule(): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }

  /** Label on the left, value on the right; the whole list stays on one page when it fits on one. */
  rows(rows: Row[]): void {
    const labelWidth = CONTENT_WIDTH * 0.58;
    const valueWidth = CONTENT_WIDTH - labelWidth - 12;
    const size = 10;
    const measured = rows.map((row) => {
      const font = this.fonts[row.emphasis ? 'bold' : 'regular'];
      const label = wrapText(row.label, font, size, labelWidth - 8);
      const value = wrapText(row.value, font, size, valueWidth - 4);
      return { row, font, label, value, height: Math.max(label.length, value.length) * lineHeight(size) + 6 };
    });
    this.ensure(
      Math.min(
        measured.reduce((sum, m) => sum + m.height, 0),
        PAGE.height / 2,
      ),
    );
    for (const m of measured) {
      this.ensure(m.height);
      const top = this.y;
      if (m.row.emphasis)
        this.page.drawRectangle({
          x: PAGE.margin,
          y: top - m.height,
          width: CONTENT_WIDTH,
          height: m.height,
          color: SHADE,
        });
      m.label.forEach((line, i) => {
        this.page.drawText(line, {
          x: PAGE.margin + 4,
          y: top - 3 - size - i * lineHeight(size),
          size,
          font: m.font,
          color: INK,
        });
      });
      m.value.forEach((line, i) => {
        const w = m.font.widthOfTextAtSize(line, size);
        const x = PAGE.width - PAGE.margin - 4 - w;
        this.page.drawText(line, {
          x,
          y: top - 3 - size - i * lineHeight(size),
          size,
          font: m.font,
          color: INK,
        });
      });
      this.y = top - m.height;
      this.rule();
    }
    this.space(8);
  }

  /** A table with a shaded header row, repeated on each new page it runs onto. */
  table(columns: Column[], body: string[][], options: { header?: boolean } = {}): void {
    const withHeader = options.header ?? true;
    const size = 10;
    const widths = columns.map((c) => c.width * CONTENT_WIDTH);
    const drawRow = (cells: string[], font: PDFFont, shaded: boolean) => {
      const lines = cells.map((cell, i) => wrapText(cell, font, size, (widths[i] ?? 0) - 8));
      const height = Math.max(...lines.map((l) => l.length)) * lineHeight(size) + 6;
      if (this.y - height < BOTTOM) {
        this.newPage();
        if (!shaded && withHeader)
          drawRow(
            columns.map((c) => c.header),
            this.fonts.bold,
            true,
          );
      }
      const top = this.y;
      if (shaded)
        this.page.drawRectangle({
          x: PAGE.margin,
          y: top - height,
          width: CONTENT_WIDTH,
          height,
          color: SHADE,
        });
      let x = PAGE.margin;
      lines.forEach((cellLines, i) => {
        const width = widths[i] ?? 0;
        cellLines.forEach((line, j) => {
          const w = font.widthOfTextAtSize(line, size);
          const lx = columns[i]?.align === 'right' ? x + width - 4 - w : x + 4;
          this.page.drawText(line, {
            x: lx,
            y: top - 3 - size - j * lineHeight(size),
            size,
            font,
            color: INK,
          });
        });
        x += width;
      });
      this.y = top - height;
      this.rule();
    };
    this.ensure(3 * (lineHeight(size) + 6));
    if (withHeader)
      drawRow(
        columns.map((c) => c.header),
        this.fonts.bold,
        true,
      );
    for (const cells of body) drawRow(cells, this.fonts.regular, false);
    this.space(8);
  }

  /** Draws `text` in small muted type at the foot of every page, as `footer(pageIndex, pageCount, tag)` says. */
  footers(footer: (index: number, count: number, tag: string) => string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = footer(i, pages.length, this.pageTags[i] ?? '');
      const w = this.fonts.regular.widthOfTextAtSize(text, 10);
      page.drawText(text, {
        x: (PAGE.width - w) / 2,
        y: PAGE.margin - 10,
        size: 10,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}
