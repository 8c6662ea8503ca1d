// Hands an envelope already written (with its signers, and for a contract the status moved in the same transaction)
// to its provider: the built-in service e-mails its links, DocuSign creates its envelope. It runs after the commit,
// and again from the reconciliation for an envelope a crash left unsent: an envelope is sent once it records its
// provider's id.
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { EnvelopeRow, SigningRepository } from './signing.repository.ts';
import { recipientOf } from './signing-recipient.ts';

export interface DispatchTarget {
  envelope: EnvelopeRow;
  vendorId: number;
  /** The loan number when the lender gave one: the e-mail's subject and the document's name. */
  edgeId: string | null;
  /** The document's bytes when the caller has them; else read from storage. */
  document?: Uint8Array;
}

export function createSigningDispatch({
  repository,
  esign,
  storage,
}: {
  repository: SigningRepository;
  esign: ESignAdapter;
  storage: Pick<Storage, 'read'>;
}) {
  return async function dispatch({ envelope, vendorId, edgeId, document }: DispatchTarget) {
    if (!envelope.documentKey) throw new Error(`envelope ${envelope.id} has no document`);
    const bytes = document ?? new Uint8Array(await storage.read(envelope.documentKey));
    const reference = edgeId ?? envelope.applicationId;
    const recipients = (await repository.findSigners(envelope.id)).map(recipientOf);
    const sent = await esign.createEnvelope({
      envelopeId: envelope.id,
      purpose: envelope.purpose === 'certificate' ? 'certificate' : 'contract',
      vendorId,
      applicationId: envelope.applicationId,
      document: bytes,
      documentName: `${envelope.purpose === 'certificate' ? 'certificate' : 'contract'}-${reference}.pdf`,
      subject: reference,
      recipients,
    });
    for (const r of recipients) {
      const providerId = sent.recipientIds[r.signerId];
      if (providerId) await repository.updateSigner(r.signerId, { providerRecipientId: providerId });
    }
    // Last: the mark that the envelope went out.
    await repository.updateEnvelope(envelope.id, { providerEnvelopeId: sent.providerEnvelopeId });
  };
}
export type SigningDispatch = ReturnType<typeof createSigningDispatch>;
