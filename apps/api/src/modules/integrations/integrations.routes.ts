// A dealership's own software (issue 41, decision 058): its vendor admin's keys (/api/vendor/api-keys…) and webhook
// endpoints (/api/vendor/webhooks…). A salesperson, the lender and any API key are refused (403); another vendor's
// key or endpoint answers as a missing one (404).
import {
  apiKeyAnswer,
  apiKeysAnswer,
  createApiKeySchema,
  createdApiKeyAnswer,
  createdWebhookAnswer,
  createWebhookSchema,
  errorAnswer,
  integrationIdParams,
  successAnswer,
  webhookDeliveriesAnswer,
  webhookEndpointAnswer,
  webhookEndpointsAnswer,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

const REFUSALS = {
  403: errorAnswer.describe('Not signed in, or not a vendor admin (a salesperson, the lender, an API key)'),
  404: errorAnswer.describe("No such key or endpoint of the caller's vendor"),
} as const;
const adminAnswers = <const A extends Record<number, ZodType>>(own: A) => answers({ ...REFUSALS, ...own });

export async function integrationsRoutes(
  app: FastifyInstance,
  {
    apiKeys,
    webhooks,
    allowHttp,
  }: { apiKeys: ApiKeysService; webhooks: WebhooksService; allowHttp: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];
  const byId = { params: integrationIdParams, tags };

  r.get('/vendor/api-keys', { schema: { tags, response: adminAnswers({ 200: apiKeysAnswer }) } }, (request) =>
    apiKeys.list(request.principal),
  );
  r.post(
    '/vendor/api-keys',
    { schema: { tags, body: createApiKeySchema, response: adminAnswers({ 200: createdApiKeyAnswer }) } },
    (request) => apiKeys.create(request.principal, request.body, { ip: request.ip }),
  );
  r.post(
    '/vendor/api-keys/:id/revoke',
    { schema: { ...byId, response: adminAnswers({ 200: apiKeyAnswer }) } },
    (request) => apiKeys.revoke(request.principal, request.params.id, { ip: request.ip }),
  );

  r.get(
    '/vendor/webhooks',
    { schema: { tags, response: adminAnswers({ 200: webhookEndpointsAnswer }) } },
    (request) => webhooks.list(request.principal),
  );
  r.post(
    '/vendor/webhooks',
    {
      schema: {
        tags,
        body: createWebhookSchema({ allowHttp }),
        response: adminAnswers({ 200: createdWebhookAnswer }),
      },
    },
    (request) => webhooks.create(request.principal, request.body, { ip: request.ip }),
  );
  r.delete(
    '/vendor/webhooks/:id',
    { schema: { ...byId, response: adminAnswers({ 200: successAnswer }) } },
    (request) => webhooks.remove(request.principal, request.params.id, { ip: request.ip }),
  );
  r.post(
    '/vendor/webhooks/:id/resume',
    { schema: { ...byId, response: adminAnswers({ 200: webhookEndpointAnswer }) } },
    (request) => webhooks.resume(request.principal, request.params.id, { ip: request.ip }),
  );
  r.get(
    '/vendor/webhooks/:id/deliveries',
    { schema: { ...byId, response: adminAnswers({ 200: webhookDeliveriesAnswer }) } },
    (request) => webhooks.deliveries(request.principal, request.params.id),
  );
}
