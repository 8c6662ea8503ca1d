// Contract generation and sealing (issue 12: each ≤ 300 ms for a contract of 4 pages or more, median of 20), against a
// baseline in the same run: pdf-lib creating and saving a blank document of the same page count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { sealPdf } from '../src/adapters/esign/seal.ts';
import { ensureSealIdentity } from '../src/adapters/esign/seal-identity.ts';
import { contractFixture } from '../src/modules/documents/contract.fixture.ts';
import { buildContractPdf } from '../src/modules/documents/contract-pdf.ts';

const RUNS = 20;
const BUDGET_MS = 300;

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run(); // warm-up: module loading and the JIT
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return ((times[RUNS / 2 - 1] ?? 0) + (times[RUNS / 2] ?? 0)) / 2;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-bench-seal-'));
try {
  const identity = ensureSealIdentity({ p12: undefined, password: '', dataDir, database: 'pglite' });
  const rows: Array<[string, number, number]> = [];
  for (const [label, input] of [
    ['Ontario, English, co-customer', contractFixture({ province: 'ON', coCustomer: true })],
    ['Quebec, French then English, co-customer', contractFixture({ province: 'QC', coCustomer: true })],
  ] as const) {
    const contract = await buildContractPdf(input);
    const pages = (await PDFDocument.load(contract)).getPageCount();
    const blank = await median(async () => {
      const doc = await PDFDocument.create();
      for (let i = 0; i < pages; i++) doc.addPage();
      await doc.save();
    });
    const build = await median(() => buildContractPdf(input));
    const seal = await median(() => sealPdf(contract, identity));
    process.stdout.write(`\n${label}: ${pages} pages, ${(contract.length / 1024).toFixed(0)} kB\n`);
    rows.push([`  baseline: blank ${pages}-page pdf-lib document`, blank, 0]);
    rows.push(['  contract generation', build, BUDGET_MS]);
    rows.push(['  PAdES seal', seal, BUDGET_MS]);
    for (const [name, ms, budget] of rows.splice(0))
      process.stdout.write(
        `${name.padEnd(48)} median ${ms.toFixed(1).padStart(7)} ms${budget ? (ms <= budget ? `  ✓ ≤ ${budget} ms` : `  ✗ over ${budget} ms`) : ''}\n`,
      );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
