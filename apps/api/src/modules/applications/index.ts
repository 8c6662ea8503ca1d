// The applications module's public face: what other modules and the composition root may use (decision 036).

export type { ApplicationFacts, ApplicationRow, SigningFacts } from './application-facts.ts';
export {
  type ContractParties,
  type ContractParty,
  contractParties,
  createApplicationFacts,
  findManyInStatus,
} from './application-facts.ts';
export { createApplicationListService } from './application-list.service.ts';
export { loadApplication } from './application-load.ts';
export type { Executor, GuardFactReaders } from './application-status.repository.ts';
export { createApplicationStatusRepository } from './application-status.repository.ts';
export type {
  ApplicationStatus,
  StatusChange,
  StatusReaction,
  TransitionRequest,
} from './application-status.service.ts';
export { createApplicationStatus } from './application-status.service.ts';
export type { DecisionRequest } from './application-submit.service.ts';
export type { ApplicationsRepository } from './applications.repository.ts';
export { createApplicationsRepository, nextEdgeId } from './applications.repository.ts';
export { applicationsRoutes, documentApplicationsRoutes } from './applications.routes.ts';
export { createApplicationsService } from './applications.service.ts';
export { applicationCreatedAt, applicationsStarted, type StartedQuery } from './applications-started.ts';
export { createClosingFacts } from './closing-facts.ts';
export type { CustomerAnswers, CustomerConsentRecord } from './customer-answers.ts';
export { createCustomerAnswers } from './customer-answers.ts';
export { sealClearDatesOfBirth } from './dob-at-rest.ts';
export { applicationsCreatedSince, vendorApplicationIds } from './vendor-reads.ts';
