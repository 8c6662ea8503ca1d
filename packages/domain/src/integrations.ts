// A dealership's own software (issue 41, decision 058): the API keys its vendor admin creates for it, with their
// scopes, and the webhook endpoints that learn its applications' changes. The API validates with these schemas and
// answers with these answers; Settings' forms use the same. Messages are i18n keys.
import { z } from 'zod';
import { nameString } from './text.ts';

/** What a key may do; each route a key may call names one (apps/api/src/plugins/api-key-scopes.ts). */
export const API_KEY_SCOPES = [
  'applications:read',
  'applications:write',
  'links:send',
  'documents:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key's token begins so: the auth plugin tells a key from a session's token by it, and a leaked one is findable. */
export const API_KEY_PREFIX = 'vpk_';

/** What a webhook tells: the status changes a dealership's systems follow, and the customer's consent. */
export const WEBHOOK_EVENTS = [
  'application.decided',
  'application.second_look',
  'application.signed',
  'application.documents_requested',
  'application.booked',
  'application.consent_given',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The webhook a status writer's event raises (the status table's events, decision 042), or none. */
export function webhookEventOf(event: string): WebhookEvent | null {
  switch (event) {
    case 'decide':
    case 'approve':
    case 'decline':
      return 'application.decided';
    case 'submitToKamsel':
    case 'partnerDecide':
      return 'application.second_look';
    case 'signaturesReceived':
      return 'application.signed';
    case 'requestDocuments':
      return 'application.documents_requested';
    case 'book':
      return 'application.booked';
    default:
      return null;
  }
}

/** POST /api/vendor/api-keys. */
export const createApiKeySchema = z.object({
  name: nameString().min(1, { error: 'validation:required' }).max(60, { error: 'validation:tooLong' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'integrations:validation.scopes' }), {
      error: 'integrations:validation.scopes',
    })
    .min(1, { error: 'integrations:validation.scopes' })
    .max(API_KEY_SCOPES.length, { error: 'integrations:validation.scopes' })
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** The longest endpoint address accepted. */
export const WEBHOOK_URL_MAX = 500;

/**
 * An endpoint's address: HTTPS, no credentials in it, no fragment. Plain HTTP only where the server allows it
 * (WEBHOOKS_INSECURE, for development and tests): the server checks that flag again.
 */
export function webhookUrl({ allowHttp }: { allowHttp: boolean }) {
  return z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(WEBHOOK_URL_MAX, { error: 'validation:tooLong' })
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        const schemeOk = url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
        return schemeOk && !url.username && !url.password && !url.hash && url.hostname.length > 0;
      },
      { error: 'integrations:validation.url' },
    );
}

/** POST /api/vendor/webhooks. */
export function createWebhookSchema({ allowHttp }: { allowHttp: boolean }) {
  return z.object({
    url: webhookUrl({ allowHttp }),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: 'integrations:validation.events' }), {
        error: 'integrations:validation.events',
      })
      .min(1, { error: 'integrations:validation.events' })
      .max(WEBHOOK_EVENTS.length, { error: 'integrations:validation.events' })
      .transform((events) => [...new Set(events)]),
  });
}
/** The browser's form and the documentation: the strict rule (HTTPS only). */
export const createWebhookSchemaHttps = createWebhookSchema({ allowHttp: false });
export type CreateWebhookInput = z.infer<typeof createWebhookSchemaHttps>;

const MAX_ID = 2_147_483_647;
/** A key's or an endpoint's id in a path. */
export const integrationIdParams = z.object({
  id: z.coerce
    .number({ error: 'integrations:validation.id' })
    .int({ error: 'integrations:validation.id' })
    .min(1, { error: 'integrations:validation.id' })
    .max(MAX_ID, { error: 'integrations:validation.id' }),
});

export const apiKeyAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The token's first characters, to tell keys apart; never enough to use. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeyAnswer>;

export const apiKeysAnswer = z.object({ keys: z.array(apiKeyAnswer) });
/** A new key: its token, shown this once. */
export const createdApiKeyAnswer = z.object({ key: apiKeyAnswer, token: z.string() });

export const WEBHOOK_ENDPOINT_STATES = ['active', 'paused'] as const;
export const webhookEndpointAnswer = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  state: z.enum(WEBHOOK_ENDPOINT_STATES),
  createdAt: z.string(),
  /** Since when every delivery has failed (ISO), null while the last one went through. */
  failingSince: z.string().nullable(),
  pausedAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointAnswer>;
export const webhookEndpointsAnswer = z.object({ endpoints: z.array(webhookEndpointAnswer) });
/** A new endpoint: its signing secret (`whsec_…`), shown this once. */
export const createdWebhookAnswer = z.object({ endpoint: webhookEndpointAnswer, secret: z.string() });

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export const webhookAttemptAnswer = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when none came (refused, timed out, not allowed). */
  statusCode: z.number().int().nullable(),
  /** Why it failed, as a code (`timeout`, `refused`, `address`, `http`); null for a success. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export const webhookDeliveryAnswer = z.object({
  /** The `webhook-id` header: one per event and endpoint, the same on each retry. */
  id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  applicationId: z.string(),
  reference: z.number().int().nullable(),
  status: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  createdAt: z.string(),
  attempts: z.array(webhookAttemptAnswer),
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryAnswer>;
export const webhookDeliveriesAnswer = z.object({ deliveries: z.array(webhookDeliveryAnswer) });

/** What a receiver gets: the change and the application's id, reference and status, nothing personal. */
export const webhookPayload = z.object({
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: z.string(),
  data: z.object({
    applicationId: z.string(),
    reference: z.number().int().nullable(),
    status: z.string(),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;
