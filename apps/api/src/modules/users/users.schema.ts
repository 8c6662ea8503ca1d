// Vendors, their users and the users' sessions. Columns are snake_case in SQL; money is in cents.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const vendors = pgTable('vendors', {
  id: serial().primaryKey(),
  name: text().notNull(),
  /** 'External Vendor' or another value (spec §1). */
  vendorInternalOrExternal: text().notNull(),
  province: varchar({ length: 2 }).notNull(),
  country: varchar({ length: 2 }).notNull(),
  /** The dealership's legal name and its contact (issue 35's onboarding); null for a vendor made before it. */
  legalName: text(),
  contactName: text(),
  contactEmail: text(),
  contactPhone: text(),
  /** 'active' or 'suspended': a suspended dealership's users cannot sign in (the domain's DEALER_STATUSES). */
  status: text().$type<'active' | 'suspended'>().notNull().default('active'),
  /** When and why the lender suspended it; cleared when reinstated (the history keeps both). */
  suspendedAt: timestamp({ withTimezone: true }),
  suspendedReason: text(),
  /** The dealership admin's rule (issue 36): its salespeople too must sign in with a second factor. */
  salespeopleNeedSecondFactor: boolean().notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    userName: text().notNull(),
    displayName: text().notNull(),
    email: text(),
    passwordHash: text().notNull(),
    /** 'vendor' (acts for vendorId) or 'underwriter' (the lender's staff, no vendor, with `lenderRoles`). */
    role: text().notNull().default('vendor'),
    /** The lender's roles of a lender's user (decision 046): 'lenderAdmin', 'underwriter', 'funder'; empty for a vendor's. */
    lenderRoles: text().array().notNull().default(sql`'{}'::text[]`),
    vendorId: integer().references(() => vendors.id),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The password must be changed before signing in once this moment is past. */
    passwordExpiresAt: timestamp({ withTimezone: true }),
    /** A vendor user who also manages the dealership's users (issue 27's vendor admin); always false for the lender's. */
    vendorAdmin: boolean().notNull().default(false),
    /** Set when a vendor admin disables the user: no sign-in, and every session ends. */
    disabledAt: timestamp({ withTimezone: true }),
    /** The user's own language for their e-mails and notices ('en' | 'fr'); null: the browser's, as before Settings. */
    language: varchar({ length: 2 }).$type<'en' | 'fr'>(),
    /**
     * A dealership's system acting through an API key (decision 058), not a person: it never signs in, is in no team
     * list and gets no notice; its display name is the key's name.
     */
    system: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** SHA-256 of the random 256-bit token; the token itself is never stored. */
    tokenHash: char({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Refused sign-ins counted per name typed and per address (decision 052), shared by every node. The key is an HMAC of
 * the normalised name (or of the address), never the name in clear; a row is the same whether the name exists or not.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: char({ length: 64 }).primaryKey(),
  failures: integer().notNull(),
  /** When the count's window began: a failure after the window starts a new count. */
  windowStart: timestamp({ withTimezone: true }).notNull(),
  /** Set by the failure that fills the count: every attempt is refused until then. */
  lockedUntil: timestamp({ withTimezone: true }),
});
