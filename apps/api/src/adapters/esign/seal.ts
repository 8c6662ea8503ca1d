// The PAdES seal (issue 12): an incremental update that adds one invisible signature field to a finished PDF and
// signs the whole file with a CMS signature of subfilter ETSI.CAdES.detached (PAdES baseline B-B), so any PDF reader
// can tell that nothing changed after the seal.
import { createHash, sign } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import type { SealIdentity } from './seal-identity.ts';

const { asn1 } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
} as const;

type Node = forge.asn1.Asn1;
const seq = (value: Node[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (value: Node[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const int = (n: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const der = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const algorithm = (id: string) =>
  seq([oid(id), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]);

/** DER orders the members of a SET OF by their encodings. */
function derSet(members: Node[]): Node {
  return set(
    members
      .map((m) => ({ m, d: der(m) }))
      .sort((a, b) => Buffer.compare(a.d, b.d))
      .map((x) => x.m),
  );
}

/**
 * A CMS SignedData over the bytes signpdf hands over (the file less the signature's hole), with the signed
 * attributes PAdES B-B asks for: content type, message digest and the signing certificate (ESS v2); the signing
 * time is the signature dictionary's /M, as PAdES wants, not a CMS attribute.
 */
export class PadesSigner extends Signer {
  private readonly identity: SealIdentity;

  constructor(identity: SealIdentity) {
    super();
    this.identity = identity;
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const { certificateDer, chainDer, privateKey } = this.identity;
    const tbs = asn1.fromDer(certificateDer.toString('binary')).value[0] as Node;
    const fields = tbs.value as Node[];
    // tbsCertificate: [0] version, serialNumber, signature, issuer, ...
    const [serial, issuer] = [fields[1], fields[3]] as [Node, Node];
    const essCertId = seq([
      octets(createHash('sha256').update(certificateDer).digest()),
      seq([seq([asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [issuer])]), serial]),
    ]);
    const attributes = [
      seq([oid(OID.contentType), set([oid(OID.data)])]),
      seq([oid(OID.messageDigest), set([octets(createHash('sha256').update(pdfBuffer).digest())])]),
      seq([oid(OID.signingCertificateV2), set([seq([seq([essCertId])])])]),
    ];
    const signedAttributes = derSet(attributes);
    const signature = sign('sha256', der(signedAttributes), privateKey);
    // In the SignerInfo the same SET is written with the [0] IMPLICIT tag.
    const taggedAttributes = asn1.create(
      asn1.Class.CONTEXT_SPECIFIC,
      0,
      true,
      signedAttributes.value as Node[],
    );
    const signerInfo = seq([
      int(1),
      seq([issuer, serial]),
      algorithm(OID.sha256),
      taggedAttributes,
      algorithm(OID.sha256WithRsa),
      octets(signature),
    ]);
    const certificates = [certificateDer, ...chainDer].map((c) => asn1.fromDer(c.toString('binary')));
    const signedData = seq([
      int(1),
      set([algorithm(OID.sha256)]),
      seq([oid(OID.data)]),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, certificates),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}

/** The bytes of indirect objects written as an incremental update section (ISO 32000-1 §7.5.6). */
function incrementalUpdate(original: Uint8Array, doc: PDFDocument, refs: PDFRef[]): Uint8Array {
  const text = Buffer.from(original.subarray(Math.max(0, original.length - 1024))).toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('the PDF has no final startxref to chain the seal to');
  const chunks: Buffer[] = [Buffer.from(original), Buffer.from('\n')];
  let offset = original.length + 1;
  const entries: Array<{ ref: PDFRef; offset: number }> = [];
  for (const ref of [...refs].sort((a, b) => a.objectNumber - b.objectNumber)) {
    const object = doc.context.lookup(ref);
    if (!object) throw new Error(`missing object ${ref.toString()}`);
    const body = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    const chunk = Buffer.concat([
      Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    entries.push({ ref, offset });
    chunks.push(chunk);
    offset += chunk.length;
  }
  let xref = 'xref\n';
  for (const { ref, offset: at } of entries)
    xref += `${ref.objectNumber} 1\n${String(at).padStart(10, '0')} ${String(ref.generationNumber).padStart(5, '0')} n\r\n`;
  const trailer = doc.context.trailerInfo;
  const size = doc.context.largestObjectNumber + 1;
  const info = trailer.Info ? ` /Info ${trailer.Info.toString()}` : '';
  const id = trailer.ID ? ` /ID ${trailer.ID.toString()}` : '';
  xref += `trailer\n<< /Size ${size} /Root ${trailer.Root?.toString()}${info}${id} /Prev ${startxref[1]} >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref));
  return Buffer.concat(chunks);
}

export interface SealOptions {
  reason?: string;
  location?: string;
  signingTime?: Date;
}

/** Seals a finished PDF; the original bytes are kept as they are, ahead of the update that carries the seal. */
export async function sealPdf(
  pdf: Uint8Array,
  identity: SealIdentity,
  options: SealOptions = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const before = doc.context.largestObjectNumber;
  const page = doc.getPages().at(-1);
  if (!page) throw new Error('the PDF has no page');
  pdflibAddPlaceholder({
    pdfDoc: doc,
    pdfPage: page,
    reason: options.reason ?? 'Signed by all parties; sealed against any later change',
    contactInfo: '',
    name: identity.commonName,
    location: options.location ?? 'Canada',
    signingTime: options.signingTime ?? new Date(),
    signatureLength: 8192,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // What the placeholder touched: the objects it created, the page (its /Annots), the catalog (its /AcroForm) and an
  // AcroForm dictionary of its own when the PDF already had one.
  const changed = doc.context
    .enumerateIndirectObjects()
    .map(([ref]) => ref)
    .filter((ref) => ref.objectNumber > before);
  const root = doc.context.trailerInfo.Root;
  if (!(root instanceof PDFRef)) throw new Error('the PDF has no catalog reference');
  changed.push(page.ref, root);
  const acroForm = doc.catalog.get(PDFName.of('AcroForm'));
  if (
    acroForm instanceof PDFRef &&
    acroForm.objectNumber <= before &&
    doc.context.lookup(acroForm) instanceof PDFDict
  )
    changed.push(acroForm);
  const withPlaceholder = incrementalUpdate(pdf, doc, changed);
  const signed = await new SignPdf().sign(Buffer.from(withPlaceholder), new PadesSigner(identity));
  return new Uint8Array(signed);
}
