// A new envelope as one transaction (decision 028): the contract stored first (keyed by the envelope's id: a request
// cut short leaves a harmless orphan file), then the envelope, its signers and the status in one transaction, then
// the provider's send; a send that fails voids the envelope and returns the application to its approval.
import { createHash, randomUUID } from 'node:crypto';
import { GUARDS, type Locale, type SignerRole, type SignMethod } from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { type vendorOf, vendorPerformer } from '../../lib/application-access.ts';
import type { ApplicationStatus, loadApplication } from '../applications/index.ts';
import { NoProgramSaved } from './contract-source.ts';
import type { SigningRepository } from './signing.repository.ts';
import { priorOf, type SigningCompletion } from './signing-completion.ts';
import type { SigningDispatch } from './signing-dispatch.ts';
import type { SigningDocuments } from './signing-documents.ts';

export type Actor = { vendor: ReturnType<typeof vendorOf>; userId: number };
export type Meta = { ip: string; locale: Locale };
export type Signatory = {
  roleName: SignerRole;
  name: string;
  email: string | null;
  method: SignMethod;
  language: Locale;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function createSigningOpen(options: {
  repository: SigningRepository;
  status: ApplicationStatus;
  esign: ESignAdapter;
  storage: Pick<Storage, 'read' | 'write'>;
  documents: SigningDocuments;
  completion: Pick<SigningCompletion, 'end'>;
  dispatch: SigningDispatch;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, status, esign, storage, documents, completion, dispatch, clock, log } = options;

  return async function open(
    actor: Actor,
    application: Awaited<ReturnType<typeof loadApplication>>,
    people: Signatory[],
    customerSignMethod: SignMethod,
    meta: Meta,
  ) {
    const envelopeId = randomUUID();
    const language = people[0]?.language ?? meta.locale;
    const contract = await documents.contract(application.id, language).catch((err: unknown) => {
      throw err instanceof NoProgramSaved ? new AppError(GUARDS.programSaved.message, 409) : err;
    });
    const documentKey = `contracts/${application.id}/${envelopeId}/contract.pdf`;
    await storage.write(documentKey, Buffer.from(contract), 'application/pdf');
    // Each signer's link is issued by the adapter; until then the row holds the hash of nothing anyone has.
    const unusable = () => createHash('sha256').update(randomUUID()).digest('hex');
    const audit = { userId: actor.userId, ip: meta.ip };
    const { envelope } = await status.transaction(async (tx) => {
      const created = await repository.createEnvelope(
        {
          id: envelopeId,
          applicationId: application.id,
          provider: esign.provider,
          customerSignMethod,
          coCustomerSignMethod: people.find((p) => p.roleName === 'coCustomer')?.method ?? null,
          language,
          priorStatus: application.status,
          documentKey,
          documentSha256: sha256(contract),
        },
        people.map((p) => ({ ...p, tokenHash: unusable() })),
        tx,
      );
      await status.transition(
        {
          applicationId: application.id,
          vendorId: actor.vendor.id,
          event: 'requestSignature',
          performer: vendorPerformer(actor.vendor),
          values: { envelopeId, isDocSigned: false },
          audit: { ...audit, detail: { envelopeId, language } },
        },
        tx,
      );
      return created;
    });
    try {
      await dispatch({ envelope, vendorId: actor.vendor.id, edgeId: application.edgeId, document: contract });
    } catch (err) {
      // Nothing went out: the envelope ends and the application returns to its approval together; ask again.
      log.error({ err, applicationId: application.id }, 'signature request failed');
      await completion.end(envelope, 'voided', clock(), {
        applicationId: application.id,
        vendorId: actor.vendor.id,
        event: 'voidSignature',
        to: priorOf(envelope),
        envelopeId,
        performer: vendorPerformer(actor.vendor),
        values: { envelopeId: null },
        audit: { ...audit, detail: { envelopeId, failed: true } },
      });
      throw err;
    }
    return (await repository.findEnvelope(envelopeId)) ?? envelope;
  };
}
export type SigningOpen = ReturnType<typeof createSigningOpen>;
