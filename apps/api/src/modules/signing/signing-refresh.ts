// An envelope brought up to date wherever its end may be learnt: the dealer's status check, the provider's webhook
// (queued as the signature-status job when a queue runs) and the job's sweep of envelopes still out at a provider.
import { randomUUID } from 'node:crypto';
import type { EnvelopeStatus } from '@vp/domain';
import type { ESignAdapter, ProviderStatus } from '../../adapters/esign/esign.ts';
import { vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import type { SignatureStatusJob } from './signing.job.ts';
import type { EnvelopeRow, SigningRepository } from './signing.repository.ts';
import { envelopeRef, type SigningCompletion } from './signing-completion.ts';
import { envelopeOf } from './signing-lookups.ts';

export function createSigningRefresh(options: {
  repository: SigningRepository;
  applications: ApplicationsRepository;
  esign: ESignAdapter;
  completion: SigningCompletion;
  clock: () => Date;
  /** Queues a status check (the webhook); without a queue the check runs at once. */
  enqueueStatus?: ((job: SignatureStatusJob) => Promise<void>) | undefined;
}) {
  const { repository, applications, esign, completion, clock, enqueueStatus } = options;

  /** Brings an envelope up to date (the status check, the webhook, the status job). */
  async function refresh(envelope: EnvelopeRow) {
    if (envelope.status !== 'sent') return envelope.status as EnvelopeStatus;
    if (envelope.provider === 'builtin') {
      await completion.finishAnswered(envelope);
      return ((await repository.findEnvelope(envelope.id))?.status ?? envelope.status) as EnvelopeStatus;
    }
    const known: ProviderStatus = await esign.status(envelopeRef(envelope));
    for (const r of known.recipients) {
      if (r.status === 'pending') continue;
      await repository.settleSigner(r.signerId, {
        status: r.status,
        ...(r.status === 'signed' ? { signedAt: r.at ?? clock() } : { declinedAt: r.at ?? clock() }),
      });
    }
    if (known.status === 'completed') await completion.complete(envelope);
    else if (known.status === 'declined' || known.status === 'voided')
      await completion.endUnsigned(envelope, known.status);
    return ((await repository.findEnvelope(envelope.id))?.status ?? envelope.status) as EnvelopeStatus;
  }

  async function refreshEnvelope(envelopeId: string) {
    const envelope = await repository.findEnvelope(envelopeId);
    if (envelope) await refresh(envelope);
  }

  return {
    refresh,
    /** The signature-status job's handler. */
    refreshEnvelope,

    /** GET /check-sign/{id}?envelopeId=: 'completed' once all have signed (a provider's envelope asked first). */
    async check(principal: Principal, id: string, envelopeId: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      return { results: await refresh(await envelopeOf(repository, application.id, envelopeId)) };
    },

    /** The provider's webhook: the envelope it names is refreshed from the provider (never trusted from the body). */
    async envelopeOfProvider(providerEnvelopeId: string) {
      return repository.findByProviderId(esign.provider, providerEnvelopeId);
    },

    /** The webhook's announcement: queued when a queue runs, else checked at once. */
    async onWebhook(envelopeId: string) {
      if (enqueueStatus) await enqueueStatus({ envelopeId, reason: randomUUID() });
      else await refreshEnvelope(envelopeId);
    },

    /** Envelopes still out at a provider: checked again at start. */
    async openAtProviders(): Promise<SignatureStatusJob[]> {
      const open = await repository.findOpenAtProviders();
      const day = clock().toISOString().slice(0, 13);
      return open.map((e) => ({ envelopeId: e.id, reason: `sweep-${day}` }));
    },
  };
}
