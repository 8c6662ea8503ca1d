// The customer's consent to the second-look partner (decision 039): a consent given on a text that named the lender
// alone does not reach the partner. Before a second look the customer (and the co-applicant) read the text that names
// it and tick it themselves; the dealer's screen sends their ticks here, recorded with the text's version.
import { CREDIT_CONSENT_VERSION, normalizeStatus, type PartnerConsentBody } from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import { canRun, vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AuditRepository } from '../audit/index.ts';
import { loadApplication } from './application-load.ts';
import { formErrors } from './application-save.service.ts';
import type { ApplicationsRepository } from './applications.repository.ts';

interface Deps {
  applications: ApplicationsRepository;
  audit: AuditRepository;
}

export function createPartnerConsentService({ applications, audit }: Deps) {
  return {
    /** POST /applications/partner-consent/{id}: records the consents naming the partner, where a second look is open. */
    async partnerConsent(principal: Principal, id: string, body: PartnerConsentBody, ip?: string) {
      const vendor = vendorOf(principal);
      const row = await loadApplication(applications, vendor.id, id);
      const status = normalizeStatus(row.status);
      if (!status || !canRun('submitToKamsel', status, vendor))
        throw new AppError('errors:api.eventNotAllowed', 409);
      const withCo = row.hasCoApplicant === 'Yes';
      if (withCo && body.coApplicant !== 'Yes') {
        throw formErrors({ coApplicant: 'validation:mustAcceptTerms' });
      }
      const recorded = await applications.transaction(async (tx) => {
        const done = await applications.recordConsent(row.id, row.status, CREDIT_CONSENT_VERSION, withCo, tx);
        if (!done) return false;
        await audit.record(
          {
            type: 'consent.partner',
            applicationId: row.id,
            vendorId: vendor.id,
            userId: principal.userId,
            detail: { version: CREDIT_CONSENT_VERSION, coApplicant: withCo },
            ip: ip ?? null,
          },
          tx,
        );
        return true;
      });
      if (!recorded) throw new AppError('errors:api.applicationChanged', 409);
      return { result: 'Success' as const, consentVersion: CREDIT_CONSENT_VERSION };
    },
  };
}
