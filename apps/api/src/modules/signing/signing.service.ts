// The dealer's side of signing (spec §2 Sign, §4, §7): request an envelope through the e-signature adapter, read
// its state, check it, void it, download the contract and file the signed one with the loan; and the end of an
// envelope (completed, declined, voided) wherever it is learnt: a signer's page, the status check, the webhook.
import { createHash, randomUUID } from 'node:crypto';
import {
  type EnvelopeStatus,
  GUARDS,
  isQuebecVendor,
  type Locale,
  type SignerRole,
  type SignMethod,
  type SignQuery,
  type Status,
} from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ESignAdapter, ProviderStatus } from '../../adapters/esign/esign.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { canRun, vendorOf, vendorPerformer } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationStatus } from '../application-status/index.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import { NoProgramSaved } from './contract-source.ts';
import type { EnvelopeRow, SignerRow, SigningRepository } from './signing.repository.ts';
import { createSigningCompletion, envelopeRef, priorOf } from './signing-completion.ts';
import { createSigningDispatch } from './signing-dispatch.ts';
import type { SigningDocuments } from './signing-documents.ts';
import { recipientOf } from './signing-recipient.ts';
import { createSigningReconcile } from './signing-reconcile.ts';

export interface SigningServiceOptions {
  repository: SigningRepository;
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  esign: ESignAdapter;
  storage: Pick<Storage, 'read' | 'write'>;
  documents: SigningDocuments;
  clock: () => Date;
  log: FastifyBaseLogger;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const envelopeNotFound = () => new AppError('errors:api.notFound', 404);

export function createSigningService(options: SigningServiceOptions) {
  const { repository, applications, status, esign, storage, documents, clock, log } = options;
  const ref = envelopeRef;
  const completion = createSigningCompletion(options);
  const { complete, endUnsigned, finishAnswered } = completion;
  const dispatch = createSigningDispatch({ repository, esign, storage });
  const reconcile = createSigningReconcile({ ...options, completion, dispatch });

  /** The people who sign: the customer, and the co-customer when the application has a co-applicant. */
  async function partiesOf(application: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    hasCoApplicant: string;
  }) {
    const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
    const parties: Array<{ roleName: SignerRole; name: string; email: string | null }> = [
      {
        roleName: 'customer',
        name: name(application.firstName, application.lastName),
        email: application.email,
      },
    ];
    if (application.hasCoApplicant === 'Yes') {
      const co = await applications.findCoApplicant(application.id);
      if (co)
        parties.push({ roleName: 'coCustomer', name: name(co.firstName, co.lastName), email: co.email });
    }
    return parties;
  }

  async function envelopeOf(applicationId: string, envelopeId: string) {
    const envelope = await repository.findEnvelope(envelopeId).catch(() => undefined);
    if (!envelope || envelope.applicationId !== applicationId) throw envelopeNotFound();
    return envelope;
  }

  async function linksFor(envelope: EnvelopeRow, people: SignerRow[], returnUrl: string | undefined) {
    const urls = [];
    for (const signer of people) {
      if (signer.method !== 'Embed' || signer.status !== 'pending') continue;
      const url = await esign.signingUrl(ref(envelope), recipientOf(signer), returnUrl);
      urls.push({ url, roleName: signer.roleName as SignerRole });
    }
    return urls;
  }

  /** Brings an envelope up to date (the status check, the webhook, the status job). */
  async function refresh(envelope: EnvelopeRow) {
    if (envelope.status !== 'sent') return envelope.status as EnvelopeStatus;
    if (envelope.provider === 'builtin') {
      await finishAnswered(envelope);
      return ((await repository.findEnvelope(envelope.id))?.status ?? envelope.status) as EnvelopeStatus;
    }
    const known: ProviderStatus = await esign.status(ref(envelope));
    for (const r of known.recipients) {
      if (r.status === 'pending') continue;
      await repository.settleSigner(r.signerId, {
        status: r.status,
        ...(r.status === 'signed' ? { signedAt: r.at ?? clock() } : { declinedAt: r.at ?? clock() }),
      });
    }
    if (known.status === 'completed') await complete(envelope);
    else if (known.status === 'declined' || known.status === 'voided')
      await endUnsigned(envelope, known.status);
    return ((await repository.findEnvelope(envelope.id))?.status ?? envelope.status) as EnvelopeStatus;
  }

