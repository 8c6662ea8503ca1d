// The webhooks' tables (decision 058): endpoints by their vendor and the events they follow, deliveries with their
// attempts. The API keys' are api-keys.repository.ts'.
import { and, arrayContains, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './integrations.schema.ts';

export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
/** What writing an event's deliveries needs of another module's transaction (the status writer's, the consent's). */
export type EventWriter = Pick<Db, 'select' | 'insert'>;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** Deliveries listed per endpoint in Settings, newest first. */
const DELIVERIES_SHOWN = 50;

export function createWebhooksRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx)),

    // Webhook endpoints.
    async insertEndpoint(values: typeof webhookEndpoints.$inferInsert, tx: Executor): Promise<EndpointRow> {
      const [row] = await tx.insert(webhookEndpoints).values(values).returning();
      if (!row) throw new Error('endpoint not created');
      return row;
    },
    endpointsOf: (vendorId: number): Promise<EndpointRow[]> =>
      db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.vendorId, vendorId))
        .orderBy(desc(webhookEndpoints.id)),
    async endpointOf(vendorId: number, id: number, tx: Executor = db): Promise<EndpointRow | undefined> {
      const [row] = await tx
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.vendorId, vendorId), eq(webhookEndpoints.id, id)))
        .limit(1);
      return row;
    },
    /** The vendor's active endpoints that follow this event. */
    listeners: (vendorId: number, type: string, tx: EventWriter): Promise<EndpointRow[]> =>
      tx
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.vendorId, vendorId),
            isNull(webhookEndpoints.pausedAt),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        ),
    async deleteEndpoint(id: number, tx: Executor) {
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },
    async setEndpointHealth(
      id: number,
      values: Pick<Partial<EndpointRow>, 'failingSince' | 'pausedAt'>,
      tx: Executor = db,
    ) {
      await tx.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id));
    },

    // Deliveries and attempts.
    async insertDeliveries(values: (typeof webhookDeliveries.$inferInsert)[], tx: EventWriter) {
      if (values.length > 0) await tx.insert(webhookDeliveries).values(values);
    },
    async delivery(id: string): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | undefined> {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookDeliveries.endpointId, webhookEndpoints.id))
        .where(eq(webhookDeliveries.id, id))
        .limit(1);
      return row;
    },
    async recordAttempt(values: typeof webhookAttempts.$inferInsert) {
      await db.insert(webhookAttempts).values(values);
    },
    /**
     * A failed attempt and its endpoint's failing time in one transaction: the endpoint fails from this attempt, or
     * from an earlier one's time when it was failing already. Answers since when it fails.
     */
    recordFailedAttempt: (values: typeof webhookAttempts.$inferInsert, endpointId: number): Promise<Date> =>
      db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values(values);
        const [row] = await tx
          .update(webhookEndpoints)
          .set({
            failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${values.at.toISOString()}::timestamptz)`,
          })
          .where(eq(webhookEndpoints.id, endpointId))
          .returning({ failingSince: webhookEndpoints.failingSince });
        return row?.failingSince ?? values.at;
      }),
    /** Ends a delivery once: false when it had ended already (another node's attempt). */
    async endDelivery(id: string, state: 'delivered' | 'failed', at: Date, tx: Executor = db) {
      const ended = await tx
        .update(webhookDeliveries)
        .set({ state, deliveredAt: state === 'delivered' ? at : null })
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, 'pending')))
        .returning({ id: webhookDeliveries.id });
      return ended.length > 0;
    },
    /** A paused endpoint's deliveries still waiting: given up. */
    async failPending(endpointId: number, tx: Executor) {
      await tx
        .update(webhookDeliveries)
        .set({ state: 'failed' })
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending')));
    },
    /** Deliveries still pending and older than `before` (their job may have been lost): sent again. */
    pendingIds: async (before: Date, limit: number): Promise<string[]> =>
      (
        await db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.state, 'pending'), lt(webhookDeliveries.createdAt, before)))
          .orderBy(webhookDeliveries.createdAt)
          .limit(limit)
      ).map((row) => row.id),
    /** An endpoint's latest deliveries with their attempts, oldest attempt first. */
    async deliveriesOf(endpointId: number): Promise<{ delivery: DeliveryRow; attempts: AttemptRow[] }[]> {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(DELIVERIES_SHOWN);
      if (rows.length === 0) return [];
      const attempts = await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(webhookAttempts.at, webhookAttempts.id);
      return rows.map((delivery) => ({
        delivery,
        attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
      }));
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
