// Webhook deliveries (issue 41, decision 058): each event writes one delivery per listening endpoint in the
// transaction of the change that raised it (the status writer's reaction, or the customer's consent), so none is lost
// on a crash and none goes out for a change rolled back; after the commit a job per delivery sends it, signed the
// Standard Webhooks way, and the queue retries it with a doubling wait for a day. An endpoint failing for a day is
// paused, its pending deliveries given up, its admins told. Nothing personal leaves: the application's id, reference
// and status.
import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookPayload } from '@vp/domain';
import { webhookEventOf } from '@vp/domain';
import { Webhook } from 'standardwebhooks';
import { afterCommit } from '../../db/after-commit.ts';
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { StatusChange } from '../applications/index.ts';
import type { AuditRepository } from '../audit/index.ts';
import { WEBHOOK_GIVE_UP_MS, type WebhookJob } from './webhook.job.ts';
import { WebhookSendError, type WebhookSender } from './webhook-sender.ts';
import type { DeliveryRow, EndpointRow, EventWriter, WebhooksRepository } from './webhooks.repository.ts';

/** Deliveries still pending this long after they were written had their job lost: the sweep sends them again. */
const LOST_AFTER_MS = 10 * 60 * 1000;
const RESEND_LIMIT = 1000;

/** One event, as a module raising it describes it. */
export interface WebhookEventInput {
  type: WebhookEvent;
  vendorId: number;
  applicationId: string;
  reference: number | null;
  status: string;
}

/** The e-mail to an endpoint's admins when it is paused (composed and sent by the composition root's mail). */
export type PausedNotice = (endpoint: { vendorId: number; id: number; url: string }) => Promise<void>;

export interface WebhookDeliveryDeps {
  repository: WebhooksRepository;
  audit: Pick<AuditRepository, 'record'>;
  cipher: SinCipher;
  sender: WebhookSender;
  clock: () => Date;
  /** Queues a delivery's job; without a queue the delivery is attempted once after the commit. */
  enqueue?: ((job: WebhookJob) => Promise<void>) | undefined;
  onPaused: PausedNotice;
  log: { warn(object: object, message: string): void };
}

/** The Standard Webhooks headers of one attempt: its id (the same on each retry), its time, its signature. */
function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'VendorPortal-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': Math.floor(at.getTime() / 1000).toString(),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

