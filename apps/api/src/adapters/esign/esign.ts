// The e-signature interface (ARCHITECTURE §1): an envelope of one document with its recipients, each signing in
// person (a captive recipient: the dealer hands over the device) or by e-mail; a signing URL per in-person
// recipient; the envelope's status; the signed document; a void; and the provider's status webhook. The built-in
// signing service is the default; DocuSign (REST v2.1) is selected by configuration.
import type { DocumentSignerRole, EnvelopeStatus, Locale, SignMethod } from '@vp/domain';

/** What an envelope carries: the contract (the Sign screen) or the completion certificate (decision 020). */
export type EnvelopePurpose = 'contract' | 'certificate';

export interface EnvelopeRecipient {
  /** This system's signer id (signers.id): a captive recipient's clientUserId at DocuSign. */
  signerId: number;
  roleName: DocumentSignerRole;
  name: string;
  email: string | null;
  method: SignMethod;
  language: Locale;
}

export interface CreateEnvelopeInput {
  /** This system's envelope id (envelopes.id). */
  envelopeId: string;
  /** What is signed: the invitation's words follow it. */
  purpose: EnvelopePurpose;
  /** The vendor whose dealer asked (the built-in mailbox shows a vendor its own mail only). */
  vendorId: number;
  /** The application signed for: a customer who answered by link is invited on their own page (issue 26). */
  applicationId?: string;
  document: Uint8Array;
  documentName: string;
  /** The e-mail subject and text per language, for recipients by e-mail. */
  subject: string;
  recipients: EnvelopeRecipient[];
}

export interface CreatedEnvelope {
  /** The provider's id of the envelope. */
  providerEnvelopeId: string;
  /** The provider's id of each recipient, by this system's signer id. */
  recipientIds: Record<number, string>;
}

/** What the adapter needs to find an envelope at its provider. */
export interface EnvelopeRef {
  envelopeId: string;
  providerEnvelopeId: string;
}

export interface RecipientStatus {
  signerId: number;
  status: 'pending' | 'signed' | 'declined';
  at: Date | null;
}

export interface ProviderStatus {
  status: EnvelopeStatus;
  recipients: RecipientStatus[];
}

/** A status change the provider announced (its webhook), after the adapter checked it came from the provider. */
export interface WebhookEvent {
  providerEnvelopeId: string;
  status: EnvelopeStatus;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

export interface ESignAdapter {
  readonly provider: 'builtin' | 'docusign';
  createEnvelope(input: CreateEnvelopeInput): Promise<CreatedEnvelope>;
  /** The signing page of an in-person recipient; `returnUrl` is where the page sends them when done. */
  signingUrl(
    envelope: EnvelopeRef,
    recipient: EnvelopeRecipient,
    returnUrl: string | undefined,
  ): Promise<string>;
  status(envelope: EnvelopeRef): Promise<ProviderStatus>;
  /** The provider's signed document (combined, as the provider completed it). */
  download(envelope: EnvelopeRef): Promise<Uint8Array>;
  void(envelope: EnvelopeRef, reason: string): Promise<void>;
  /** The webhook's event; throws WebhookRejected when the request is not the provider's (bad or missing HMAC). */
  parseWebhook(request: WebhookRequest): WebhookEvent | null;
}

export class WebhookRejected extends Error {}

/** A provider's refusal or outage, with what it answered (logged, never shown to a client). */
export class ESignProviderError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ESignProviderError';
    this.status = status;
  }
}
