// The mail module's public face: what other modules and the composition root may use (decision 036).

export type { MailJob } from './mail.job.ts';
export { mailJob } from './mail.job.ts';
export { createMailRepository } from './mail.repository.ts';
export { mailRoutes } from './mail.routes.ts';
export type { MailService } from './mail.service.ts';
export { createMailService } from './mail.service.ts';
export { sealClearMail } from './mail-at-rest.ts';
