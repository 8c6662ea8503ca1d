// The credit application's forms, one zod schema per wizard step (spec §5); messages are i18n keys.
// The browser validates with these schemas and the server re-validates with the very same ones.
import { z } from 'zod';
import { cleanName, nameString, noLoneSurrogate } from '../text.ts';
import {
  AGE_MAX,
  AGE_MIN,
  ageOn,
  type CalendarDate,
  EMAIL,
  formatSin,
  isPostalFor,
  isValidSin,
  normalizePostal,
  PHONE,
  parseMoney,
  parseUsDate,
  SIN,
} from './fields.ts';
import { regionsFor } from './regions.ts';

/** What the rules depend on besides the form: the vendor, and today's date for ages. */
export interface FormContext {
  vendorCountry: 'CA' | 'US';
  quebecVendor: boolean;
  today: CalendarDate;
}

export const APPLICATION_TYPES = ['Finance', 'Rental'] as const;
export const YES_NO = ['Yes', 'No'] as const;
export const REFERRALS = ['other', 'porte-a-porte', 'telemarketing'] as const;
export const TITLE_OWNERS = ['Own', 'Rent'] as const;
/** Years at the current address under which the previous address is asked: 6 months (spec §9). */
export const PREVIOUS_ADDRESS_UNDER_YEARS = 0.5;

const TEXT_MAX = 100;
const NOTE_MAX = 1000;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const requiredText = (max = TEXT_MAX) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(max, { error: 'validation:tooLong' })
    .check(noLoneSurrogate);

export const optionalText = (max = TEXT_MAX) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'validation:invalidType' })
      .trim()
      .max(max, { error: 'validation:tooLong' })
      .check(noLoneSurrogate)
      .optional(),
  );

/**
 * A person's name and the other name-like fields (employer, street lines, city): the text field's rules, and the
 * invisible characters taken out, composed (NFC), a bidi control refused (decision 051).
 */
export const requiredName = (max = TEXT_MAX) =>
  nameString().min(1, { error: 'validation:required' }).max(max, { error: 'validation:tooLong' });

/** An optional name-like field: one that holds only invisible characters is blank. */
export const optionalName = (max = TEXT_MAX) =>
  z.preprocess(
    (v) => (typeof v === 'string' && cleanName(v).trim() === '' ? undefined : v),
    nameString('validation:invalidType').max(max, { error: 'validation:tooLong' }).optional(),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'validation:required' });
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: 'validation:oneOf' }).optional());

/** Money in dollars (typed or a number) → integer cents. */
const moneyCents = z
  .union([z.string(), z.number()], { error: 'validation:required' })
  .refine((v) => !(typeof v === 'string' && v.trim() === ''), { error: 'validation:required' })
  .refine((v) => parseMoney(v) !== undefined, { error: 'validation:money' })
  .transform((v) => parseMoney(v) as number);

export const positiveMoney = moneyCents.refine((cents) => cents > 0, { error: 'validation:moneyPositive' });
export const optionalNonNegativeMoney = z.preprocess(
  (v) => (v === null ? undefined : blankToUndefined(v)),
  moneyCents.refine((cents) => cents >= 0, { error: 'validation:moneyNotNegative' }).optional(),
);

const phone = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, { error: 'validation:required' })
  .regex(PHONE, { error: 'validation:phone' });
export const optionalPhone = z.preprocess(
  blankToUndefined,
  z.string().trim().regex(PHONE, { error: 'validation:phone' }).optional(),
);

export const email = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, { error: 'validation:required' })
  .max(254, { error: 'validation:tooLong' })
  .regex(EMAIL, { error: 'validation:email' });
export const optionalEmail = z.preprocess(blankToUndefined, email.optional());

/** SIN (CA) or SSN (US): optional, 9 digits in the mask; a Canadian one must pass its check digit. */
const sin = (ctx: FormContext) =>
  z.preprocess(
    // Nine digits typed without the mask's spaces are the same SIN.
    (v) => (typeof v === 'string' && /^\d{9}$/.test(v.trim()) ? formatSin(v) : blankToUndefined(v)),
    z
      .string()
      .trim()
      .regex(SIN, { error: 'validation:sin' })
      .refine((v) => ctx.vendorCountry === 'US' || isValidSin(v), { error: 'validation:sin' })
      .optional(),
  );

/** Date of birth mm/dd/yyyy, giving an age of 16 to 120 today. */
export const dob = (ctx: FormContext) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .refine((v) => parseUsDate(v) !== undefined, { error: 'validation:date' })
    .refine(
      (v) => {
        const birth = parseUsDate(v);
        if (!birth) return true;
        const age = ageOn(birth, ctx.today);
        return age >= AGE_MIN && age <= AGE_MAX;
      },
      { error: 'validation:age' },
    );
const optionalDob = (ctx: FormContext) => z.preprocess(blankToUndefined, dob(ctx).optional());

/** The vendor's country: the applicant may be CA or USA (spec §5), stored as CA or US. */
const country = (ctx: FormContext) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .refine((v) => ['CA', 'US', 'CAN', 'USA'].includes(v.toUpperCase()), { error: 'validation:country' })
    .transform((v) => (v.toUpperCase().startsWith('US') ? 'US' : 'CA'))
    .refine((v) => v === ctx.vendorCountry, { error: 'validation:countryLocked' });

/** One message for a missing province or state, wherever it is missing (current, previous, co-applicant). */
const regionRequired = (ctx: FormContext) =>
  ctx.vendorCountry === 'US' ? 'validation:stateRequired' : 'validation:provinceRequired';

