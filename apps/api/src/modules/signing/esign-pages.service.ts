// The signer's side of the built-in signing service: a link opens one signer's page of one envelope while it is out
// for signature and the link is fresh; signing records the evidence (consent, signature, time, IP, user agent, the
// document's SHA-256) and, with the last signature, completes the envelope; declining ends it.
import type { Locale } from '@vp/domain';
import { hashSigningToken, isSigningTokenShape } from '../../adapters/esign/signing-token.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { EnvelopeRow, SignerRow, SigningRepository } from './signing.repository.ts';
import type { SigningService } from './signing.service.ts';
import { pngFromDataUrl } from './signing-documents.ts';

export interface SignerVisit {
  envelope: EnvelopeRow;
  signer: SignerRow;
}

export interface Signature {
  consent: boolean;
  kind: 'drawn' | 'typed';
  /** A drawn signature as a PNG data URL. */
  image: string | null;
  typedName: string | null;
  ip: string;
  userAgent: string | null;
}

export type SignOutcome = 'signed' | 'invalid';

/** A drawn signature larger than this is not a signature (the pad's PNG is a few kilobytes). */
const MAX_SIGNATURE_BYTES = 300_000;

export function createEsignPagesService({
  repository,
  signing,
  storage,
  audit,
  clock,
}: {
  repository: SigningRepository;
  signing: SigningService;
  storage: Pick<Storage, 'read'>;
  audit: AuditRepository;
  clock: () => Date;
}) {
  /**
   * The signer and envelope a link opens, or null: a token of another shape, unknown, of another envelope, expired,
   * already used (signed or declined), or an envelope no longer out for signature. All answer alike.
   */
  async function visit(envelopeId: string, token: string): Promise<SignerVisit | null> {
    if (!isSigningTokenShape(token)) return null;
    const signer = await repository.findSignerByToken(hashSigningToken(token));
    if (!signer || signer.envelopeId !== envelopeId || signer.status !== 'pending') return null;
    if (!signer.tokenExpiresAt || signer.tokenExpiresAt.getTime() <= clock().getTime()) return null;
    const envelope = await repository.findEnvelope(envelopeId);
    if (envelope?.status !== 'sent' || envelope.provider !== 'builtin') return null;
    return { envelope, signer };
  }

  return {
    visit,

    /** The contract the signer is shown (the same bytes whose SHA-256 the signature records). */
    async document(v: SignerVisit) {
      if (!v.envelope.documentKey) throw new Error(`envelope ${v.envelope.id} has no contract`);
      return storage.read(v.envelope.documentKey);
    },

    /** Records a signature; 'invalid' when the form lacks consent or a usable signature (the page asks again). */
    async sign(v: SignerVisit, signature: Signature): Promise<SignOutcome> {
      const typedName = signature.typedName?.trim().slice(0, 120) || null;
      const image =
        signature.kind === 'drawn' && signature.image && signature.image.length <= MAX_SIGNATURE_BYTES
          ? signature.image
          : null;
      if (!signature.consent) return 'invalid';
      if (signature.kind === 'drawn' ? !pngFromDataUrl(image) : !typedName) return 'invalid';
      const at = clock();
      const settled = await repository.settleSigner(v.signer.id, {
        status: 'signed',
        consentAt: at,
        signedAt: at,
        signatureKind: signature.kind,
        signatureImage: signature.kind === 'drawn' ? image : null,
        typedName: typedName ?? v.signer.name,
        ip: signature.ip,
        userAgent: signature.userAgent?.slice(0, 500) ?? null,
        documentSha256: v.envelope.documentSha256,
      });
      if (!settled) return 'invalid';
      await audit.record({
        type: 'signing.signed',
        applicationId: v.envelope.applicationId,
        ip: signature.ip,
        detail: { envelopeId: v.envelope.id, roleName: v.signer.roleName, kind: signature.kind },
      });
      const people = await repository.findSigners(v.envelope.id);
      if (people.every((s) => s.status === 'signed')) await signing.complete(v.envelope);
      return 'signed';
    },

    /** The signer declines: the envelope ends and the application returns to its approval. */
    async decline(v: SignerVisit, reason: string | null, ip: string) {
      const settled = await repository.settleSigner(v.signer.id, {
        status: 'declined',
        declinedAt: clock(),
        declineReason: reason?.trim().slice(0, 500) || null,
        ip,
      });
      if (!settled) return;
      await audit.record({
        type: 'signing.declined',
        applicationId: v.envelope.applicationId,
        ip,
        detail: { envelopeId: v.envelope.id, roleName: v.signer.roleName },
      });
      await signing.endUnsigned(v.envelope, 'declined');
    },

    languageOf: (v: SignerVisit) => v.signer.language as Locale,
  };
}
export type EsignPagesService = ReturnType<typeof createEsignPagesService>;
