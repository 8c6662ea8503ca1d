// The built-in signing service as an e-signature adapter: each signer gets a link to this server's own signing
// pages (/esign/{envelopeId}/{token}), by e-mail or handed over in person; the pages record the signatures and the
// signing service seals the PDF. Nothing to sign up for: the embedded default.
import type { Storage } from '../storage/storage.ts';
import type {
  CreateEnvelopeInput,
  EnvelopePurpose,
  EnvelopeRecipient,
  EnvelopeRef,
  ESignAdapter,
  ProviderStatus,
} from './esign.ts';
import { newSigningToken } from './signing-token.ts';

/** What the built-in adapter reads and writes of the signing module's tables. */
export interface BuiltinSignerStore {
  updateSigner(id: number, values: { tokenHash: string; tokenExpiresAt: Date }): Promise<unknown>;
  findSigners(
    envelopeId: string,
  ): Promise<Array<{ id: number; status: string; signedAt: Date | null; declinedAt: Date | null }>>;
  findEnvelope(id: string): Promise<{ status: string; signedDocumentKey: string | null } | undefined>;
}

/** A signing link sent by e-mail, in the signer's language. */
export interface SigningInvitation {
  recipient: EnvelopeRecipient;
  vendorId: number;
  applicationId?: string | undefined;
  envelopeId: string;
  purpose: EnvelopePurpose;
  /** The envelope's subject: the loan number. */
  reference: string;
  url: string;
  expiresAt: Date;
}

export interface BuiltinEsignOptions {
  store: BuiltinSignerStore;
  storage: Pick<Storage, 'read'>;
  /** Sends a signer by e-mail their link (the mail adapter: outbox and mailbox, or SMTP). */
  invite(invitation: SigningInvitation): Promise<void>;
  /** The public address of this server, for links sent by e-mail ('https://portal.example.ca'). */
  publicUrl: string;
  linkTtlMs: number;
  clock: () => Date;
}

/** The signing page's path of one signer's link. */
export function signingPagePath(envelopeId: string, token: string): string {
  return `/esign/${envelopeId}/${token}`;
}

export function createBuiltinEsign(options: BuiltinEsignOptions): ESignAdapter {
  const { store, clock } = options;

  /** A fresh link for the signer: a new token replaces the last one, so an earlier link stops working. */
  async function issueLink(envelopeId: string, recipient: EnvelopeRecipient) {
    const { token, hash } = newSigningToken();
    const expiresAt = new Date(clock().getTime() + options.linkTtlMs);
    await store.updateSigner(recipient.signerId, { tokenHash: hash, tokenExpiresAt: expiresAt });
    return { path: signingPagePath(envelopeId, token), expiresAt };
  }

  return {
    provider: 'builtin',

    async createEnvelope(input: CreateEnvelopeInput) {
      for (const recipient of input.recipients) {
        if (recipient.method !== 'Email') continue;
        const { path, expiresAt } = await issueLink(input.envelopeId, recipient);
        await options.invite({
          recipient,
          vendorId: input.vendorId,
          applicationId: input.applicationId,
          envelopeId: input.envelopeId,
          purpose: input.purpose,
          reference: input.subject,
          url: new URL(path, options.publicUrl).toString(),
          expiresAt,
        });
      }
      return {
        providerEnvelopeId: input.envelopeId,
        recipientIds: Object.fromEntries(input.recipients.map((r) => [r.signerId, String(r.signerId)])),
      };
    },

    async signingUrl(envelope: EnvelopeRef, recipient: EnvelopeRecipient, returnUrl: string | undefined) {
      const { path } = await issueLink(envelope.envelopeId, recipient);
      // Same origin as the Sign screen: a relative link opens on the host the dealer is on.
      return returnUrl ? `${path}?return=${encodeURIComponent(returnUrl)}` : path;
    },

    async status(envelope: EnvelopeRef): Promise<ProviderStatus> {
      const row = await store.findEnvelope(envelope.envelopeId);
      const people = await store.findSigners(envelope.envelopeId);
      return {
        status: (row?.status ?? 'sent') as ProviderStatus['status'],
        recipients: people.map((p) => ({
          signerId: p.id,
          status: p.status as 'pending' | 'signed' | 'declined',
          at: p.signedAt ?? p.declinedAt,
        })),
      };
    },

    async download(envelope: EnvelopeRef) {
      const row = await store.findEnvelope(envelope.envelopeId);
      if (!row?.signedDocumentKey) throw new Error(`envelope ${envelope.envelopeId} is not signed`);
      return new Uint8Array(await options.storage.read(row.signedDocumentKey));
    },

    // The signing service ends the envelope itself; its links check the envelope's status, so they stop at once.
    async void() {},

    // The built-in service tells the signing service directly: it has no webhook.
    parseWebhook: () => null,
  };
}
