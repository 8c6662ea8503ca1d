// Webhooks (issue 41, decision 058): the admin's endpoints (webhook-endpoints.service.ts) and their deliveries
// (webhook-delivery.service.ts), as one service for the composition root, the routes and the jobs.
import { createWebhookDelivery, type WebhookDeliveryDeps } from './webhook-delivery.service.ts';
import { createWebhookEndpoints } from './webhook-endpoints.service.ts';

export type { PausedNotice, WebhookEventInput } from './webhook-delivery.service.ts';

export function createWebhooksService(deps: WebhookDeliveryDeps) {
  return { ...createWebhookEndpoints(deps), ...createWebhookDelivery(deps) };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
