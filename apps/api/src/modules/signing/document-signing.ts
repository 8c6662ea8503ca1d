// Signing a document that is not the contract (the completion certificate, decision 020) through the same service:
// an envelope of that purpose, every signer by e-mail with their own link, the same signer's pages, the same
// completion (signatures placed, audit page, seal) and the same status check. It moves no application status: the
// envelope is the document's progress, read back by the module that asked for it.
import { createHash, randomUUID } from 'node:crypto';
import type { CertificateSignerRole, EnvelopeStatus, Locale } from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EnvelopePurpose, ESignAdapter } from '../../adapters/esign/esign.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { EnvelopeRow, SigningRepository } from './signing.repository.ts';
import type { SigningService } from './signing.service.ts';
import { envelopeRef } from './signing-completion.ts';

/** A document sent for signature by e-mail: who signs, each in their own language. */
export interface DocumentRequest {
  purpose: Exclude<EnvelopePurpose, 'contract'>;
  applicationId: string;
  vendorId: number;
  /** The PDF, built with its signature layout (modules/documents). */
  document: Uint8Array;
  documentName: string;
  /** The loan number: the e-mail's subject names it. */
  reference: string;
  /** The document's language (the customer's), recorded with the envelope. */
  language: Locale;
  signers: Array<{ roleName: CertificateSignerRole; name: string; email: string; language: Locale }>;
}

/** How far a document's signing got: the envelope's status and each signer's. */
export interface DocumentProgress {
  envelopeId: string;
  status: EnvelopeStatus;
  signers: Array<{
    roleName: CertificateSignerRole;
    name: string;
    email: string | null;
    status: 'pending' | 'signed' | 'declined';
    signedAt: string | null;
  }>;
  /** The signed, sealed PDF once every signer signed. */
  signedDocumentKey: string | null;
  completedAt: Date | null;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function createDocumentSigning({
  repository,
  signing,
  esign,
  storage,
  clock,
  log,
}: {
  repository: SigningRepository;
  signing: Pick<SigningService, 'refresh' | 'dispatch'>;
  esign: ESignAdapter;
  storage: Pick<Storage, 'write'>;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  async function progressOf(envelope: EnvelopeRow): Promise<DocumentProgress> {
    const people = await repository.findSigners(envelope.id);
    return {
      envelopeId: envelope.id,
      status: envelope.status as EnvelopeStatus,
      signers: people.map((s) => ({
        roleName: s.roleName as CertificateSignerRole,
        name: s.name,
        email: s.email,
        status: s.status as 'pending' | 'signed' | 'declined',
        signedAt: s.signedAt?.toISOString() ?? null,
      })),
      signedDocumentKey: envelope.signedDocumentKey,
      completedAt: envelope.completedAt,
    };
  }

  return {
    /** Sends a document for signature: each signer gets a link by e-mail. Answers the envelope's id. */
    async send(request: DocumentRequest): Promise<string> {
      const envelopeId = randomUUID();
      const documentKey = `${request.purpose}s/${request.applicationId}/${envelopeId}/document.pdf`;
      await storage.write(documentKey, Buffer.from(request.document), 'application/pdf');
      // Each signer's link is issued by the adapter; until then the row holds the hash of nothing anyone has.
      const unusable = () => sha256(Buffer.from(randomUUID()));
      const created = await repository.createEnvelope(
        {
          id: envelopeId,
          applicationId: request.applicationId,
          provider: esign.provider,
          purpose: request.purpose,
          customerSignMethod: 'Email',
          language: request.language,
          documentKey,
          documentSha256: sha256(request.document),
        },
        request.signers.map((s) => ({ ...s, method: 'Email', tokenHash: unusable() })),
      );
      try {
        await signing.dispatch({
          envelope: created.envelope,
          vendorId: request.vendorId,
          edgeId: request.reference,
          document: request.document,
        });
        return envelopeId;
      } catch (err) {
        // Nothing usable went out: the envelope ends, so no link of it works; the caller may ask again.
        log.error({ err, envelopeId, purpose: request.purpose }, 'document signature request failed');
        await repository.endEnvelope(envelopeId, 'voided', clock());
        throw err;
      }
    },

    /** The document's progress, brought up to date from its provider first (the built-in one is always current). */
    async progress(envelopeId: string): Promise<DocumentProgress | null> {
      const envelope = await repository.findEnvelope(envelopeId);
      if (!envelope || envelope.purpose === 'contract') return null;
      await signing.refresh(envelope);
      return progressOf((await repository.findEnvelope(envelopeId)) ?? envelope);
    },

    /** Ends a request still out (a new one replaces it): its links stop working at once. */
    async void(envelopeId: string): Promise<void> {
      const envelope = await repository.findEnvelope(envelopeId);
      if (!envelope || envelope.purpose === 'contract' || envelope.status !== 'sent') return;
      await repository.endEnvelope(envelopeId, 'voided', clock());
      await esign.void(envelopeRef(envelope), 'Replaced by a new request').catch((err: unknown) => {
        log.error({ err, envelopeId }, 'provider void failed');
      });
    },
  };
}
export type DocumentSigning = ReturnType<typeof createDocumentSigning>;
