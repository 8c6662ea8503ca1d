// The end of an envelope as one unit: the signed PDF sealed and written to storage first (under a key of its own, so
// an attempt cut short leaves only a harmless orphan file), then the envelope's end and the application's status move
// in one transaction. Whoever learns of the end calls it (a signer's page, the status check, the webhook, the
// reconciliation); the envelope ends once, and the one that ends it moves the status.
import { randomUUID } from 'node:crypto';
import { type DocumentSignerRole, type Locale, type Status, statusesWhere } from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ApplicationStatus, TransitionRequest } from '../applications/index.ts';
import type { EnvelopeRow, SignerRow, SigningRepository } from './signing.repository.ts';
import { pngFromDataUrl, type SigningDocuments } from './signing-documents.ts';

const APPROVALS = statusesWhere((c) => c.phase === 'approved');
/** The approval a void or a decline returns to: the one the application had when the request was made. */
export const priorOf = (e: Pick<EnvelopeRow, 'priorStatus'>): Status =>
  APPROVALS.find((s) => s === e.priorStatus) ?? 'Approved';

/** The status writer's refusals that mean the application is no longer waiting on this envelope. */
const NOT_WAITING = ['errors:api.eventNotAllowed', 'errors:api.applicationChanged'];

export const SYSTEM = { actor: 'system', isExternalVendor: false } as const;

/** What the adapter needs to find an envelope at its provider. */
export const envelopeRef = (e: EnvelopeRow) => ({
  envelopeId: e.id,
  providerEnvelopeId: e.providerEnvelopeId ?? e.id,
});

/** A signer's signature as the sealed contract records it: who, how, when, from where, on which document. */
function signatureOf(s: SignerRow, envelope: EnvelopeRow, at: Date) {
  return {
    roleName: s.roleName as DocumentSignerRole,
    name: s.name,
    email: s.email,
    method: s.method,
    kind: s.signatureKind === 'drawn' ? ('drawn' as const) : ('typed' as const),
    image: s.signatureKind === 'drawn' ? pngFromDataUrl(s.signatureImage) : null,
    typedName: s.typedName,
    consentAt: s.consentAt ?? at,
    signedAt: s.signedAt ?? at,
    ip: s.ip,
    userAgent: s.userAgent,
    documentSha256: s.documentSha256 ?? envelope.documentSha256 ?? '',
  };
}

export function createSigningCompletion(options: {
  repository: SigningRepository;
  status: ApplicationStatus;
  esign: ESignAdapter;
  storage: Pick<Storage, 'read' | 'write'>;
  documents: SigningDocuments;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, status, esign, storage, documents, clock, log } = options;

  /** The signed contract: placed, certified and sealed here (built-in), or as the provider completed it. */
  async function signedPdf(envelope: EnvelopeRow, people: SignerRow[], at: Date) {
    if (esign.provider !== 'builtin' || envelope.provider !== 'builtin')
      return esign.download(envelopeRef(envelope));
    if (!envelope.documentKey || !envelope.documentSha256)
      throw new Error(`envelope ${envelope.id} has no contract`);
    const contract = new Uint8Array(await storage.read(envelope.documentKey));
    return documents.finish({
      contract,
      applicationId: envelope.applicationId,
      envelopeId: envelope.id,
      language: envelope.language as Locale,
      completedAt: at,
      signatures: people.map((signer) => signatureOf(signer, envelope, at)),
    });
  }

  /**
   * Ends the envelope and moves its contract's application in one transaction; false when another caller ended it
   * first. An application no longer waiting on this envelope (cancelled meanwhile) cannot move: the envelope then
   * ends alone.
   */
  async function end(
    envelope: EnvelopeRow,
    outcome: 'completed' | 'declined' | 'voided',
    at: Date,
    move: TransitionRequest | null,
    signedDocumentKey?: string,
  ) {
    const run = (withStatus: boolean) =>
      status.transaction(async (tx) => {
        if (!(await repository.endEnvelope(envelope.id, outcome, at, { tx, signedDocumentKey })))
          return false;
        if (withStatus && move) await status.transition(move, tx);
        return true;
      });
    try {
      return await run(envelope.purpose === 'contract');
    } catch (err) {
      if (!(err instanceof AppError && NOT_WAITING.includes(err.key))) throw err;
      log.warn(
        { envelopeId: envelope.id, outcome },
        'envelope ended; its application had left Waiting for Signature',
      );
      return run(false);
    }
  }

  /**
   * Every signer signed: the signed PDF stored, then the envelope completed and a contract's application moved to
   * Signatures Received together (a certificate's envelope is itself the certificate's progress: nothing else moves).
   */
  async function complete(envelope: EnvelopeRow) {
    const at = clock();
    const people = await repository.findSigners(envelope.id);
    const pdf = await signedPdf(envelope, people, at);
    const folder = envelope.purpose === 'certificate' ? 'certificates' : 'contracts';
    // One key per attempt: two callers finishing at once each write their own file, and the one that ends the
    // envelope records its own.
    const key = `${folder}/${envelope.applicationId}/${envelope.id}/signed-${randomUUID()}.pdf`;
    await storage.write(key, Buffer.from(pdf), 'application/pdf');
    return end(
      envelope,
      'completed',
      at,
      {
        applicationId: envelope.applicationId,
        vendorId: null,
        event: 'signaturesReceived',
        envelopeId: envelope.id,
        performer: SYSTEM,
        values: { isDocSigned: true },
        audit: { detail: { envelopeId: envelope.id, provider: envelope.provider } },
      },
      key,
    );
  }

  /** A signer declined (or the provider voided it): the envelope ends; a contract's application returns to its approval. */
  function endUnsigned(envelope: EnvelopeRow, outcome: 'declined' | 'voided') {
    return end(envelope, outcome, clock(), {
      applicationId: envelope.applicationId,
      vendorId: null,
      event: 'signatureDeclined',
      envelopeId: envelope.id,
      to: priorOf(envelope),
      performer: SYSTEM,
      values: { envelopeId: null, isDocSigned: false },
      audit: { detail: { envelopeId: envelope.id, outcome } },
    });
  }

  /**
   * A built-in envelope whose signers all answered but which is still out (a crash cut the last signature's finish
   * short): a decline ends it, else all signed complete it. Answers what was done; null when another caller had.
   */
  async function finishAnswered(envelope: EnvelopeRow): Promise<'declined' | 'completed' | null> {
    const people = await repository.findSigners(envelope.id);
    if (people.some((s) => s.status === 'declined'))
      return (await endUnsigned(envelope, 'declined')) ? 'declined' : null;
    if (people.length > 0 && people.every((s) => s.status === 'signed'))
      return (await complete(envelope)) ? 'completed' : null;
    return null;
  }

  return { end, complete, endUnsigned, finishAnswered };
}
export type SigningCompletion = ReturnType<typeof createSigningCompletion>;