const region = (ctx: FormContext) =>
  z
    .string({ error: regionRequired(ctx) })
    .trim()
    .min(1, { error: regionRequired(ctx) })
    .transform((v) => v.toUpperCase())
    .refine((v) => regionsFor(ctx.vendorCountry, ctx.quebecVendor).includes(v), {
      error: ctx.vendorCountry === 'US' ? 'validation:state' : 'validation:province',
    });

const postal = (ctx: FormContext) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .transform((v) => normalizePostal(v, ctx.vendorCountry))
    .refine((v) => isPostalFor(v, ctx.vendorCountry), {
      error: ctx.vendorCountry === 'US' ? 'validation:zip' : 'validation:postal',
    });
const optionalPostal = (ctx: FormContext) => z.preprocess(blankToUndefined, postal(ctx).optional());
const optionalRegion = (ctx: FormContext) => z.preprocess(blankToUndefined, region(ctx).optional());

/** Years typed with a decimal comma in French ('0,25') or a period ('0.25'). */
const decimalText = (v: unknown) => (typeof v === 'string' ? v.trim().replace(',', '.') : v);

const years = z.preprocess(
  (v) => (v === null ? undefined : decimalText(blankToUndefined(v))),
  z.coerce
    .number({ error: 'validation:years' })
    .refine(Number.isFinite, { error: 'validation:years' })
    .min(0, { error: 'validation:years' })
    .max(120, { error: 'validation:years' })
    .optional(),
);

export const step1Schema = z.object({
  creditReleaseObtained: z.literal('Yes', { error: 'validation:mustAcceptTerms' }),
  amount: positiveMoney,
  applicationType: choice(APPLICATION_TYPES),
  description: requiredText(500),
  hasCoApplicant: z.preprocess(blankToUndefined, z.enum(YES_NO, { error: 'validation:oneOf' }).default('No')),
});

/** The licence scan page: every field optional (spec §5), formats still checked. */
export const step2Schema = (ctx: FormContext) =>
  z.object({
    firstName: optionalName(),
    lastName: optionalName(),
    dob: optionalDob(ctx),
    address1: optionalName(),
    postal: optionalPostal(ctx),
    city: optionalName(),
    province: optionalRegion(ctx),
    country: z.preprocess(blankToUndefined, country(ctx).optional()),
  });

const quebecFields = {
  grossIncome: optionalNonNegativeMoney,
  totalHousingCosts: optionalNonNegativeMoney,
  totalOtherMonthlyCosts: optionalNonNegativeMoney,
  referral: optionalChoice(REFERRALS),
  referralOther: optionalText(),
};

export const step3_1Schema = (ctx: FormContext) =>
  z.object({
    firstName: requiredName(),
    lastName: requiredName(),
    sin: sin(ctx),
    dob: dob(ctx),
    primaryPhone: phone,
    mobilePhone: optionalPhone,
    businessPhone: phone,
    email,
    employer: requiredName(),
    ...(ctx.quebecVendor ? quebecFields : {}),
  });

/** The current address, the same for the applicant (step 3.2) and the co-applicant (step 2). */
const addressFields = (ctx: FormContext) => ({
  country: country(ctx),
  address1: requiredName(),
  address2: optionalName(),
  city: requiredName(),
  province: region(ctx),
  postal: postal(ctx),
  titleOwner: choice(TITLE_OWNERS),
  yearsAtCurHouse: years,
});

export const step3_2Schema = (ctx: FormContext) =>
  z.object({ ...addressFields(ctx), note: optionalText(NOTE_MAX) });

export const step3_3Fields = (ctx: FormContext) =>
  z.object({
    curAddressLess: choice(YES_NO),
    prevAddress1: optionalName(),
    prevAddress2: optionalName(),
    prevCity: optionalName(),
    prevProvince: optionalRegion(ctx),
    prevPostal: optionalPostal(ctx),
  });

export const step3_3Schema = (ctx: FormContext) =>
  step3_3Fields(ctx).superRefine((v, issue) => {
    if (v.curAddressLess !== 'Yes') return;
    for (const field of ['prevAddress1', 'prevCity', 'prevProvince', 'prevPostal'] as const) {
      const message = field === 'prevProvince' ? regionRequired(ctx) : 'validation:required';
      if (!v[field]) issue.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** Whether step 3.3 (previous address) applies: the current residence is under 6 months. */
export function needsPreviousAddress(yearsAtCurHouse: number | string | null | undefined): boolean {
  if (yearsAtCurHouse === null || yearsAtCurHouse === undefined || yearsAtCurHouse === '') return false;
  const value = Number(decimalText(yearsAtCurHouse));
  return Number.isFinite(value) && value < PREVIOUS_ADDRESS_UNDER_YEARS;
}

export const RELATIONSHIPS = ['spouse', 'commonLaw', 'parent', 'child', 'sibling', 'other'] as const;

export const coApplicantStep1Schema = (ctx: FormContext) =>
  z.object({
    creditReleaseObtained: z.literal('Yes', { error: 'validation:mustAcceptTerms' }),
    isImmediateFamily: choice(YES_NO),
    firstName: requiredName(),
    lastName: requiredName(),
    sin: sin(ctx),
    coborrowerRelationship: choice(RELATIONSHIPS),
    dob: dob(ctx),
    primaryPhone: phone,
    mobilePhone: optionalPhone,
    businessPhone: phone,
    email: optionalEmail,
    employer: requiredName(),
  });

export const coApplicantStep2Schema = (ctx: FormContext) =>
  z.object({ ...addressFields(ctx), coborrowerNote: optionalText(NOTE_MAX) });

/** The co-applicant's licence scan page: the same optional fields as the applicant's. */
export const coApplicantStep0Schema = (ctx: FormContext) => step2Schema(ctx);
