// The customer's own device (issue 26, decision 041): the link a salesperson sends, the customer's second factor and
// session, and what the customer answers. The customer's answers are checked with the wizard's own field schemas.
import { z } from 'zod';
import { LOCALES } from '../locale.ts';
import {
  coApplicantStep1Schema,
  coApplicantStep2Schema,
  type FormContext,
  optionalNonNegativeMoney,
  step1Schema,
  step3_1Schema,
  step3_2Schema,
} from './application.schema.ts';

export const CUSTOMER_CHANNELS = ['email', 'sms'] as const;
export type CustomerChannel = (typeof CUSTOMER_CHANNELS)[number];
/**
 * How a link reaches the customer: a message (e-mail, text), or the dealer's own device handed to the customer
 * ('tablet': nothing is sent; the dealer's signed-in screen opens the customer's view at once).
 */
export const LINK_CHANNELS = [...CUSTOMER_CHANNELS, 'tablet'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];
export const CUSTOMER_PERSONS = ['applicant', 'coApplicant'] as const;
export type CustomerPerson = (typeof CUSTOMER_PERSONS)[number];

/** POST /api/applications/customer-link/{id}. */
export const customerLinkBody = z
  .object({
    channels: z
      .array(z.enum(LINK_CHANNELS, { error: 'validation:oneOf' }), { error: 'validation:required' })
      .min(1, { error: 'validation:required' })
      .max(2, { error: 'validation:tooLong' }),
    person: z.enum(CUSTOMER_PERSONS, { error: 'validation:oneOf' }).default('applicant'),
    /** The customer's language; the dealer's (the request's) when not given. */
    language: z.enum(LOCALES, { error: 'validation:oneOf' }).optional(),
    /** The person's e-mail and mobile phone, typed or corrected where the link is sent (each by the wizard's rule). */
    contact: z
      .object({ email: z.string().max(200).optional(), mobilePhone: z.string().max(40).optional() })
      .optional(),
  })
  .refine((body) => !body.channels.includes('tablet') || body.channels.length === 1, {
    path: ['channels'],
    error: 'validation:oneOf',
  });
export type CustomerLinkBody = z.infer<typeof customerLinkBody>;

export const customerLinkAnswer = z.object({
  /** Where it went, masked ('a***@example.com', '***-***-0199'). */
  sentTo: z.object({ email: z.string().optional(), sms: z.string().optional() }),
  expiresAt: z.string(),
  /** The tablet's hand-off only: the customer's session, opened at once on the dealer's device (no message sent). */
  session: z.string().optional(),
});
export const customerRevokeAnswer = z.object({ revoked: z.number().int() });

/** DELETE /api/applications/customer-link/{id}?person=coApplicant. */
export const customerRevokeQuery = z.object({
  person: z.enum(CUSTOMER_PERSONS, { error: 'validation:oneOf' }).default('applicant'),
});

const token = z.string({ error: 'validation:required' }).max(64, { error: 'validation:tooLong' });

/** POST /customer-api/open: the token read from the link (the part after '#': never sent in a URL). */
/** POST /customer-api/open; `resend` asks a new code while the one sent is still valid (one a minute, a few a link). */
export const customerOpenBody = z.object({ token, resend: z.boolean().optional() });
export const customerOpenAnswer = z.object({
  /** The second factor asked: a code sent to another channel, or the date of birth on file. */
  factor: z.enum(['code', 'dob']),
  channel: z.enum(CUSTOMER_CHANNELS).optional(),
  sentTo: z.string().optional(),
});

/** POST /customer-api/verify. */
export const customerVerifyBody = z.object({
  token,
  code: z.string().max(12, { error: 'validation:tooLong' }).optional(),
  dob: z.string().max(12, { error: 'validation:tooLong' }).optional(),
});
export const customerSessionAnswer = z.object({ session: z.string(), expiresAt: z.string() });

