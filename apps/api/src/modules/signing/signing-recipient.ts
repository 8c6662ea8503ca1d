// A signer's row as the e-signature adapter's recipient.
import type { DocumentSignerRole, Locale, SignMethod } from '@vp/domain';
import type { EnvelopeRecipient } from '../../adapters/esign/esign.ts';
import type { SignerRow } from './signing.repository.ts';

export function recipientOf(row: SignerRow): EnvelopeRecipient {
  return {
    signerId: row.id,
    roleName: row.roleName as DocumentSignerRole,
    name: row.name,
    email: row.email,
    method: row.method as SignMethod,
    language: row.language as Locale,
  };
}
