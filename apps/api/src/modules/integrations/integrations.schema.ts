// A dealership's own software (issue 41, decision 058): its API keys and its webhook endpoints with their deliveries
// and attempts. No foreign key to another module's table (decision 036): vendor, user and application ids are plain.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  char,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial().primaryKey(),
    vendorId: integer().notNull(),
    /** The user the key acts as: a dealership's system (users.system), made with the key, disabled when revoked. */
    userId: integer().notNull(),
    name: text().notNull(),
    scopes: text().array().notNull(),
    /** SHA-256 of the random token; the token itself is shown once and never stored. */
    tokenHash: char({ length: 64 }).notNull(),
    /** The token's first characters, to tell keys apart on the screen. */
    prefix: text().notNull(),
    createdBy: integer(),
    createdAt: createdAt(),
    /** Written at most once a minute per key. */
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_idx').on(t.tokenHash),
    index('api_keys_vendor_idx').on(t.vendorId),
  ],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    vendorId: integer().notNull(),
    url: text().notNull(),
    events: text().array().notNull(),
    /** The signing secret (`whsec_…`), sealed with the data key: the sender needs it back to sign. */
    secretSealed: text().notNull(),
    createdBy: integer(),
    createdAt: createdAt(),
    /** The first failed attempt since the last success; null while deliveries go through. */
    failingSince: timestamp({ withTimezone: true }),
    /** Set when it failed for a day (its admins are told) or never; a paused endpoint gets no new delivery. */
    pausedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_vendor_idx').on(t.vendorId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The `webhook-id` header: one per event and endpoint, the same on every retry (the receiver's idempotency). */
    id: uuid().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    vendorId: integer().notNull(),
    type: text().notNull(),
    applicationId: uuid().notNull(),
    /** The body sent, exactly (its signature covers these bytes). */
    body: text().notNull(),
    /** 'pending' | 'delivered' | 'failed' (gave up after a day). */
    state: text().$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    createdAt: createdAt(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    statusCode: integer(),
    error: text(),
    durationMs: integer().notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
