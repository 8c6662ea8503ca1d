// The Sign screen's state (spec §2 Sign): the signers, the recorded language, the Quebec notice, the latest envelope.
import {
  type EnvelopeStatus,
  isQuebecVendor,
  type Locale,
  type SignerRole,
  type SignMethod,
} from '@vp/domain';
import { vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import type { SigningRepository } from './signing.repository.ts';
import { partiesOf } from './signing-lookups.ts';

export function createSigningState({
  repository,
  applications,
}: {
  repository: SigningRepository;
  applications: ApplicationsRepository;
}) {
  return async function state(principal: Principal, id: string, locale: Locale) {
    const vendor = vendorOf(principal);
    const application = await loadApplication(applications, vendor.id, id);
    const envelope = await repository.findLatest(application.id);
    const quebec = isQuebecVendor(vendor);
    const people = envelope ? await repository.findSigners(envelope.id) : [];
    return {
      parties: await partiesOf(applications, application),
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
  };
}
