// A fresh signing link of one signer of an envelope still out (issue 26): the customer who answered by link reaches
// the built-in signing page from their own customer page, after its second factor, rather than by a second link.
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import type { SigningRepository } from './signing.repository.ts';
import { envelopeRef } from './signing-completion.ts';
import { recipientOf } from './signing-recipient.ts';

export function createSignerLink(repository: SigningRepository, esign: ESignAdapter) {
  /** The signing page's path with a new token (the last one stops working); null once signed, declined or ended. */
  return async function signerLink(envelopeId: string, signerId: number): Promise<string | null> {
    const envelope = await repository.findEnvelope(envelopeId);
    if (envelope?.status !== 'sent') return null;
    const signer = (await repository.findSigners(envelopeId)).find((s) => s.id === signerId);
    if (signer?.status !== 'pending') return null;
    return esign.signingUrl(envelopeRef(envelope), recipientOf(signer), undefined);
  };
}
