// Webhook endpoints (issue 41, decision 058), for a dealership's vendor admin: register one (an HTTPS address and its
// events; the signing secret answered once, kept sealed with the data key), list, remove, resume a paused one, and
// read its latest deliveries with their attempts. Each change is an audit event of the vendor.
import { randomBytes } from 'node:crypto';
import type {
  CreateWebhookInput,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
  WebhookPayload,
} from '@vp/domain';
import type { Principal } from '../../lib/principal.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { AuditRepository } from '../audit/index.ts';
import { administeredVendor, auditIntegrationChange, integrationNotFound } from './admin-of.ts';
import type { EndpointRow, Executor, WebhooksRepository } from './webhooks.repository.ts';

export function createWebhookEndpoints({
  repository,
  audit,
  cipher,
  clock,
}: {
  repository: WebhooksRepository;
  audit: Pick<AuditRepository, 'record'>;
  cipher: SinCipher;
  clock: () => Date;
}) {
  function endpointAnswer(row: EndpointRow): WebhookEndpoint {
    return {
      id: row.id,
      url: row.url,
      events: row.events as WebhookEvent[],
      state: row.pausedAt ? 'paused' : 'active',
      createdAt: row.createdAt.toISOString(),
      failingSince: row.failingSince?.toISOString() ?? null,
      pausedAt: row.pausedAt?.toISOString() ?? null,
    };
  }

  async function endpointOfCaller(principal: Principal, id: number, tx?: Executor) {
    const vendorId = administeredVendor(principal);
    const row = await repository.endpointOf(vendorId, id, tx);
    if (!row) throw integrationNotFound();
    return { vendorId, row };
  }

  return {
    /** GET /api/vendor/webhooks. */
    async list(principal: Principal) {
      const rows = await repository.endpointsOf(administeredVendor(principal));
      return { endpoints: rows.map(endpointAnswer) };
    },

    /** POST /api/vendor/webhooks: the endpoint and its signing secret, answered once. */
    async create(principal: Principal, input: CreateWebhookInput, meta: { ip?: string }) {
      const vendorId = administeredVendor(principal);
      const secret = `whsec_${randomBytes(24).toString('base64')}`;
      const row = await repository.transaction(async (tx) => {
        const endpoint = await repository.insertEndpoint(
          {
            vendorId,
            url: input.url,
            events: input.events,
            secretSealed: cipher.encrypt(secret),
            createdBy: principal.userId,
            createdAt: clock(),
          },
          tx,
        );
        await auditIntegrationChange(audit, tx, {
          type: 'webhook.created',
          vendorId,
          principal,
          ip: meta.ip,
          detail: { endpointId: endpoint.id, url: endpoint.url, events: endpoint.events },
        });
        return endpoint;
      });
      return { endpoint: endpointAnswer(row), secret };
    },

    /** DELETE /api/vendor/webhooks/{id}: the endpoint and its deliveries go. */
    async remove(principal: Principal, id: number, meta: { ip?: string }) {
      await repository.transaction(async (tx) => {
        const { vendorId, row } = await endpointOfCaller(principal, id, tx);
        await repository.deleteEndpoint(row.id, tx);
        await auditIntegrationChange(audit, tx, {
          type: 'webhook.deleted',
          vendorId,
          principal,
          ip: meta.ip,
          detail: { endpointId: row.id, url: row.url },
        });
      });
      return { result: 'Success' as const };
    },

    /** POST /api/vendor/webhooks/{id}/resume: a paused endpoint gets new deliveries again. */
    async resume(principal: Principal, id: number, meta: { ip?: string }) {
      const row = await repository.transaction(async (tx) => {
        const { vendorId, row } = await endpointOfCaller(principal, id, tx);
        await repository.setEndpointHealth(row.id, { pausedAt: null, failingSince: null }, tx);
        await auditIntegrationChange(audit, tx, {
          type: 'webhook.resumed',
          vendorId,
          principal,
          ip: meta.ip,
          detail: { endpointId: row.id },
        });
        return { ...row, pausedAt: null, failingSince: null };
      });
      return endpointAnswer(row);
    },

    /** GET /api/vendor/webhooks/{id}/deliveries: the latest deliveries with each attempt. */
    async deliveries(principal: Principal, id: number): Promise<{ deliveries: WebhookDelivery[] }> {
      const { row } = await endpointOfCaller(principal, id);
      const found = await repository.deliveriesOf(row.id);
      return {
        deliveries: found.map(({ delivery, attempts }) => {
          const payload = JSON.parse(delivery.body) as WebhookPayload;
          return {
            id: delivery.id,
            type: delivery.type as WebhookEvent,
            applicationId: delivery.applicationId,
            reference: payload.data.reference,
            status: payload.data.status,
            state: delivery.state,
            createdAt: delivery.createdAt.toISOString(),
            attempts: attempts.map((attempt) => ({
              at: attempt.at.toISOString(),
              statusCode: attempt.statusCode,
              error: attempt.error,
              durationMs: attempt.durationMs,
            })),
          };
        }),
      };
    },
  };
}
