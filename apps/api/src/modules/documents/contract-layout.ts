// Keeps a signable document's layout (a contract's or a completion certificate's: its languages and where each
// signature goes) inside the PDF itself, in the document catalog under a private key, so placing signatures and
// appending the audit page need only the bytes.
import { type PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { z } from 'zod';
import type { DocumentLayout } from './contract.types.ts';

// A second-class name (ISO 32000 annex E): readers ignore it, and a prefix keeps it apart from others'.
const KEY = PDFName.of('VPortal_ContractLayout');

const layoutSchema = z.object({
  /** What the PDF is: a contract (the default, for PDFs made before certificates were signed) or a certificate. */
  kind: z.enum(['contract', 'certificate']).default('contract'),
  locales: z.array(z.enum(['en', 'fr'])).min(1),
  contractNumber: z.string(),
  blocks: z.array(
    z.object({
      role: z.enum(['customer', 'coCustomer', 'installer']),
      locale: z.enum(['en', 'fr']),
      page: z.number().int().nonnegative(),
      x: z.number(),
      y: z.number(),
      width: z.number().positive(),
      height: z.number().positive(),
    }),
  ),
});

export function writeLayout(doc: PDFDocument, layout: DocumentLayout): void {
  doc.catalog.set(KEY, PDFHexString.fromText(JSON.stringify(layout)));
}

/** The layout a contract was built with; throws when the PDF is not one of this module's contracts. */
export function readLayout(doc: PDFDocument): DocumentLayout {
  const value = doc.catalog.lookupMaybe(KEY, PDFHexString);
  if (!value) throw new Error('not a contract built by modules/documents (no layout)');
  return layoutSchema.parse(JSON.parse(value.decodeText()));
}