  type Actor = { vendor: ReturnType<typeof vendorOf>; userId: number };
  type Meta = { ip: string; locale: Locale };

  async function requestAs(actor: Actor, id: string, query: SignQuery, meta: Meta) {
    const application = await loadApplication(applications, actor.vendor.id, id);
    const parties = await partiesOf(application);
    const methodOf = (role: SignerRole): SignMethod =>
      role === 'customer'
        ? query.customerSignMethod
        : (query.coCustomerSignMethod ?? query.customerSignMethod);

    const latest = await repository.findLatest(application.id);
    if (application.status === 'Waiting for Signature' && latest?.status === 'sent') {
      const people = await repository.findSigners(latest.id);
      if (people.some((s) => s.method !== methodOf(s.roleName as SignerRole)))
        throw new AppError('errors:api.signatureAlreadyRequested', 409);
      return { envelopeId: latest.id, urls: await linksFor(latest, people, query.url) };
    }
    // Refused before any contract is built; the transition checks again in its transaction.
    if (!canRun('requestSignature', application.status as Status, actor.vendor))
      throw new AppError('errors:api.eventNotAllowed', 409);
    for (const party of parties) {
      if (methodOf(party.roleName) === 'Email' && !party.email)
        throw new AppError('errors:api.signerEmailMissing', 409);
    }
    const language: Locale = query.language ?? (isQuebecVendor(actor.vendor) ? 'fr' : meta.locale);
    const people = parties.map((p) => ({ ...p, method: methodOf(p.roleName), language }));
    const envelope = await open(actor, application, people, query.customerSignMethod, meta);
    return {
      envelopeId: envelope.id,
      urls: await linksFor(envelope, await repository.findSigners(envelope.id), query.url),
    };
  }

  /**
   * A new envelope: the contract stored first (keyed by the envelope's id: a request cut short leaves a harmless
   * orphan file), then the envelope, its signers and the status in one transaction, then the provider's send.
   */
  async function open(
    actor: Actor,
    application: Awaited<ReturnType<typeof loadApplication>>,
    people: Array<{
      roleName: SignerRole;
      name: string;
      email: string | null;
      method: SignMethod;
      language: Locale;
    }>,
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
  }

  return {
    complete,
    endUnsigned,
    refresh,
    /** Hands an envelope written here to its provider (other documents' requests use it too). */
    dispatch,
    /** Repairs envelopes and applications that disagree (a crash between a signature and the status). */
    reconcile,

    /** The application's latest contract envelope: sealed or not, and when it was completed (the funding checks). */
    latestContract: (applicationId: string) => repository.findLatest(applicationId, 'contract'),

    /** The Sign screen's state: the signers, the recorded language, the Quebec notice, the latest envelope. */
    async state(principal: Principal, id: string, locale: Locale) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const envelope = await repository.findLatest(application.id);
      const quebec = isQuebecVendor(vendor);
      const people = envelope ? await repository.findSigners(envelope.id) : [];
      return {
        parties: await partiesOf(application),
        // Proposed until recorded: French for a Quebec vendor, else the dealer's own language.
        language: (envelope?.language ?? (quebec ? 'fr' : locale)) as Locale,
        quebec,
        status: application.status,
        envelope: envelope
          ? {
              envelopeId: envelope.id,
              status: envelope.status as EnvelopeStatus,
              filed: envelope.filedAt !== null,
              signers: people.map((s) => ({
                roleName: s.roleName as SignerRole,
                name: s.name,
                method: s.method as SignMethod,
                email: s.method === 'Email' ? s.email : null,
                status: s.status as 'pending' | 'signed' | 'declined',
                signedAt: s.signedAt?.toISOString() ?? null,
              })),
            }
          : null,
      };
    },

