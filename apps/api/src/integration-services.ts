// Part of the composition root (services.ts): a dealership's own software (issue 41, decision 058). The API keys bound
// to the users module's system users, and the webhooks bound to the queue, the sender (metered as an outside call)
// and the mail that tells an endpoint's admins it was paused.
import type { Translate } from '@vp/i18n';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from './adapters/mail/mail.ts';
import type { Metrics } from './lib/metrics.ts';
import type { SinCipher } from './lib/sin-cipher.ts';
import { instrumentOutgoing } from './lib/tracing.ts';
import type { AuditRepository } from './modules/audit/index.ts';
import {
  createApiKeysRepository,
  createApiKeysService,
  createWebhookSender,
  createWebhooksRepository,
  createWebhooksService,
  integrationsRoutes,
  type WebhookJob,
  webhookJob,
} from './modules/integrations/index.ts';
import {
  createSystemUser,
  disableSystemUser,
  noticeMailees,
  noticeRecipients,
  systemPrincipal,
  userNamesByIds,
} from './modules/users/index.ts';
import type { Config } from './plugins/config.ts';
import type { Db } from './plugins/db.ts';

type EventWriter = Pick<Db, 'select' | 'insert'>;

import type { Queue } from './plugins/queue.ts';

export function createIntegrations({
  config,
  db,
  cipher,
  audit,
  clock,
  queue,
  mail,
  translate,
  metrics,
  log,
}: {
  config: Pick<Config, 'integrations' | 'esign'>;
  db: Db;
  cipher: SinCipher;
  audit: AuditRepository;
  clock: () => Date;
  queue: Queue | undefined;
  mail: { send(message: MailMessage): Promise<void> };
  translate: Translate;
  metrics: Metrics;
  log: { warn(object: object, message: string): void };
}) {
  const apiKeys = createApiKeysService({
    repository: createApiKeysRepository(db),
    audit,
    clock,
    systemUsers: {
      create: (tx, input) => createSystemUser(tx, input),
      disable: (tx, userId, at) => disableSystemUser(tx, userId, at),
      principal: (userId) => systemPrincipal(db, userId),
      names: async (ids) =>
        new Map((await userNamesByIds(db, ids)).map((user) => [user.id, user.displayName])),
    },
  });
  const webhooks = createWebhooksService({
    repository: createWebhooksRepository(db),
    audit,
    cipher,
    clock,
    log,
    sender: instrumentOutgoing(
      'webhook',
      createWebhookSender({
        allowPrivate: config.integrations.insecureWebhooks,
        timeoutMs: config.integrations.webhookTimeoutMs,
      }),
      ['post'],
      metrics,
    ),
    enqueue: queue ? (job: WebhookJob) => queue.send(webhookJob, job) : undefined,
    // Each admin of the dealership, in their language, with the link to Settings.
    onPaused: async (endpoint) => {
      const admins = await noticeMailees(db, await noticeRecipients(db, endpoint.vendorId, null));
      const link = new URL('/settings', config.esign.publicUrl).toString();
      for (const admin of admins) {
        if (!admin.email) continue;
        const text = [
          translate(admin.language, 'integrations:mail.paused.text', { url: endpoint.url }),
          '',
          link,
        ].join('\n');
        await mail.send({
          messageId: `webhook-paused-${endpoint.id}-${admin.id}-${clock().getTime()}`,
          vendorId: endpoint.vendorId,
          to: admin.email,
          subject: translate(admin.language, 'integrations:mail.paused.subject'),
          text,
        });
      }
    },
  });
  return { apiKeys, webhooks };
}
export type Integrations = ReturnType<typeof createIntegrations>;

/** The vendor admin's routes for keys and endpoints (the keys themselves are the auth plugin's). */
export async function registerIntegrations(
  app: FastifyInstance,
  { apiKeys, webhooks }: Integrations,
  config: Pick<Config, 'integrations'>,
) {
  await app.register(integrationsRoutes, {
    prefix: '/api',
    apiKeys,
    webhooks,
    allowHttp: config.integrations.insecureWebhooks,
  });
}

/** The customer's consent given reaches the dealership's webhooks, in its transaction. */
export function consentWebhook(
  webhooks: Integrations['webhooks'],
  referenceAndStatus: (
    applicationId: string,
    tx: EventWriter,
  ) => Promise<{ reference: number | null; status: string } | undefined>,
) {
  return async (
    { applicationId, vendorId }: { applicationId: string; vendorId: number },
    tx: EventWriter,
  ) => {
    const found = await referenceAndStatus(applicationId, tx);
    if (found)
      await webhooks.emit({ type: 'application.consent_given', vendorId, applicationId, ...found }, tx);
  };
}
