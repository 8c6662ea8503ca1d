// The whole data model (ARCHITECTURE §5). Columns are snake_case in SQL (drizzle's casing option); money is in cents.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { listGroupSql, searchTextSql } from './list-columns.ts';

const cents = (name?: string) => (name ? bigint(name, { mode: 'number' }) : bigint({ mode: 'number' }));
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const vendors = pgTable('vendors', {
  id: serial().primaryKey(),
  name: text().notNull(),
  /** 'External Vendor' or another value (spec §1). */
  vendorInternalOrExternal: text().notNull(),
  province: varchar({ length: 2 }).notNull(),
  country: varchar({ length: 2 }).notNull(),
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
    /** 'vendor' (acts for vendorId) or 'underwriter' (the lender's staff, no vendor). */
    role: text().notNull().default('vendor'),
    vendorId: integer().references(() => vendors.id),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The password must be changed before signing in once this moment is past. */
    passwordExpiresAt: timestamp({ withTimezone: true }),
    failedLogins: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
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

export const applications = pgTable(
  'applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id),
    createdBy: integer().references(() => users.id),
    status: text().notNull().default('Incomplete'),
    /** Loan number in the edge system, 8 characters at most. */
    edgeId: varchar({ length: 8 }),
    amount: cents(),
    amountApproved: cents(),
    rentalAmount: cents(),
    applicationType: text(),
    description: text(),
    creditReleaseObtained: text(),
    hasCoApplicant: text().notNull().default('No'),
    firstName: text(),
    lastName: text(),
    /** AES-256-GCM ciphertext (iv.tag.data, base64); sinLast3 lets answers show '*** *** 123' without decrypting. */
    sinEncrypted: text(),
    sinLast3: char({ length: 3 }),
    dob: date(),
    primaryPhone: text(),
    mobilePhone: text(),
    businessPhone: text(),
    email: text(),
    employer: text(),
    grossIncome: cents(),
    totalHousingCosts: cents(),
    totalOtherMonthlyCosts: cents(),
    referral: text(),
    referralOther: text(),
    country: varchar({ length: 3 }),
    address1: text(),
    address2: text(),
    city: text(),
    province: varchar({ length: 2 }),
    postal: varchar({ length: 10 }),
    titleOwner: text(),
    yearsAtCurHouse: numeric({ precision: 5, scale: 2 }),
    note: text(),
    curAddressLess: text(),
    prevAddress1: text(),
    prevAddress2: text(),
    prevCity: text(),
    prevProvince: varchar({ length: 2 }),
    prevPostal: varchar({ length: 10 }),
    /** The submission being decided: each submit draws a new one, and a decision answers exactly one. */
    submissionId: uuid(),
    creditProgramId: integer(),
    envelopeId: text(),
    isDocSigned: boolean().notNull().default(false),
    /** Optimistic locking: every update checks and increments it. */
    version: integer().notNull().default(1),
    created: createdAt(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The dashboard group's order of the status; NULL (Deleted) is never listed nor counted. */
    listGroup: smallint().generatedAlwaysAs(listGroupSql()),
    /** What `q` searches, folded to lower case without accents (decision 012). */
    searchText: text().generatedAlwaysAs(searchTextSql()),
  },
  (t) => [
    index('applications_vendor_status_idx').on(t.vendorId, t.status),
    // One group's page by creation date, read from the index alone; the second serves the 'all' list. Migration
    // 0002 adds INCLUDE (every sortable column) to the first, which drizzle cannot express: keep it if you change it.
    index('applications_vendor_group_created_idx').on(t.vendorId, t.listGroup, t.created, t.id),
    index('applications_vendor_listed_created_idx')
      .on(t.vendorId, t.created, t.id)
      .where(sql`${t.listGroup} IS NOT NULL`),
    // The lender's lists span every vendor (underwriters): the same two orders without the vendor.
    index('applications_group_created_idx').on(t.listGroup, t.created, t.id),
    index('applications_listed_created_idx').on(t.created, t.id).where(sql`${t.listGroup} IS NOT NULL`),
    // btree_gin puts the vendor in the trigram index: a search reads only that vendor's matches.
    index('applications_vendor_search_idx').using('gin', t.vendorId, sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('applications_edge_id_idx').on(t.edgeId),
  ],
);

/** Loan numbers handed out on approval ('C' + 7 digits, unique). */
export const edgeIdSequence = pgSequence('edge_id_seq', { startWith: 1_000_100 });

export const coApplicants = pgTable('co_applicants', {
  applicationId: uuid()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  creditReleaseObtained: text(),
  isImmediateFamily: text().notNull().default('Yes'),
  firstName: text(),
  lastName: text(),
  sinEncrypted: text(),
  sinLast3: char({ length: 3 }),
  coborrowerRelationship: text(),
  dob: date(),
  primaryPhone: text(),
  mobilePhone: text(),
  email: text(),
  employer: text(),
  businessPhone: text(),
  country: varchar({ length: 3 }),
  address1: text(),
  address2: text(),
  city: text(),
  province: varchar({ length: 2 }),
  postal: varchar({ length: 10 }),
  titleOwner: text(),
  yearsAtCurHouse: numeric({ precision: 5, scale: 2 }),
  coborrowerNote: text(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const decisions = pgTable(
  'decisions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The submission this decision answers; unique so that a retried job yields one decision. */
    submissionId: uuid().notNull(),
    outcome: text().notNull(),
    bureauResult: jsonb(),
    score: integer(),
    reasons: jsonb().$type<string[]>().notNull().default([]),
    amountRequested: cents(),
    amountApproved: cents(),
    /** Quebec capacity to repay: (housing + other payments + new payment) / gross monthly income. */
    debtRatio: numeric({ precision: 6, scale: 4 }),
    decidedAt: createdAt(),
    decidedBy: integer().references(() => users.id),
    note: text(),
  },
  (t) => [
    uniqueIndex('decisions_submission_idx').on(t.submissionId),
    index('decisions_app_idx').on(t.applicationId),
  ],
);

export const assetTypes = pgTable('asset_types', {
  id: serial().primaryKey(),
  programId: integer().notNull(),
  name: text().notNull(),
  nameFr: text().notNull(),
});

export const assetSubTypes = pgTable('asset_sub_types', {
  id: serial().primaryKey(),
  assetTypeId: integer()
    .notNull()
    .references(() => assetTypes.id),
  name: text().notNull(),
  nameFr: text().notNull(),
});

export const assets = pgTable(
  'assets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    assetName: text().notNull(),
    assetTypeId: integer().references(() => assetTypes.id),
    assetSubTypeId: integer().references(() => assetSubTypes.id),
    description: text(),
    quantity: integer().notNull().default(1),
    serialNumber: text(),
    /** Total with tax, in cents (spec §3). */
    retailCost: cents().notNull(),
    tax: cents().notNull().default(0),
    installationDate: date(),
    created: createdAt(),
  },
  (t) => [index('assets_app_idx').on(t.applicationId)],
);

export const programs = pgTable('programs', {
  id: serial().primaryKey(),
  description: text().notNull(),
  descriptionFr: text().notNull(),
  rateBump: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
  programType: text().notNull(),
  deferralLabel: text().notNull(),
  active: boolean().notNull().default(true),
});

export const programRates = pgTable('program_rates', {
  id: serial().primaryKey(),
  programId: integer()
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  /** Annual rate in percent. */
  rate: numeric({ precision: 6, scale: 3 }).notNull(),
});

export const programTerms = pgTable('program_terms', {
  id: serial().primaryKey(),
  programId: integer()
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  months: integer().notNull(),
});

export const programDeferrals = pgTable('program_deferrals', {
  id: serial().primaryKey(),
  programId: integer()
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  labelEn: text().notNull(),
  labelFr: text().notNull(),
  qtyZeroPayments: integer().notNull().default(0),
});

export const financingSelections = pgTable('financing_selections', {
  applicationId: uuid()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  programId: integer()
    .notNull()
    .references(() => programs.id),
  termId: integer().references(() => programTerms.id),
  deferralPeriod: text(),
  qtyZeroPayments: integer(),
  rate: numeric({ precision: 6, scale: 3 }),
  financedAmount: cents(),
  monthlyPayment: cents(),
  frequency: text().notNull().default('monthly'),
  downpayment: cents(),
  apr: numeric({ precision: 6, scale: 3 }),
  leaseDate: date(),
  installationDate: date(),
  paperOrElectronic: text(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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

export const uploads = pgTable(
  'uploads',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    uploadType: text().notNull(),
    contentType: text().notNull(),
    fileName: text().notNull(),
    storageKey: text().notNull(),
    size: bigint({ mode: 'number' }),
    status: text().notNull().default('pending'),
    created: createdAt(),
  },
  (t) => [index('uploads_app_idx').on(t.applicationId, t.uploadType)],
);

export const certificates = pgTable('certificates', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  applicationId: uuid()
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  installerName: text().notNull(),
  installerEmail: text().notNull(),
  installerCompany: text().notNull(),
  method: text().notNull(),
  created: createdAt(),
});

/** Append-only audit log: who did what to which application, when, from where. */
export const events = pgTable(
  'events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid(),
    vendorId: integer(),
    userId: integer(),
    type: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    at: createdAt(),
  },
  (t) => [index('events_app_idx').on(t.applicationId, t.at), index('events_user_idx').on(t.userId, t.at)],
);

/** E-mails waiting to be sent (or kept, with the built-in mailbox). */
export const outbox = pgTable('outbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  attachments: jsonb(),
  status: text().notNull().default('queued'),
  created: createdAt(),
  sentAt: timestamp({ withTimezone: true }),
});
