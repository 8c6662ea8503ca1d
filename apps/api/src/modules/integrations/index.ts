// The integrations module's public face (decision 036): a dealership's API keys and webhooks (decision 058).

export { createApiKeysRepository } from './api-keys.repository.ts';
export { type ApiKeysService, createApiKeysService, type SystemUsers } from './api-keys.service.ts';
export { integrationsRoutes } from './integrations.routes.ts';
export { type WebhookJob, webhookJob } from './webhook.job.ts';
export { createWebhookSender, type WebhookSender } from './webhook-sender.ts';
export { createWebhooksRepository } from './webhooks.repository.ts';
export { createWebhooksService, type PausedNotice, type WebhooksService } from './webhooks.service.ts';
