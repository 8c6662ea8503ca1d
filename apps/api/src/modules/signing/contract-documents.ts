// The documents module's functions bound for signing: the contract from its owners' reads, and the signed
// contract (signatures placed where the contract's layout says, the audit certificate appended, the PAdES seal).
import { sealPdf } from '../../adapters/esign/seal.ts';
import type { SealIdentity } from '../../adapters/esign/seal-identity.ts';
import {
  type AuditEvent,
  appendAuditCertificate,
  buildContractPdf,
  placeSignatures,
} from '../documents/index.ts';
import { type ContractReads, loadContractInput } from './contract-source.ts';
import type { SignatureEvidence, SigningDocuments } from './signing-documents.ts';

/** Each signer's consent and signature, in time order, as the audit certificate lists them. */
function auditEvents(signatures: SignatureEvidence[]): AuditEvent[] {
  return signatures
    .flatMap((s) => {
      const who = { role: s.roleName, name: s.name, email: s.email, ip: s.ip, userAgent: s.userAgent };
      return [
        { ...who, action: 'consented' as const, at: s.consentAt },
        { ...who, action: 'signed' as const, at: s.signedAt },
      ];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

export function createContractDocuments({
  reads,
  clock,
  sealIdentity,
}: {
  /** The contract's data, each read by the module that owns it (decision 036). */
  reads: ContractReads;
  clock: () => Date;
  /** The seal's certificate and key, read (or made, on the embedded default) at the first seal. */
  sealIdentity: () => SealIdentity;
}): SigningDocuments & { prepareSeal(): void } {
  let identity: SealIdentity | undefined;
  return {
    /**
     * Reads (or, on the embedded default's first start, makes: seconds of RSA key generation) the seal's identity;
     * the server calls it before it listens, so that no request waits behind it.
     */
    prepareSeal() {
      identity ??= sealIdentity();
    },
    async contract(applicationId, language) {
      return buildContractPdf(await loadContractInput(reads, applicationId, language, clock()));
    },
    async finish({ contract, envelopeId, signatures, completedAt }) {
      const placed = await placeSignatures(
        contract,
        signatures.map((s) => ({
          role: s.roleName,
          name: s.name,
          mark: s.kind === 'drawn' && s.image ? { png: s.image } : { typed: s.typedName ?? s.name },
          signedAt: s.signedAt,
          ip: s.ip ?? '',
          userAgent: s.userAgent ?? '',
        })),
      );
      const certified = await appendAuditCertificate(placed, {
        envelopeId,
        documentSha256: signatures[0]?.documentSha256 ?? '',
        completedAt,
        events: auditEvents(signatures),
      });
      identity ??= sealIdentity();
      return sealPdf(certified, identity, { signingTime: completedAt });
    },
  };
}
