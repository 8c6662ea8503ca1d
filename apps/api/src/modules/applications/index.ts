// The applications module's public face: what other modules and the composition root may use (decision 036).
export { loadApplication } from './application-load.ts';
export {
  type ContractParties,
  type ContractParty,
  contractParties,
  findManyInStatus,
  statusOf,
} from './application-reads.repository.ts';
export type { ApplicationsRepository } from './applications.repository.ts';
export { createApplicationsRepository } from './applications.repository.ts';
export { applicationsRoutes, documentApplicationsRoutes } from './applications.routes.ts';
export { createApplicationsService } from './applications.service.ts';
export { createClosingFacts } from './closing-facts.ts';
export { sealClearDatesOfBirth } from './dob-at-rest.ts';
