// The signing calls (spec §3 Signing, §7): the sign request and its links, the envelope's state for the Sign screen,
// the status check, the signed PDF and the upload trigger. Shared by the API's route schemas and the web's parsers.
import { z } from 'zod';

export const SIGN_METHODS = ['Embed', 'Email'] as const;
/** In Person (Embed: the dealer hands over the device) or By Email (a link in a message). */
export type SignMethod = (typeof SIGN_METHODS)[number];

export const SIGNER_ROLES = ['customer', 'coCustomer'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** Who signs the electronic completion certificate: the installer and the customer (decision 020). */
export const CERTIFICATE_SIGNER_ROLES = ['installer', 'customer'] as const;
export type CertificateSignerRole = (typeof CERTIFICATE_SIGNER_ROLES)[number];
/** Anyone the signing service asks for a signature: a contract's signers or a certificate's. */
export type DocumentSignerRole = SignerRole | CertificateSignerRole;

/** What an envelope can be: out for signature, signed by all, declined by a signer, voided by the dealer. */
export const ENVELOPE_STATUSES = ['sent', 'completed', 'declined', 'voided'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

export const SIGNER_STATUSES = ['pending', 'signed', 'declined'] as const;

/** GET /api/sign/{id}: the request's query (spec §7: action=sign, url, customerSignMethod, coCustomerSignMethod). */
export const signQuery = z.object({
  action: z.literal('sign', { error: 'validation:oneOf' }),
  /** Where an in-person signer's page sends them when done (the Sign screen's address); optional. */
  url: z.string().max(2000).optional(),
  customerSignMethod: z.enum(SIGN_METHODS, { error: 'validation:oneOf' }),
  coCustomerSignMethod: z.enum(SIGN_METHODS, { error: 'validation:oneOf' }).optional(),
  /** The customer's contract language, asked on the Sign screen and recorded with the envelope. */
  language: z.enum(['en', 'fr'], { error: 'validation:oneOf' }).optional(),
});
export type SignQuery = z.infer<typeof signQuery>;

/** A 'sign as' link: an in-person signer's own signing page (spec §3: url, roleName). */
export const signUrl = z.object({ url: z.string(), roleName: z.enum(SIGNER_ROLES) });
export type SignUrl = z.infer<typeof signUrl>;

/** GET /api/sign/{id}?action=sign: the envelope and a link per in-person signer (none for those signing by e-mail). */
export const signAnswer = z.object({ envelopeId: z.string(), urls: z.array(signUrl) });
export type SignAnswer = z.infer<typeof signAnswer>;

export const signerState = z.object({
  roleName: z.enum(SIGNER_ROLES),
  name: z.string(),
  method: z.enum(SIGN_METHODS),
  /** Shown for a signer by e-mail ('document sent to …'). */
  email: z.string().nullable(),
  status: z.enum(SIGNER_STATUSES),
  /** ISO date and time. */
  signedAt: z.string().nullable(),
});
export type SignerState = z.infer<typeof signerState>;

/** GET /api/sign/{id}/state: what the Sign screen shows (its signers, their e-mails, the last envelope). */
export const signingStateAnswer = z.object({
  /** The signers the application has (customer, and co-customer when a co-applicant exists), with their e-mails. */
  parties: z.array(
    z.object({ roleName: z.enum(SIGNER_ROLES), name: z.string(), email: z.string().nullable() }),
  ),
  /** The customer's contract language recorded, or proposed: French for a Quebec vendor, else the dealer's. */
  language: z.enum(['en', 'fr']),
  /** A Quebec vendor: the Sign screen shows the Quebec notice. */
  quebec: z.boolean(),
  status: z.string(),
  envelope: z
    .object({
      envelopeId: z.string(),
      status: z.enum(ENVELOPE_STATUSES),
      signers: z.array(signerState),
      /** True once the signed contract was filed with the loan (the upload trigger). */
      filed: z.boolean(),
    })
    .nullable(),
});
export type SigningState = z.infer<typeof signingStateAnswer>;

/** GET /doc-api/check-sign/{id}?envelopeId=: 'completed' when all have signed (spec §7), else the envelope's status. */
export const checkSignAnswer = z.object({ results: z.enum(ENVELOPE_STATUSES) });
export type CheckSignAnswer = z.infer<typeof checkSignAnswer>;

/** GET /doc-api/esign/downloadPdf/{id}: the contract as base64 (the signed, sealed one once complete). */
export const signedPdfAnswer = z.object({
  data: z.object({ base64: z.string(), fileName: z.string(), signed: z.boolean() }),
});
export type SignedPdfAnswer = z.infer<typeof signedPdfAnswer>;

/** GET /doc-api/esign/upload-to-s3/{id}?envelopeId=: the signed contract is filed with the loan. */
export const fileSignedAnswer = z.object({ result: z.literal('Success'), fileName: z.string() });

/** POST /api/sign/{id}/void: the request is voided and the application back to its approval. */
export const voidSignAnswer = z.object({ result: z.literal('Success'), status: z.string() });
