// The dealer's side of signing (spec §2 Sign, §4, §7): request an envelope through the e-signature adapter, read
// its state, check it, void it, download the contract and file the signed one with the loan; and the end of an
// envelope (completed, declined, voided) wherever it is learnt: a signer's page, the status check, the webhook.
import { createHash, randomUUID } from 'node:crypto';
import {
  type DocumentSignerRole,
  type EnvelopeStatus,
  isQuebecVendor,
  type Locale,
  type SignerRole,
  type SignMethod,
  type SignQuery,
  type Status,
} from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EnvelopeRecipient, ESignAdapter, ProviderStatus } from '../../adapters/esign/esign.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ApplicationStatus } from '../application-status/application-status.service.ts';
import { loadApplication, vendorOf, vendorPerformer } from '../applications/application-access.ts';
import type { ApplicationsRepository } from '../applications/applications.repository.ts';
import type { Principal } from '../users/auth.service.ts';
import type { EnvelopeRow, SignerRow, SigningRepository } from './signing.repository.ts';
import { pngFromDataUrl, type SigningDocuments } from './signing-documents.ts';

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

const APPROVALS: readonly Status[] = ['Approved', 'Approved for Lesser Amount'];
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const envelopeNotFound = () => new AppError('errors:api.notFound', 404);

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

/** What the adapter needs to find an envelope at its provider. */
export const envelopeRef = (e: EnvelopeRow) => ({
  envelopeId: e.id,
  providerEnvelopeId: e.providerEnvelopeId ?? e.id,
});

