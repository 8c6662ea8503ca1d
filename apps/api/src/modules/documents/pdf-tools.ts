// Poppler's command-line tools over PDF bytes, for tests and checks: the text a reader extracts (pdftotext) and the
// signature report (pdfsig). Debian's poppler-utils; .ci/run installs it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function withFile<T>(pdf: Uint8Array, run: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'vp-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  try {
    writeFileSync(file, pdf);
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of pages `first` to `last` (1-based, inclusive; all when omitted). */
export function pdfText(pdf: Uint8Array, pages: { first?: number; last?: number } = {}): string {
  return withFile(pdf, (file) => {
    const range = [
      ...(pages.first ? ['-f', String(pages.first)] : []),
      ...(pages.last ? ['-l', String(pages.last)] : []),
    ];
    return execFileSync('pdftotext', [...range, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  });
}

export function pdfPageCount(pdf: Uint8Array): number {
  return withFile(pdf, (file) => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  });
}

/** pdfsig's report and exit status (0 when every signature verifies). */
export function pdfSignatures(pdf: Uint8Array): { status: number; report: string } {
  return withFile(pdf, (file) => {
    const run = spawnSync('pdfsig', ['-nocert', file], { encoding: 'utf8' });
    return { status: run.status ?? -1, report: `${run.stdout}${run.stderr}` };
  });
}
