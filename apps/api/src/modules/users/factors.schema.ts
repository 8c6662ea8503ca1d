// The second factor of sign-in (issue 36, decision 053): each user's passkeys and authenticator apps, their recovery
// codes, the tickets between a password and its second step, and the WebAuthn challenges in flight.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from './users.schema.ts';

export const userFactors = pgTable(
  'user_factors',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'passkey' or 'totp' (the domain's FACTOR_KINDS). */
    kind: text().$type<'passkey' | 'totp'>().notNull(),
    /** The owner's name for it ('Office laptop'); null: none given. */
    name: text(),
    /** A passkey's credential id (base64url); null for an authenticator app. */
    credentialId: text(),
    /** A passkey's COSE public key (base64url). */
    publicKey: text(),
    /** A passkey's signature counter, raised at each use (0 for authenticators that keep none). */
    signCount: integer().notNull().default(0),
    transports: text().array(),
    /** An authenticator app's secret, sealed with the data key (the SIN's cipher); null for a passkey. */
    secretSealed: text(),
    /** The last TOTP time step accepted: a code is refused once its step is used (RFC 6238 §5.2). */
    lastStep: integer(),
    /** Null while an authenticator app is being set up: it counts once its first code confirms it. */
    confirmedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_factors_user_idx').on(t.userId),
    uniqueIndex('user_factors_credential_idx').on(t.credentialId),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code (50 random bits, single use): never the code itself. */
    codeHash: char({ length: 64 }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** SHA-256 of the random ticket handed back after the password; the ticket itself is never stored. */
    ticketHash: char({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'verify' (answer with a factor) or 'enrol' (set one up first). */
    kind: text().$type<'verify' | 'enrol'>().notNull(),
    /** Wrong codes given with this ticket; at the limit it is spent and the sign-in starts again. */
    failures: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_tickets_hash_idx').on(t.ticketHash)],
);

export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: uuid().primaryKey().default(sql`gen_random_uuid()`),
  /** The random challenge (base64url) the authenticator signs; taken once. */
  challenge: text().notNull(),
  /** Whose registration or sign-in it is; null for a passkey alone (the credential names the user). */
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  /** 'register' or 'authenticate'. */
  purpose: text().$type<'register' | 'authenticate'>().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
