// E-signature envelopes and their signers (the built-in signing service's and a provider's alike). Columns are
// snake_case in SQL; money is in cents.
import { bigserial, char, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';

export const envelopes = pgTable(
  'envelopes',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 'builtin' or 'docusign' (adapters/esign). */
    provider: text().notNull().default('builtin'),
    /** The provider's own id of the envelope (DocuSign's envelopeId); the built-in service uses this row's id. */
    providerEnvelopeId: text(),
    /** What is signed: 'contract' (the Sign screen's) or 'certificate' (the completion certificate, decision 020). */
    purpose: text().notNull().default('contract'),
    /** sent, completed, declined, voided. */
    status: text().notNull().default('sent'),
    customerSignMethod: text().notNull(),
    coCustomerSignMethod: text(),
    /** The contract's language, asked on the Sign screen and recorded (en, fr). */
    language: text().notNull().default('en'),
    /** The approval the application had before the request: a void or a decline returns it there. */
    priorStatus: text(),
    /** Storage keys (adapters/storage) of the contract as sent and of the signed, sealed contract. */
    documentKey: text(),
    signedDocumentKey: text(),
    /** SHA-256 (hex) of the contract as sent: each signer's record names the document they saw. */
    documentSha256: char({ length: 64 }),
    /** Where the signed contract was filed with the loan (the upload trigger), and when. */
    filedKey: text(),
    filedAt: timestamp({ withTimezone: true }),
    created: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('envelopes_app_idx').on(t.applicationId),
    index('envelopes_provider_idx').on(t.provider, t.providerEnvelopeId),
  ],
);

export const signers = pgTable(
  'signers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    envelopeId: uuid()
      .notNull()
      .references(() => envelopes.id, { onDelete: 'cascade' }),
    /** customer or coCustomer. */
    roleName: text().notNull(),
    name: text().notNull(),
    email: text(),
    /** Embed (in person) or Email. */
    method: text().notNull(),
    language: text().notNull().default('en'),
    /** pending, signed, declined. */
    status: text().notNull().default('pending'),
    /** SHA-256 of the signing link's token (the built-in service); the token itself is never stored. */
    tokenHash: char({ length: 64 }).notNull(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    /** The provider's recipient id (DocuSign's recipientId / clientUserId). */
    providerRecipientId: text(),
    consentAt: timestamp({ withTimezone: true }),
    /** drawn or typed. */
    signatureKind: text(),
    /** A drawn signature as a PNG data URL, or the typed name. */
    signatureImage: text(),
    typedName: text(),
    ip: text(),
    userAgent: text(),
    /** SHA-256 of the document the signer was shown when signing. */
    documentSha256: char({ length: 64 }),
    signedAt: timestamp({ withTimezone: true }),
    declinedAt: timestamp({ withTimezone: true }),
    declineReason: text(),
  },
  (t) => [uniqueIndex('signers_token_idx').on(t.tokenHash), index('signers_envelope_idx').on(t.envelopeId)],
);
