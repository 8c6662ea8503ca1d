// A fresh signing link of one signer of an envelope still out (issue 26): the customer who answered by link reaches
// the built-in signing page from their own customer page, after its second factor, rather than by a second link.
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import type { SigningRepository } from './signing.repository.ts';
import { envelopeRef } from './signing-completion.ts';
import { recipientOf } from './signing-recipient.ts';

/** The envelope and the signer when the envelope is still out and the signer has still to sign; else undefined. */
async function pendingSigner(repository: SigningRepository, envelopeId: string, signerId: number) {
  const envelope = await repository.findEnvelope(envelopeId);
  if (envelope?.status !== 'sent') return undefined;
  const signer = (await repository.findSigners(envelopeId)).find((s) => s.id === signerId);
  return signer?.status === 'pending' ? { envelope, signer } : undefined;
}

/** Whether the signer has still to sign (issue 36: the customer's signing link opens, and texts a code, until then). */
export function createSignerPending(repository: SigningRepository) {
  return async function signerPending(envelopeId: string, signerId: number): Promise<boolean> {
    return (await pendingSigner(repository, envelopeId, signerId)) !== undefined;
  };
}

export function createSignerLink(repository: SigningRepository, esign: ESignAdapter) {
  /** The signing page's path with a new token (the last one stops working); null once signed, declined or ended. */
  return async function signerLink(envelopeId: string, signerId: number): Promise<string | null> {
    const found = await pendingSigner(repository, envelopeId, signerId);
    return found ? esign.signingUrl(envelopeRef(found.envelope), recipientOf(found.signer), undefined) : null;
  };
}
