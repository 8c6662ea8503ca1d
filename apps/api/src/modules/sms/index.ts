// The SMS module's public face: what other modules and the composition root may use (decision 036).

export { createSmsRepository } from './sms.repository.ts';
export { smsRoutes } from './sms.routes.ts';
export type { SmsService } from './sms.service.ts';
export { createSmsService } from './sms.service.ts';