export function createSigningService(options: SigningServiceOptions) {
  const { repository, applications, status, esign, storage, documents, clock, log } = options;
  const ref = envelopeRef;
  /** The approval a void or a decline returns to: the one the application had when the request was made. */
  const priorOf = (e: EnvelopeRow): Status => APPROVALS.find((s) => s === e.priorStatus) ?? 'Approved';

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

  /** The signed contract: placed, certified and sealed here (built-in), or as the provider completed it. */
  async function signedPdf(envelope: EnvelopeRow, people: SignerRow[], at: Date) {
    if (esign.provider !== 'builtin' || envelope.provider !== 'builtin') return esign.download(ref(envelope));
    if (!envelope.documentKey || !envelope.documentSha256)
      throw new Error(`envelope ${envelope.id} has no contract`);
    const contract = new Uint8Array(await storage.read(envelope.documentKey));
    return documents.finish({
      contract,
      applicationId: envelope.applicationId,
      envelopeId: envelope.id,
      language: envelope.language as Locale,
      completedAt: at,
      signatures: people.map((s) => ({
        roleName: s.roleName as DocumentSignerRole,
        name: s.name,
        email: s.email,
        method: s.method,
        kind: s.signatureKind === 'drawn' ? 'drawn' : 'typed',
        image: s.signatureKind === 'drawn' ? pngFromDataUrl(s.signatureImage) : null,
        typedName: s.typedName,
        consentAt: s.consentAt ?? at,
        signedAt: s.signedAt ?? at,
        ip: s.ip,
        userAgent: s.userAgent,
        documentSha256: s.documentSha256 ?? envelope.documentSha256 ?? '',
      })),
    });
  }

  /**
   * Every signer signed: the signed PDF stored, the envelope completed once; a contract's moves the status to
   * Signatures Received (a certificate's envelope is itself the certificate's progress: nothing else moves).
   */
  async function complete(envelope: EnvelopeRow) {
    const at = clock();
    const people = await repository.findSigners(envelope.id);
    const pdf = await signedPdf(envelope, people, at);
    const folder = envelope.purpose === 'certificate' ? 'certificates' : 'contracts';
    const key = `${folder}/${envelope.applicationId}/${envelope.id}/signed.pdf`;
    await storage.write(key, Buffer.from(pdf), 'application/pdf');
    await repository.updateEnvelope(envelope.id, { signedDocumentKey: key });
    if (!(await repository.endEnvelope(envelope.id, 'completed', at))) return;
    if (envelope.purpose !== 'contract') return;
    await status.transition({
      applicationId: envelope.applicationId,
      vendorId: null,
      event: 'signaturesReceived',
      performer: { actor: 'system', isExternalVendor: false },
      values: { isDocSigned: true },
      audit: { detail: { envelopeId: envelope.id, provider: envelope.provider } },
    });
  }

  /** A signer declined (or the provider voided it): the envelope ends; a contract's application returns to its approval. */
  async function endUnsigned(envelope: EnvelopeRow, outcome: 'declined' | 'voided') {
    if (!(await repository.endEnvelope(envelope.id, outcome, clock()))) return;
    if (envelope.purpose !== 'contract') return;
    await status.transition({
      applicationId: envelope.applicationId,
      vendorId: null,
      event: 'signatureDeclined',
      to: priorOf(envelope),
      performer: { actor: 'system', isExternalVendor: false },
      values: { envelopeId: null, isDocSigned: false },
      audit: { detail: { envelopeId: envelope.id, outcome } },
    });
  }

  /** Brings an envelope at a provider up to date (the status check, the webhook, the status job). */
  async function refresh(envelope: EnvelopeRow) {
    if (envelope.status !== 'sent' || envelope.provider === 'builtin')
      return envelope.status as EnvelopeStatus;
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

  return {
    complete,
    endUnsigned,
    refresh,

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
    async request(principal: Principal, id: string, query: SignQuery, meta: { ip: string; locale: Locale }) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
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

      for (const party of parties) {
        if (methodOf(party.roleName) === 'Email' && !party.email)
          throw new AppError('errors:api.signerEmailMissing', 409);
      }
      const quebec = isQuebecVendor(vendor);
      const language: Locale = query.language ?? (quebec ? 'fr' : meta.locale);
      const envelopeId = randomUUID();
      await status.transition({
        applicationId: application.id,
        vendorId: vendor.id,
        event: 'requestSignature',
        performer: vendorPerformer(vendor),
        values: { envelopeId, isDocSigned: false },
        audit: { userId: principal.userId, ip: meta.ip, detail: { envelopeId, language } },
      });
      try {
        const contract = await documents.contract(application.id, language);
        const documentKey = `contracts/${application.id}/${envelopeId}/contract.pdf`;
        await storage.write(documentKey, Buffer.from(contract), 'application/pdf');
        const unusable = () => createHash('sha256').update(randomUUID()).digest('hex');
        const created = await repository.createEnvelope(
          {
            id: envelopeId,
            applicationId: application.id,
            provider: esign.provider,
            customerSignMethod: query.customerSignMethod,
            coCustomerSignMethod: parties.length > 1 ? methodOf('coCustomer') : null,
            language,
            priorStatus: application.status,
            documentKey,
            documentSha256: sha256(contract),
          },
          // Each signer's link is issued by the adapter; until then the row holds the hash of nothing anyone has.
          parties.map((p) => ({ ...p, method: methodOf(p.roleName), language, tokenHash: unusable() })),
        );
        const recipients = created.signers.map(recipientOf);
        const sent = await esign.createEnvelope({
          envelopeId,
          purpose: 'contract',
          vendorId: vendor.id,
          document: contract,
          documentName: `contract-${application.edgeId ?? application.id}.pdf`,
          subject: application.edgeId ?? application.id,
          recipients,
        });
        await repository.updateEnvelope(envelopeId, { providerEnvelopeId: sent.providerEnvelopeId });
        for (const r of recipients) {
          const providerId = sent.recipientIds[r.signerId];
          if (providerId) await repository.updateSigner(r.signerId, { providerRecipientId: providerId });
        }
        const envelope = (await repository.findEnvelope(envelopeId)) ?? created.envelope;
        return {
          envelopeId,
          urls: await linksFor(envelope, await repository.findSigners(envelopeId), query.url),
        };
      } catch (err) {
        // Nothing went out: the application returns to its approval, so the dealer can ask again.
        log.error({ err, applicationId: application.id }, 'signature request failed');
        if (await repository.findEnvelope(envelopeId))
          await repository.endEnvelope(envelopeId, 'voided', clock());
        await status.transition({
          applicationId: application.id,
          vendorId: vendor.id,
          event: 'voidSignature',
          to: APPROVALS.find((s) => s === application.status) ?? 'Approved',
          performer: vendorPerformer(vendor),
          values: { envelopeId: null },
          audit: { userId: principal.userId, ip: meta.ip, detail: { envelopeId, failed: true } },
        });
        throw err;
      }
    },

    /** The dealer voids a request no one has finished: the application returns to its approval. */
    async void(principal: Principal, id: string, ip: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const envelope = await repository.findLatest(application.id);
      if (envelope?.status !== 'sent') throw new AppError('errors:api.eventNotAllowed', 409);
      const moved = await status.transition({
        applicationId: application.id,
        vendorId: vendor.id,
        event: 'voidSignature',
        to: priorOf(envelope),
        performer: vendorPerformer(vendor),
        values: { envelopeId: null, isDocSigned: false },
        audit: { userId: principal.userId, ip, detail: { envelopeId: envelope.id } },
      });
      await repository.endEnvelope(envelope.id, 'voided', clock());
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