export function createWebhookDelivery({
  repository,
  audit,
  cipher,
  sender,
  clock,
  enqueue,
  onPaused,
  log,
}: WebhookDeliveryDeps) {
  /** Sends after the commit: the job, or without a queue one attempt in the background. */
  function dispatch(deliveryId: string) {
    if (enqueue)
      enqueue({ deliveryId }).catch((err) =>
        // The sweep (resend) sends it again: a lost send is repaired, never a lost delivery.
        log.warn({ err, deliveryId }, 'webhook job not queued'),
      );
    else void deliver({ deliveryId }).catch(() => {});
  }

  /** Writes the event's deliveries in the caller's transaction; each is sent once that transaction commits. */
  async function emit(event: WebhookEventInput, tx: EventWriter) {
    const listeners = await repository.listeners(event.vendorId, event.type, tx);
    if (listeners.length === 0) return;
    const now = clock();
    const payload: WebhookPayload = {
      type: event.type,
      timestamp: now.toISOString(),
      data: { applicationId: event.applicationId, reference: event.reference, status: event.status },
    };
    const body = JSON.stringify(payload);
    const rows = listeners.map((endpoint) => ({
      id: randomUUID(),
      endpointId: endpoint.id,
      vendorId: event.vendorId,
      type: event.type,
      applicationId: event.applicationId,
      body,
      createdAt: now,
    }));
    await repository.insertDeliveries(rows, tx);
    for (const row of rows) afterCommit(tx, () => dispatch(row.id));
  }

  /**
   * After a failed attempt (recorded with the endpoint failing since `failingSince`): retried (thrown) while under a
   * day; then given up, and the endpoint paused when it too failed a day.
   */
  async function failed(delivery: DeliveryRow, endpoint: EndpointRow, failingSince: Date, why: string) {
    const now = clock();
    if (now.getTime() - failingSince.getTime() >= WEBHOOK_GIVE_UP_MS && !endpoint.pausedAt) {
      const paused = await repository.transaction(async (tx) => {
        const current = await repository.endpointOf(endpoint.vendorId, endpoint.id, tx);
        if (!current || current.pausedAt) return false;
        await repository.setEndpointHealth(endpoint.id, { pausedAt: now }, tx);
        await repository.failPending(endpoint.id, tx);
        await audit.record(
          {
            type: 'webhook.paused',
            vendorId: endpoint.vendorId,
            userId: null,
            detail: { endpointId: endpoint.id, failingSince: failingSince.toISOString() },
          },
          tx,
        );
        return true;
      });
      if (paused) await onPaused({ vendorId: endpoint.vendorId, id: endpoint.id, url: endpoint.url });
      return;
    }
    if (now.getTime() - delivery.createdAt.getTime() >= WEBHOOK_GIVE_UP_MS) {
      await repository.endDelivery(delivery.id, 'failed', now);
      return;
    }
    throw new Error(`webhook delivery failed: ${why}`);
  }

  /** The job's handler: one attempt, recorded; a delivery ended already (sent, given up, paused) is left alone. */
  async function deliver({ deliveryId }: WebhookJob) {
    const found = await repository.delivery(deliveryId);
    if (found?.delivery.state !== 'pending') return;
    const { delivery, endpoint } = found;
    if (endpoint.pausedAt) {
      await repository.endDelivery(deliveryId, 'failed', clock());
      return;
    }
    const sentAt = clock();
    const headers = signedHeaders(cipher.decrypt(endpoint.secretSealed), delivery.id, sentAt, delivery.body);
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = (await sender.post(endpoint.url, headers, delivery.body)).statusCode;
      if (statusCode < 200 || statusCode >= 300) error = 'http';
    } catch (err) {
      error = err instanceof WebhookSendError ? err.code : 'refused';
    }
    const attempt = {
      deliveryId,
      at: sentAt,
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
    };
    if (error) {
      // The attempt and the endpoint's failing time are written together: an attempt listed is a failure counted.
      const failingSince = await repository.recordFailedAttempt(attempt, endpoint.id);
      return failed(delivery, endpoint, failingSince, error);
    }
    await repository.recordAttempt(attempt);
    await repository.endDelivery(deliveryId, 'delivered', clock());
    if (endpoint.failingSince) await repository.setEndpointHealth(endpoint.id, { failingSince: null });
  }

  return {
    emit,
    deliver,

    /** The status writer's reaction: the change's webhook, in its transaction, when it is one a receiver follows. */
    async react(change: StatusChange, tx: EventWriter) {
      const type = webhookEventOf(change.event);
      if (!type) return;
      await emit(
        {
          type,
          vendorId: change.vendorId,
          applicationId: change.applicationId,
          reference: change.reference,
          status: change.to,
        },
        tx,
      );
    },

    /**
     * Deliveries pending for over ten minutes (a crash between commit and send on a node that never came back): their
     * jobs sent again; one still queued or retrying is not doubled (the job's id is the delivery's).
     */
    async sendLost() {
      const before = new Date(clock().getTime() - LOST_AFTER_MS);
      for (const deliveryId of await repository.pendingIds(before, RESEND_LIMIT))
        await enqueue?.({ deliveryId });
    },
    /** At a worker's start, every pending delivery (the crash just happened). */
    async allPending(): Promise<WebhookJob[]> {
      return (await repository.pendingIds(clock(), RESEND_LIMIT)).map((deliveryId) => ({ deliveryId }));
    },
  };
}
