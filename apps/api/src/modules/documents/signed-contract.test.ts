import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { sealPdf } from '../../adapters/esign/seal.ts';
import { ensureSealIdentity } from '../../adapters/esign/seal-identity.ts';
import { appendAuditCertificate } from './audit-certificate.ts';
import { contractFixture } from './contract.fixture.ts';
import { buildContractPdf } from './contract-pdf.ts';
import { pdfPageCount, pdfSignatures, pdfText } from './pdf-tools.ts';
import { placeSignatures } from './signatures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vp-signed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

async function drawnSignature(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><path d="M10 60 C 60 0, 90 90, 140 30 S 220 70, 290 20" stroke="#123" stroke-width="4" fill="none"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

describe('a signed contract: signatures placed, audit certificate appended, sealed', () => {
  it('stamps each signer in every version, lists the evidence with the SHA-256, and verifies once sealed', async () => {
    const contract = await buildContractPdf(contractFixture({ province: 'QC', coCustomer: true }));
    const sha256 = createHash('sha256').update(contract).digest('hex');
    const signedAt = new Date('2026-04-21T14:03:07Z');
    const ua =
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const signed = await placeSignatures(contract, [
      {
        role: 'customer',
        name: 'Céline Bélanger-Côté',
        mark: { png: await drawnSignature() },
        signedAt,
        ip: '203.0.113.7',
        userAgent: ua,
      },
      {
        role: 'coCustomer',
        name: 'François Lévesque',
        mark: { typed: 'François Lévesque' },
        signedAt,
        ip: '203.0.113.8',
        userAgent: ua,
      },
    ]);
    const withAudit = await appendAuditCertificate(signed, {
      envelopeId: '6f1c2d4e-8a9b-4c3d-9e2f-112233445566',
      documentSha256: sha256,
      completedAt: signedAt,
      events: [
        {
          role: 'customer',
          name: 'Céline Bélanger-Côté',
          email: 'celine@example.ca',
          action: 'consented',
          at: new Date('2026-04-21T14:01:00Z'),
          ip: '203.0.113.7',
          userAgent: ua,
        },
        {
          role: 'customer',
          name: 'Céline Bélanger-Côté',
          email: 'celine@example.ca',
          action: 'signed',
          at: signedAt,
          ip: '203.0.113.7',
          userAgent: ua,
        },
        {
          role: 'coCustomer',
          name: 'François Lévesque',
          action: 'consented',
          at: new Date('2026-04-21T14:02:00Z'),
          ip: '203.0.113.8',
          userAgent: ua,
        },
        {
          role: 'coCustomer',
          name: 'François Lévesque',
          action: 'signed',
          at: signedAt,
          ip: '203.0.113.8',
          userAgent: ua,
        },
      ],
    });
    const identity = ensureSealIdentity({ p12: undefined, password: '', dataDir, database: 'pglite' });
    const sealed = await sealPdf(withAudit, identity);
    writeFileSync(path.join(tmpdir(), 'vp-signed-contract.pdf'), sealed);

    const contractPages = pdfPageCount(contract);
    const stamped = flat(pdfText(sealed, { last: contractPages }));
    expect(stamped).toContain('Signé électroniquement par Céline Bélanger-Côté');
    expect(stamped).toContain('Signed electronically by François Lévesque');
    expect(stamped).toContain('2026-04-21 14:03:07 UTC · IP 203.0.113.7');
    expect(stamped).toContain('21 avril 2026');

    const audit = flat(pdfText(sealed, { first: contractPages + 1 }));
    expect(audit).toContain('Certificat de signature');
    expect(audit).toContain('Certificate of completion');
    expect(audit).toContain(sha256);
    expect(audit).toContain('A consenti à signer électroniquement');
    expect(audit).toContain('Consented to sign electronically');
    expect(audit).toContain('2026-04-21 14:01:00');
    expect(audit).toContain('203.0.113.8');
    expect(audit).toContain('iPad; CPU OS 17_4');

    const { status, report } = pdfSignatures(sealed);
    expect(report).toContain('Total document signed');
    expect(status).toBe(0);
  });

  it('refuses a role the contract has no block for, and a malformed hash', async () => {
    const contract = await buildContractPdf(contractFixture({ coCustomer: false }));
    const mark = { typed: 'X' };
    await expect(
      placeSignatures(contract, [
        { role: 'coCustomer', name: 'X', mark, signedAt: new Date(), ip: '::1', userAgent: 'ua' },
      ]),
    ).rejects.toThrow(/no block for coCustomer/);
    await expect(
      appendAuditCertificate(contract, { envelopeId: 'e', documentSha256: 'abc', events: [] }),
    ).rejects.toThrow(/64 hex digits/);
  });
});
