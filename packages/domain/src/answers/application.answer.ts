// Answers about one application (spec §3, §7): the application and co-applicant as the API sends them (money in
// dollars, dates mm/dd/yyyy, the SIN masked), its status, the actions allowed on it, and an event's outcome.
import { z } from 'zod';
import { consentAnswer } from '../application/customer-link.ts';

const text = z.string().nullable();
/** Dollars, as the API sends money. */
const dollars = z.number().nullable();

export const applicationAnswer = z.object({
  id: z.string(),
  edgeId: text,
  /** The short human reference ('R-100 042'), read aloud until a loan number (edgeId) exists. */
  reference: z.string().min(1),
  vendorId: z.number().int(),
  status: z.string(),
  amount: dollars,
  amountApproved: dollars,
  rentalAmount: dollars,
  applicationType: text,
  description: text,
  creditReleaseObtained: text,
  hasCoApplicant: z.string(),
  firstName: text,
  lastName: text,
  /** Masked: '*** *** 123'. */
  sin: text,
  /** mm/dd/yyyy. */
  dob: text,
  primaryPhone: text,
  mobilePhone: text,
  businessPhone: text,
  email: text,
  employer: text,
  grossIncome: dollars,
  totalHousingCosts: dollars,
  totalOtherMonthlyCosts: dollars,
  referral: text,
  referralOther: text,
  country: text,
  address1: text,
  address2: text,
  city: text,
  province: text,
  postal: text,
  titleOwner: text,
  yearsAtCurHouse: z.number().nullable(),
  note: text,
  curAddressLess: text,
  prevAddress1: text,
  prevAddress2: text,
  prevCity: text,
  prevProvince: text,
  prevPostal: text,
  creditProgramID: z.number().int().nullable(),
  envelopeId: text,
  isDocSigned: z.boolean(),
  /** ISO date and time. */
  created: z.string(),
  /** Optimistic locking: a save names the version it read. */
  version: z.number().int(),
});
export type Application = z.infer<typeof applicationAnswer>;

export const coApplicantAnswer = z.object({
  creditReleaseObtained: text,
  isImmediateFamily: z.string(),
  firstName: text,
  lastName: text,
  sin: text,
  coborrowerRelationship: text,
  dob: text,
  primaryPhone: text,
  mobilePhone: text,
  email: text,
  employer: text,
  businessPhone: text,
  country: text,
  address1: text,
  address2: text,
  city: text,
  province: text,
  postal: text,
  titleOwner: text,
  yearsAtCurHouse: z.number().nullable(),
  coborrowerNote: text,
});
export type CoApplicant = z.infer<typeof coApplicantAnswer>;

/** An action's label in each locale, as the server sends it. */
export const actionLabelsAnswer = z.object({ en: z.string().optional(), fr: z.string().optional() });
export type ActionLabels = z.infer<typeof actionLabelsAnswer>;

/** Spec §3: the actions allowed on an application now, by name, each with its labels (decision 012). */
export const permissionsAnswer = z.record(z.string(), actionLabelsAnswer);
export type Permissions = z.infer<typeof permissionsAnswer>;

/**
 * Where the deal stands in the closing steps (spec §2 progress indicator, §4 guards), computed by the server from the
 * modules that own each fact (decision 031): the screens mark a step done, redirect and lock from these, never from
 * the order of the steps.
 */
export const closingAnswer = z.object({
  /** At least one asset is stored. */
  assets: z.boolean(),
  /** A program and term were saved (save-program). */
  program: z.boolean(),
  /** The contract was requested (or the deal went further): assets and program can no longer change. */
  contractRequested: z.boolean(),
  /** Every signer signed the contract. */
  signed: z.boolean(),
  /** The latest completion certificate is done (paper produced, or electronic signed by all). */
  certificate: z.boolean(),
  /** The package was submitted to the lender (or funded). */
  submitted: z.boolean(),
});
export type Closing = z.infer<typeof closingAnswer>;

/** Nothing of the closing done: an application before or outside the closing half. */
export const NO_CLOSING: Closing = {
  assets: false,
  program: false,
  contractRequested: false,
  signed: false,
  certificate: false,
  submitted: false,
};

/** GET /applications/get/{id}. */
/** Where the application stands with the second-look partner (decision 039). */
export const secondLookAnswer = z.object({
  /** Whose credit the deal is: the lender's, or the partner's (sent to it, or approved by it). */
  creditor: z.enum(['lender', 'partner']),
  /** The consents on file (the customer's, and the co-applicant's) were given on a text naming the partner. */
  consentCoversPartner: z.boolean(),
});
export type SecondLookAnswer = z.infer<typeof secondLookAnswer>;
/** A lender's deal whose consent is not known to name the partner: what a screen assumes before the answer. */
export const NO_SECOND_LOOK: SecondLookAnswer = { creditor: 'lender', consentCoversPartner: false };

export const applicationRecordAnswer = z.object({
  application: applicationAnswer,
  coApplicant: coApplicantAnswer.nullable(),
  status: z.string(),
  permissions: permissionsAnswer,
  closing: closingAnswer,
  secondLook: secondLookAnswer,
  /** Who gave the customer's consent on file, and how (issue 26). */
  consent: consentAnswer,
  /** The co-applicant's own consent record; null without a co-applicant. */
  coApplicantConsent: consentAnswer.nullable().default(null),
});

/** POST /applications/partner-consent/{id}: the customer's (and the co-applicant's) consent naming the partner. */
export const partnerConsentBody = z.object({
  applicant: z.literal('Yes', { error: 'validation:mustAcceptTerms' }),
  coApplicant: z.literal('Yes', { error: 'validation:mustAcceptTerms' }).optional(),
});
export type PartnerConsentBody = z.infer<typeof partnerConsentBody>;
export type ApplicationRecord = z.infer<typeof applicationRecordAnswer>;

/** POST /applications/save-co-applicant: the application with its saved co-applicant. */
export const savedCoApplicantAnswer = applicationAnswer.extend({ coApplicant: coApplicantAnswer });

/** GET /application/permissions/{id}. */
export const applicationPermissionsAnswer = z.object({ permissions: permissionsAnswer });

/** GET /application/status/{id}. */
export const applicationStatusAnswer = z.object({ status: z.string().min(1) });

/** GET /application/event/{id}: the new status and the list (slug) it now belongs to. */
export const eventAnswer = z.object({ status: z.string(), redirect: z.string() });
export type EventAnswer = z.infer<typeof eventAnswer>;