    /**
     * GET /sign/{id}?action=sign: a new envelope through requestSignature (Approved → Waiting for Signature, a saved
     * program required), or, while one is out with the same methods, fresh links for its in-person signers.
     */
    request(principal: Principal, id: string, query: SignQuery, meta: { ip: string; locale: Locale }) {
      return requestAs({ vendor: vendorOf(principal), userId: principal.userId }, id, query, meta);
    },

    /** The dealer voids a request no one has signed yet: the envelope ends and the application returns to its approval. */
    async void(principal: Principal, id: string, ip: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const envelope = await repository.findLatest(application.id);
      if (envelope?.status !== 'sent') throw new AppError('errors:api.eventNotAllowed', 409);
      // Nothing signed can be voided (decision 018): a signature already given is the customer's.
      const people = await repository.findSigners(envelope.id);
      if (people.some((s) => s.status === 'signed')) throw new AppError('errors:api.signedCannotVoid', 409);
      const moved = await status.transaction(async (tx) => {
        // Again in the write: a signature recorded since the check above refuses the void.
        if (!(await repository.endEnvelope(envelope.id, 'voided', clock(), { tx, unsignedOnly: true })))
          throw new AppError('errors:api.signedCannotVoid', 409);
        return status.transition(
          {
            applicationId: application.id,
            vendorId: vendor.id,
            event: 'voidSignature',
            to: priorOf(envelope),
            envelopeId: envelope.id,
            performer: vendorPerformer(vendor),
            values: { envelopeId: null, isDocSigned: false },
            audit: { userId: principal.userId, ip, detail: { envelopeId: envelope.id } },
          },
          tx,
        );
      });
      await esign.void(ref(envelope), 'Voided by the dealer').catch((err: unknown) => {
        // The request is void here whatever the provider says; its own links end with its envelope's expiry.
        log.error({ err, envelopeId: envelope.id }, 'provider void failed');
      });
      return { result: 'Success' as const, status: moved.status };
    },

    /** GET /check-sign/{id}?envelopeId=: 'completed' once all have signed (a provider's envelope asked first). */
    async check(principal: Principal, id: string, envelopeId: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      return { results: await refresh(await envelopeOf(application.id, envelopeId)) };
    },

    /** GET /esign/downloadPdf/{id}: the latest contract, the signed and sealed one once complete. */
    async download(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const envelope = await repository.findLatest(application.id);
      const key = envelope?.signedDocumentKey ?? envelope?.documentKey;
      if (!envelope || !key) throw envelopeNotFound();
      const pdf = await storage.read(key);
      return {
        data: {
          base64: pdf.toString('base64'),
          fileName: `contract-${application.edgeId ?? application.id}.pdf`,
          signed: envelope.signedDocumentKey !== null,
        },
      };
    },

    /** GET /esign/upload-to-s3/{id}?envelopeId=: files the signed contract with the loan's documents (idempotent). */
    async file(principal: Principal, id: string, envelopeId: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const envelope = await envelopeOf(application.id, envelopeId);
      if (envelope.status !== 'completed' || !envelope.signedDocumentKey)
        throw new AppError('errors:api.contractNotSigned', 409);
      const fileName = `signed-contract-${application.edgeId ?? application.id}.pdf`;
      if (!envelope.filedKey) {
        const key = `applications/${application.id}/contract/${envelope.id}.pdf`;
        await storage.write(key, await storage.read(envelope.signedDocumentKey), 'application/pdf');
        await repository.updateEnvelope(envelope.id, { filedKey: key, filedAt: clock() });
      }
      return { result: 'Success' as const, fileName };
    },

    /** The provider's webhook: the envelope it names is refreshed from the provider (never trusted from the body). */
    async envelopeOfProvider(providerEnvelopeId: string) {
      return repository.findByProviderId(esign.provider, providerEnvelopeId);
    },
  };
}
export type SigningService = ReturnType<typeof createSigningService>;
