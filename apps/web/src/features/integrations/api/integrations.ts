// A dealership's own software (issue 41, decision 058): its API keys (GET/POST /vendor/api-keys, revoke) and webhook
// endpoints (GET/POST/DELETE /vendor/webhooks, resume, deliveries), for its vendor admin in Settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyAnswer,
  apiKeysAnswer,
  type CreateApiKeyInput,
  type CreateWebhookInput,
  createdApiKeyAnswer,
  createdWebhookAnswer,
  successAnswer,
  webhookDeliveriesAnswer,
  webhookEndpointAnswer,
  webhookEndpointsAnswer,
} from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const keys = queryKeys.settings.integrations;

export function useApiKeys() {
  return useQuery({
    queryKey: keys.apiKeys(),
    queryFn: async ({ signal }) =>
      (await api.get('/vendor/api-keys', { signal, schema: apiKeysAnswer })).keys,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      api.post('/vendor/api-keys', input, { schema: createdApiKeyAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/vendor/api-keys/${id}/revoke`, {}, { schema: apiKeyAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys() }),
  });
}

export function useWebhooks() {
  return useQuery({
    queryKey: keys.webhooks(),
    queryFn: async ({ signal }) =>
      (await api.get('/vendor/webhooks', { signal, schema: webhookEndpointsAnswer })).endpoints,
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) =>
      api.post('/vendor/webhooks', input, { schema: createdWebhookAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.webhooks() }),
  });
}

export type WebhookAction = 'resume' | 'delete';

export function useWebhookAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: WebhookAction }): Promise<void> => {
      if (action === 'resume')
        await api.post(`/vendor/webhooks/${id}/resume`, {}, { schema: webhookEndpointAnswer });
      else await api.delete(`/vendor/webhooks/${id}`, { schema: successAnswer });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.webhooks() }),
  });
}

export function useWebhookDeliveries(id: number | null) {
  return useQuery({
    queryKey: keys.deliveries(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get(`/vendor/webhooks/${id}/deliveries`, { signal, schema: webhookDeliveriesAnswer }))
        .deliveries,
    enabled: id !== null,
  });
}
