import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractFixture } from '../../modules/documents/contract.fixture.ts';
import { buildContractPdf } from '../../modules/documents/contract-pdf.ts';
import { pdfSignatures, pdfText } from '../../modules/documents/pdf-tools.ts';
import { sealPdf } from './seal.ts';
import { createSelfSignedSeal, ensureSealIdentity, loadSealIdentity } from './seal-identity.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-seal-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('sealPdf', () => {
  const identity = ensureSealIdentity({ p12: undefined, password: '', dataDir, database: 'pglite' });

  it('makes a seal that pdfsig verifies over the whole file, as an incremental update of the original', async () => {
    const contract = await buildContractPdf(contractFixture({ province: 'QC', coCustomer: true }));
    const sealed = await sealPdf(contract, identity);
    expect(Buffer.from(sealed.subarray(0, contract.length)).equals(Buffer.from(contract))).toBe(true);
    const { status, report } = pdfSignatures(sealed);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('ETSI.CAdES.detached');
    expect(report).toContain('Vendor portal document seal');
    expect(status).toBe(0);
    expect(pdfText(sealed)).toContain('Contrat de crédit');
  });

  it('fails verification when one byte of the sealed file changes', async () => {
    const sealed = await sealPdf(await buildContractPdf(contractFixture()), identity);
    const tampered = Uint8Array.from(sealed);
    // A byte inside the first page's content, well within the signed range.
    const at = Buffer.from(tampered).indexOf('Contract no.');
    const index = at > 0 ? at : 200;
    tampered[index] = (tampered[index] ?? 0) ^ 0x01;
    const { report } = pdfSignatures(tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Signature is Invalid|Digest Mismatch/i);
  });
});

describe('seal identity', () => {
  it('creates the embedded default once, readable by its owner only, and reuses it', () => {
    const dir = path.join(dataDir, 'once');
    const first = ensureSealIdentity({ p12: undefined, password: '', dataDir: dir, database: 'pglite' });
    const mode = statSync(path.join(dir, 'seal', 'seal.p12')).mode & 0o777;
    expect(mode).toBe(0o600);
    const again = ensureSealIdentity({ p12: undefined, password: '', dataDir: dir, database: 'pglite' });
    expect(again.certificateDer.equals(first.certificateDer)).toBe(true);
  });

  it('reads SEAL_P12 given inline with its password, and requires it on PostgreSQL', () => {
    const p12 = createSelfSignedSeal('Lakeshore Consumer Finance seal', 'correct horse');
    const identity = ensureSealIdentity({
      p12: `base64:${p12.toString('base64')}`,
      password: 'correct horse',
      dataDir,
      database: 'postgres',
    });
    expect(identity.commonName).toBe('Lakeshore Consumer Finance seal');
    expect(() => loadSealIdentity(p12, 'wrong')).toThrow();
    expect(() => ensureSealIdentity({ p12: undefined, password: '', dataDir, database: 'postgres' })).toThrow(
      /SEAL_P12: required when DATABASE_URL is set/,
    );
  });
});
