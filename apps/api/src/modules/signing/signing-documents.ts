// What signing needs of the documents module (the contract PDF, the signatures placed, the audit certificate, the
// PAdES seal), as one small interface: the composition root binds it to the documents module's functions.
import type { DocumentSignerRole, Locale } from '@vp/domain';

/** One signer's signature and its evidence, as the signed PDF places it and its audit certificate lists it. */
export interface SignatureEvidence {
  roleName: DocumentSignerRole;
  name: string;
  email: string | null;
  method: string;
  kind: 'drawn' | 'typed';
  /** A drawn signature: PNG bytes. */
  image: Uint8Array | null;
  typedName: string | null;
  consentAt: Date;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the contract the signer was shown. */
  documentSha256: string;
}

export interface SigningDocuments {
  /** The contract of an application to sign, in the recorded language (French first for a Quebec vendor). */
  contract(applicationId: string, language: Locale): Promise<Uint8Array>;
  /** The signed contract: signatures placed, the audit certificate appended, then sealed (PAdES). */
  finish(input: {
    contract: Uint8Array;
    applicationId: string;
    envelopeId: string;
    language: Locale;
    signatures: SignatureEvidence[];
    completedAt: Date;
  }): Promise<Uint8Array>;
}

/** A PNG data URL's bytes (a drawn signature as the signing page posts it); null for anything else. */
export function pngFromDataUrl(value: string | null): Uint8Array | null {
  const prefix = 'data:image/png;base64,';
  if (!value?.startsWith(prefix)) return null;
  const bytes = Buffer.from(value.slice(prefix.length), 'base64');
  // The PNG signature: a data URL that is not a PNG is not placed in a contract.
  const magic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return magic.every((b, i) => bytes[i] === b) ? new Uint8Array(bytes) : null;
}