const text = z.string().nullable();
/** GET /customer-api/application: what the customer reads and may confirm; the SIN and date of birth masked. */
export const customerSummaryAnswer = z.object({
  /** What the link opens: the customer's answers, or their contract to sign (the same page's next step). */
  purpose: z.enum(['answers', 'sign']).default('answers'),
  /** The signing page's path with a fresh token (purpose 'sign', while the contract waits for their signature). */
  signUrl: z.string().nullable().default(null),
  person: z.enum(CUSTOMER_PERSONS),
  language: z.enum(LOCALES),
  vendorName: z.string(),
  amount: z.number().nullable(),
  /** Quebec vendors ask the income and the monthly costs too. */
  quebec: z.boolean(),
  /** The vendor's country: its provinces or states, and the SIN's name (SSN in the US). */
  country: z.enum(['CA', 'US']),
  /** Where the customer answers: their own device by link, or the dealer's tablet handed to them. */
  channel: z.enum(['link', 'tablet']),
  consentVersion: z.number().int(),
  fields: z.object({
    firstName: text,
    lastName: text,
    address1: text,
    address2: text,
    city: text,
    province: text,
    postal: text,
    /** '*** *** 123' or null. */
    sin: text,
    /** '**\/**\/1980' or null. */
    dob: text,
  }),
});
export type CustomerSummaryAnswer = z.infer<typeof customerSummaryAnswer>;
export const customerSubmitAnswer = z.object({ result: z.literal('Success') });

/**
 * What the customer sends: the consent (required, 'Yes'), the date of birth, the SIN (optional), Quebec's income and
 * costs, and corrections of the identity and address the dealer typed; each field by the wizard's own rule (spec §5).
 */
export function customerAnswersSchema(ctx: FormContext, person: CustomerPerson) {
  const identity = person === 'applicant' ? step3_1Schema(ctx).shape : coApplicantStep1Schema(ctx).shape;
  const address = person === 'applicant' ? step3_2Schema(ctx).shape : coApplicantStep2Schema(ctx).shape;
  const quebec =
    ctx.quebecVendor && person === 'applicant'
      ? {
          grossIncome: optionalNonNegativeMoney,
          totalHousingCosts: optionalNonNegativeMoney,
          totalOtherMonthlyCosts: optionalNonNegativeMoney,
        }
      : {};
  return z.object({
    creditReleaseObtained: step1Schema.shape.creditReleaseObtained,
    sin: identity.sin,
    dob: identity.dob,
    // Corrections of what the dealer typed: optional, each by its own rule when given.
    firstName: identity.firstName.optional(),
    lastName: identity.lastName.optional(),
    address1: address.address1.optional(),
    address2: address.address2,
    city: address.city.optional(),
    province: address.province.optional(),
    postal: address.postal.optional(),
    ...quebec,
  });
}

/**
 * Who gave the consent on file, and how (the get answer's `consent`): the dealer's screen ('vendor'), or the customer
 * on their own device ('link') or on the dealer's handed over ('tablet'). The customer's with no time yet: a link is
 * out and the consent is theirs to give (the dealer can no longer tick it).
 */
export const consentAnswer = z.object({
  by: z.enum(['customer', 'vendor']),
  channel: z.enum(['link', 'tablet']).nullable(),
  at: z.string().nullable(),
});
export type ConsentAnswer = z.infer<typeof consentAnswer>;
/** A link is out and the customer has not answered yet. */
export const awaitsCustomer = (consent: ConsentAnswer | null | undefined) =>
  consent?.by === 'customer' && consent.at === null;
/** The customer gave the consent themself (by link or on the dealer's tablet). */
export const givenByCustomer = (consent: ConsentAnswer | null | undefined) =>
  consent?.by === 'customer' && consent.at !== null;
/** No consent record: what a screen assumes before the answer, and an application from before issue 26. */
export const NO_CONSENT_RECORD: ConsentAnswer = { by: 'vendor', channel: null, at: null };

/** A date of birth as the dealer sees it once the customer gave it themselves: the year only ('**\/**\/1980'). */
export const MASKED_DOB = /^\*\*\/\*\*\/\d{4}$/;
export function maskDob(usDate: string | null): string | null {
  const year = usDate?.match(/(\d{4})$/)?.[1];
  return year ? `**/**/${year}` : null;
}

const smsMessage = z.object({ id: z.number().int(), to: z.string(), text: z.string(), created: z.string() });
/** GET /api/sms-outbox: the text messages the built-in SMS adapter kept. */
export const smsOutboxAnswer = z.object({ messages: z.array(smsMessage) });
export type SmsOutboxAnswer = z.infer<typeof smsOutboxAnswer>;
