// The application-status module's public face: what other modules and the composition root may use (decision 036).

export type { Executor, GuardFactReaders } from './application-status.repository.ts';
export { createApplicationStatusRepository } from './application-status.repository.ts';
export type { ApplicationStatus, TransitionRequest } from './application-status.service.ts';
export { createApplicationStatus } from './application-status.service.ts';
