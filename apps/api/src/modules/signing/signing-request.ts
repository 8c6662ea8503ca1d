// The dealer's request and void (spec §2 Sign, §7): a new envelope, or fresh in-person links for the one out with the
// same methods; and the void of a request no one has signed, back to the approval with the envelope's end.
import {
  isQuebecVendor,
  type Locale,
  type SignerRole,
  type SignMethod,
  type SignQuery,
  type Status,
} from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ESignAdapter } from '../../adapters/esign/esign.ts';
import { AppError } from '../../lib/app-error.ts';
import { canRun, vendorOf, vendorPerformer } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationStatus, ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import type { EnvelopeRow, SignerRow, SigningRepository } from './signing.repository.ts';
import { envelopeRef, priorOf } from './signing-completion.ts';
import { partiesOf } from './signing-lookups.ts';
import type { Actor, Meta, SigningOpen } from './signing-open.ts';
import { recipientOf } from './signing-recipient.ts';

export function createSigningRequest(options: {
  repository: SigningRepository;
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  esign: ESignAdapter;
  open: SigningOpen;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, applications, status, esign, open, clock, log } = options;

  async function linksFor(envelope: EnvelopeRow, people: SignerRow[], returnUrl: string | undefined) {
    const urls = [];
    for (const signer of people) {
      if (signer.method !== 'Embed' || signer.status !== 'pending') continue;
      const url = await esign.signingUrl(envelopeRef(envelope), recipientOf(signer), returnUrl);
      urls.push({ url, roleName: signer.roleName as SignerRole });
    }
    return urls;
  }

  async function requestAs(actor: Actor, id: string, query: SignQuery, meta: Meta) {
    const application = await loadApplication(applications, actor.vendor.id, id);
    const parties = await partiesOf(applications, application);
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

  return {
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
      await esign.void(envelopeRef(envelope), 'Voided by the dealer').catch((err: unknown) => {
        // The request is void here whatever the provider says; its own links end with its envelope's expiry.
        log.error({ err, envelopeId: envelope.id }, 'provider void failed');
      });
      return { result: 'Success' as const, status: moved.status };
    },
  };
}
