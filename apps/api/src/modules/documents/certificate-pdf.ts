// The completion certificate (spec §2 Certification): the loan, the customer, the installer, and a signature block
// for each of them. Printed for signing by hand (paper) or signed through the signing service (electronic): the PDF
// carries its layout like a contract, so the same steps place the signatures, append the audit page and seal it.
// Quebec's certificate is its own wording, French first then English (Consumer Protection Act; Charter s. 55).
import type { CertificateSignerRole, Locale } from '@vp/domain';
import { resources } from '@vp/i18n';
import { PDFDocument } from 'pdf-lib';
import type { SignatureBlock } from './contract.types.ts';
import { formatLongDate } from './contract-format.ts';
import { writeLayout } from './contract-layout.ts';
import { fill, signatureBlock } from './contract-pdf.ts';
import { embedFonts } from './fonts.ts';
import { PdfWriter } from './pdf-writer.ts';

export interface CertificateInput {
  /** The loan number (edgeId). */
  loanNumber: string;
  /** Quebec's own certificate: French then English, its own wording. */
  quebec: boolean;
  /** The customer's language (the contract's); a Quebec certificate has both whatever it is. */
  language: Locale;
  /** The day the certificate is drawn up, YYYY-MM-DD. */
  date: string;
  customer: { name: string; address: string };
  installer: { name: string; email: string; company: string };
}

/** The certificate's versions, in order. */
export function certificateLocales(input: Pick<CertificateInput, 'quebec' | 'language'>): Locale[] {
  return input.quebec ? ['fr', 'en'] : [input.language];
}

export async function buildCertificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const out = new PdfWriter(doc, await embedFonts(doc));
  const locales = certificateLocales(input);
  const blocks: SignatureBlock[] = [];
  for (const locale of locales) {
    const words = resources[locale].contract;
    const w = words.completion;
    out.newPage(locale);
    out.text(w.title, { font: 'bold', size: 16, after: 10 });
    out.text(input.quebec ? w.body.qc : w.body.common, { after: 10 });
    out.rows([
      { label: w.loan, value: input.loanNumber, emphasis: true },
      { label: w.customer, value: input.customer.name },
      { label: w.address, value: input.customer.address || '—' },
      { label: w.installer, value: input.installer.name },
      { label: w.company, value: input.installer.company },
      { label: w.email, value: input.installer.email },
      { label: w.date, value: formatLongDate(input.date, locale) },
    ]);
    out.heading(w.heading);
    const signers: Array<[CertificateSignerRole, string]> = [
      ['installer', input.installer.name],
      ['customer', input.customer.name],
    ];
    for (const [role, name] of signers)
      blocks.push(
        signatureBlock(out, words, {
          role,
          locale,
          label: fill(words.signatures.signer, { role: w.roles[role], name }),
        }),
      );
  }
  out.footers((index, count, tag) =>
    fill(resources[tag === 'fr' ? 'fr' : 'en'].contract.completion.footer, {
      number: input.loanNumber,
      page: index + 1,
      pages: count,
    }),
  );
  doc.setTitle(`${resources[locales[0] ?? 'en'].contract.completion.title} ${input.loanNumber}`);
  doc.setLanguage(locales[0] === 'fr' ? 'fr-CA' : 'en-CA');
  doc.setProducer('vendor-portal documents');
  doc.setCreator('vendor-portal');
  const created = new Date(`${input.date}T00:00:00Z`);
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  writeLayout(doc, { kind: 'certificate', locales, contractNumber: input.loanNumber, blocks });
  // Classic cross-reference tables: the seal appends an incremental update that chains to them.
  return doc.save({ useObjectStreams: false });
}
