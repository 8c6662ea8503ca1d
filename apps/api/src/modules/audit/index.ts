// The audit module's public face: what other modules and the composition root may use (decision 036).

export type { AuditHistory, AuditRepository } from './audit.repository.ts';
export { createAuditHistory, createAuditRepository } from './audit.repository.ts';
export { type ApplicationEventRow, applicationEvents } from './audit-timeline.ts';
export { changeHistoryRoutes } from './change-history.routes.ts';
export {
  CHANGE_EVENT,
  type Change,
  type ChangeHistory,
  changedFields,
  createChangeHistory,
  recordChange,
} from './change-history.ts';
export { applicationsReached, statusReachedCounts } from './status-reached.ts';
