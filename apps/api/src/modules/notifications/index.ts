// The notifications module's public face: what other modules and the composition root may use (decision 036).
export { NOTICES_PRUNE_MS, type NoticesPruneJob, noticesPruneJob } from './notifications.job.ts';
export { createNotificationsRepository } from './notifications.repository.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export {
  createNotificationsService,
  type NoticeReads,
  type NotificationsService,
} from './notifications.service.ts';
