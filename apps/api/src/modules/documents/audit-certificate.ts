// The audit certificate appended to a signed contract (or completion certificate): the envelope, the SHA-256 of the document as sent, and each
// signer's events (consent, signature) with their UTC time, IP address and user agent, in the contract's languages.
import type { DocumentSignerRole, Locale } from '@vp/domain';
import { resources } from '@vp/i18n';
import { PDFDocument } from 'pdf-lib';
import { formatUtc } from './contract-format.ts';
import { readLayout } from './contract-layout.ts';
import { fill } from './contract-pdf.ts';
import { embedFonts } from './fonts.ts';
import { PdfWriter } from './pdf-writer.ts';

export type AuditAction = 'sent' | 'viewed' | 'consented' | 'signed' | 'declined' | 'completed';

export interface AuditEvent {
  role: DocumentSignerRole;
  name: string;
  email?: string | null;
  action: AuditAction;
  at: Date;
  ip?: string | null;
  userAgent?: string | null;
}

export interface AuditCertificate {
  envelopeId: string;
  /** SHA-256 (hex) of the contract as sent, before any signature was placed. */
  documentSha256: string;
  events: AuditEvent[];
  completedAt?: Date;
}

function writeAudit(
  out: PdfWriter,
  audit: AuditCertificate,
  locale: Locale,
  kind: 'contract' | 'certificate',
): void {
  const w = resources[locale].contract.audit;
  out.text(w.title, { font: 'bold', size: 16, after: 4 });
  out.text(kind === 'certificate' ? w.introCertificate : w.intro, { after: 8 });
  out.rows([
    { label: w.envelope, value: audit.envelopeId },
    ...(audit.completedAt ? [{ label: w.completedAt, value: formatUtc(audit.completedAt) }] : []),
  ]);
  // The hash on a line of its own, unbroken, so it can be compared with (or copied from) the PDF as sent.
  out.text(w.documentSha256, { font: 'bold', after: 2 });
  out.text(audit.documentSha256.toLowerCase(), { after: 8 });
  out.heading(w.events);
  out.table(
    [
      { header: w.time, width: 0.22 },
      { header: w.signers, width: 0.26 },
      { header: w.action, width: 0.22 },
      { header: `${w.ip} · ${w.userAgent}`, width: 0.3 },
    ],
    audit.events.map((e) => [
      formatUtc(e.at),
      `${e.name}\n${w.roles[e.role]}${e.email ? `\n${e.email}` : ''}`,
      w.actions[e.action],
      [e.ip, e.userAgent].filter(Boolean).join('\n') || '—',
    ]),
  );
  out.text(w.seal, { muted: true, after: 12 });
}

export async function appendAuditCertificate(pdf: Uint8Array, audit: AuditCertificate): Promise<Uint8Array> {
  if (!/^[0-9a-f]{64}$/i.test(audit.documentSha256)) throw new Error('documentSha256 must be 64 hex digits');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const layout = readLayout(doc);
  const out = new PdfWriter(doc, await embedFonts(doc));
  const first = doc.getPageCount();
  for (const locale of layout.locales) {
    // Each language starts its own page when the first does not leave room for it.
    if (locale === layout.locales[0]) out.newPage(locale);
    else out.ensure(360);
    writeAudit(out, audit, locale, layout.kind);
  }
  const pages = doc.getPages();
  for (let i = first; i < pages.length; i++) {
    const w = resources[layout.locales[0] ?? 'en'].contract;
    // The contract's own pages keep their numbering (they were hashed as sent); the certificate names itself instead.
    const text = `${fill(w.contractNumber, { number: layout.contractNumber })} · ${w.audit.title}`;
    const size = 10;
    const width = out.fonts.regular.widthOfTextAtSize(text, size);
    pages[i]?.drawText(text, { x: (612 - width) / 2, y: 44, size, font: out.fonts.regular });
  }
  return doc.save({ useObjectStreams: false });
}
