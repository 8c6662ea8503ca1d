// E-signature envelopes and their signers. Columns are snake_case in SQL; money is in cents.
import { bigserial, char, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';

export const envelopes = pgTable(
  'envelopes',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    provider: text().notNull().default('builtin'),
    status: text().notNull().default('sent'),
    customerSignMethod: text().notNull(),
    coCustomerSignMethod: text(),
    created: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('envelopes_app_idx').on(t.applicationId)],
);

export const signers = pgTable('signers', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  envelopeId: uuid()
    .notNull()
    .references(() => envelopes.id, { onDelete: 'cascade' }),
  roleName: text().notNull(),
  name: text().notNull(),
  email: text(),
  method: text().notNull(),
  /** SHA-256 of the signing link's token. */
  tokenHash: char({ length: 64 }).notNull(),
  signedAt: timestamp({ withTimezone: true }),
});
