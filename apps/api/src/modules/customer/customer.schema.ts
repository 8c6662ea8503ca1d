// The links a salesperson sends a customer to give their own consent and answers on their own device (issue 26,
// decision 041). Only hashes of the link's token, its one-time code and its session are stored.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const customerLinks = pgTable(
  'customer_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The application's id (the applications module's row; no foreign key across modules). */
    applicationId: uuid().notNull(),
    vendorId: integer().notNull(),
    /** Whose part the link is for: the applicant's or the co-applicant's. */
    person: text().$type<'applicant' | 'coApplicant'>().notNull(),
    /** The user who sent it. */
    createdBy: integer(),
    /** SHA-256 of the token the link carries (32 random bytes, base64url). */
    tokenHash: text().notNull(),
    /** The channels the link went by ('email', 'sms'), or ['tablet']: the dealer's device handed to the customer. */
    /**
     * What the link opens: the customer's answers (consent, SIN, date of birth), or, for a customer who answered by
     * link, their contract to sign (the same page's next step: the built-in signing page of `signerId`).
     */
    purpose: text().$type<'answers' | 'sign'>().notNull().default('answers'),
    envelopeId: text(),
    signerId: integer(),
    channels: jsonb().$type<Array<'email' | 'sms' | 'tablet'>>().notNull(),
    /** The customer's language: the messages' and the consent text's. */
    language: varchar({ length: 2 }).notNull(),
    created: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    openedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the token and the one-time code together: a leaked table gives no code. */
    codeHash: text(),
    /** The second factor asked: a code sent by e-mail or text, or the date of birth on file ('dob'). */
    codeChannel: text().$type<'email' | 'sms' | 'dob'>(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    /** Wrong codes (or dates of birth) on this link; past the limit the link no longer opens. */
    failures: smallint().notNull().default(0),
    /** The one-time codes sent for this link (each a text or an e-mail): a few at most (issue 36). */
    codesSent: smallint().notNull().default(0),
    /** When the last code was sent: the next one waits a minute after it. */
    codeSentAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the customer's session, once the second factor was given; short-lived. */
    sessionHash: text(),
    sessionExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_links_token_hash_idx').on(t.tokenHash),
    uniqueIndex('customer_links_session_hash_idx').on(t.sessionHash),
    index('customer_links_application_idx').on(t.applicationId, t.person),
    // A suspended dealership's links, revoked at once (issue 35): the live ones only.
    index('customer_links_vendor_live_idx')
      .on(t.vendorId)
      .where(sql`${t.revokedAt} is null and ${t.usedAt} is null`),
  ],
);
