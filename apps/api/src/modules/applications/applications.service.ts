// The applications module's services, one file per job (list, save, co-applicant, submit, events), gathered here
// for the routes of the main and document hosts.

import type { ActionLabels } from '../../lib/application-access.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { AuditRepository } from '../audit/index.ts';
import { createApplicationEventsService } from './application-events.service.ts';
import { createApplicationListService } from './application-list.service.ts';
import { createApplicationSaveService } from './application-save.service.ts';
import type { ApplicationStatus } from './application-status.service.ts';
import type { DecisionRequest } from './application-submit.service.ts';
import { createApplicationSubmitService } from './application-submit.service.ts';
import type { ApplicationsRepository } from './applications.repository.ts';
import type { ClosingFacts } from './closing-facts.ts';
import { createCoApplicantService } from './co-applicant.service.ts';
import { createPartnerConsentService } from './partner-consent.service.ts';

export type { ActionLabels } from '../../lib/application-access.ts';

interface Deps {
  applications: ApplicationsRepository;
  status: ApplicationStatus;
  audit: AuditRepository;
  cipher: SinCipher;
  clock: () => Date;
  /** Queues the credit decision of a submission; absent when the queue is off (the application then waits). */
  enqueueDecision?: ((job: DecisionRequest) => Promise<void>) | undefined;
  /** Queues the sending of a second look to the partner (decision 039). */
  enqueueSecondLook?: ((job: DecisionRequest) => Promise<void>) | undefined;
  actionLabels: ActionLabels;
  /** The get answer's closing steps (decision 031). */
  closing: ClosingFacts;
}

export function createApplicationsService(deps: Deps) {
  return {
    ...createApplicationListService(deps),
    ...createApplicationSaveService(deps),
    ...createCoApplicantService(deps),
    ...createApplicationSubmitService(deps),
    ...createApplicationEventsService(deps),
    ...createPartnerConsentService(deps),
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
