// Credit applications, their co-applicants and the loan-number sequence. Columns are snake_case in SQL; money is in cents.

import { listGroupOf } from '@vp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from '../../db/columns.ts';
import { searchTextSql } from '../../db/list-columns.ts';
import { users, vendors } from '../users/users.schema.ts';

const INCOMPLETE_GROUP = listGroupOf('Incomplete') ?? 1;

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
    /**
     * The short reference a person reads aloud before there is a loan number ('R-100 042'): drawn from a sequence
     * at creation, never derived from personal data. Formatted by the domain's formatApplicationReference.
     */
    reference: integer().notNull().generatedAlwaysAsIdentity({ startWith: 100_001 }),
    amountCents: cents('amount'),
    amountApprovedCents: cents('amount_approved'),
    rentalAmountCents: cents('rental_amount'),
    applicationType: text(),
    description: text(),
    creditReleaseObtained: text(),
    /** The version of the consent text the customer ticked (the domain's CREDIT_CONSENT_VERSION); null: none given. */
    consentVersion: smallint(),
    /** Who gave the consent on file and how (issue 26): the customer on their own device ('link'), or the dealer's screen. */
    consentBy: text().$type<'customer' | 'vendor'>(),
    consentChannel: text().$type<'link' | 'tablet'>(),
    consentAt: timestamp({ withTimezone: true }),
    consentLanguage: varchar({ length: 2 }),
    /** The customer's own address and browser when they gave it by link (the record of their consent). */
    consentIp: text(),
    consentUserAgent: text(),
    hasCoApplicant: text().notNull().default('No'),
    /** The customer's language ('en' | 'fr') for the messages sent to them (links, signing); null: the dealer's. */
    customerLanguage: varchar({ length: 2 }).$type<'en' | 'fr'>(),
    firstName: text(),
    lastName: text(),
    /** AES-256-GCM ciphertext (iv.tag.data, base64); sinLast3 lets answers show '*** *** 123' without decrypting. */
    sinEncrypted: text(),
    sinLast3: char({ length: 3 }),
    /** The date of birth as the SIN is kept: AES-256-GCM ciphertext of its ISO form. Nothing searches or sorts by it. */
    dobEncrypted: text(),
    /** Where the date of birth was kept in clear before decision 023; sealed and emptied at start-up, then dropped. */
    legacyDob: date('dob'),
    primaryPhone: text(),
    mobilePhone: text(),
    businessPhone: text(),
    email: text(),
    employer: text(),
    grossIncomeCents: cents('gross_income'),
    totalHousingCostsCents: cents('total_housing_costs'),
    totalOtherMonthlyCostsCents: cents('total_other_monthly_costs'),
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
    /** Whose credit the deal is: the lender's, or its second-look partner's once the partner approved it. */
    creditor: text().$type<'lender' | 'partner'>().notNull().default('lender'),
    envelopeId: text(),
    isDocSigned: boolean().notNull().default(false),
    /** Optimistic locking: every update checks and increments it. */
    version: integer().notNull().default(1),
    created: createdAt(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The dashboard group's order of the status; NULL (Deleted) is never listed nor counted. */
    // Written with the status by the one status writer (modules/application-status), from the domain's table: a new
    // status or group needs no migration. A new application starts Incomplete, in Incomplete's group.
    listGroup: smallint().default(INCOMPLETE_GROUP),
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
    uniqueIndex('applications_reference_idx').on(t.reference),
  ],
);

/** Loan numbers handed out on approval ('C' + 7 digits, unique). */
export const edgeIdSequence = pgSequence('edge_id_seq', { startWith: 1_000_100 });

export const coApplicants = pgTable('co_applicants', {
  applicationId: uuid()
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  creditReleaseObtained: text(),
  /** As the applicant's: the version of the consent text the co-applicant ticked. */
  consentVersion: smallint(),
  /** Who gave the consent on file and how (issue 26): the customer on their own device ('link'), or the dealer's screen. */
  consentBy: text().$type<'customer' | 'vendor'>(),
  consentChannel: text().$type<'link' | 'tablet'>(),
  consentAt: timestamp({ withTimezone: true }),
  consentLanguage: varchar({ length: 2 }),
  /** The customer's own address and browser when they gave it by link (the record of their consent). */
  consentIp: text(),
  consentUserAgent: text(),
  isImmediateFamily: text().notNull().default('Yes'),
  firstName: text(),
  lastName: text(),
  sinEncrypted: text(),
  sinLast3: char({ length: 3 }),
  coborrowerRelationship: text(),
  /** As the applicant's: ciphertext, and the clear column of before decision 023, emptied at start-up. */
  dobEncrypted: text(),
  legacyDob: date('dob'),
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
