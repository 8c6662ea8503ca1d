// The lender's dealers console (issue 35): a dealership's details, its onboarding with its first vendor admin, its
// suspension and reinstatement, and the list's query. The API validates with these schemas and the browser's forms use
// the same; messages are i18n keys.
import { z } from 'zod';
import { formatPhone, PHONE } from './application/fields.ts';
import { regionsFor } from './application/regions.ts';
import { type Status, statusesWhere } from './statuses.ts';
import { nameString, noLoneSurrogate, noNulCharacter } from './text.ts';
import { EXTERNAL_VENDOR } from './vendor.ts';
import { addVendorUserSchema } from './vendor-users.ts';

export const DEALER_STATUSES = ['active', 'suspended'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];
/** Internal: the lender's own sales force; external: an independent dealership (spec §1's vendorInternalOrExternal). */
export const DEALER_KINDS = ['internal', 'external'] as const;
export type DealerKind = (typeof DEALER_KINDS)[number];
export const DEALER_COUNTRIES = ['CA', 'US'] as const;

/** The value the vendors' table keeps for a kind, and back. */
export const vendorKindValue = (kind: DealerKind) =>
  kind === 'external' ? EXTERNAL_VENDOR : 'Internal Vendor';
export const dealerKindOf = (value: string): DealerKind =>
  value === EXTERNAL_VENDOR ? 'external' : 'internal';

/** Where a dealership may be: Canada's provinces the product serves (Quebec included) or a US state. */
export const dealerRegions = (country: 'CA' | 'US'): readonly string[] => regionsFor(country, true);
export const ALL_DEALER_REGIONS: readonly string[] = [...dealerRegions('CA'), ...dealerRegions('US')];

/** The dealers list's page size (the list is paged on the server; a lender has hundreds of dealers, not millions). */
export const DEALERS_PAGE_SIZE = 25;
/** The window of the list's figures: applications, approval rate and funded volume. */
export const DEALER_FIGURES_DAYS = 90;

const text = (max: number) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(max, { error: 'validation:tooLong' })
    .check(noNulCharacter)
    .check(noLoneSurrogate);

/** A dealership's or a person's name: invisible characters out, NFC, a bidi control refused (decision 051). */
const name = (max: number) =>
  nameString().min(1, { error: 'validation:required' }).max(max, { error: 'validation:tooLong' });

const email = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, { error: 'validation:required' })
  .max(200, { error: 'validation:tooLong' })
  .pipe(z.email({ error: 'validation:email' }));

/** A phone typed any way ('4165550199', '(416) 555-0199 x12'), kept in the domain's one shape. */
const phone = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, { error: 'validation:required' })
  .max(40, { error: 'validation:tooLong' })
  .transform(formatPhone)
  .pipe(z.string().regex(PHONE, { error: 'validation:phone' }));

const dealerFields = z.object({
  name: name(120),
  legalName: name(200),
  country: z.enum(DEALER_COUNTRIES, { error: 'validation:country' }),
  province: z.string({ error: 'validation:required' }).trim().toUpperCase(),
  kind: z.enum(DEALER_KINDS, { error: 'validation:oneOf' }),
  contactName: name(120),
  contactEmail: email,
  contactPhone: phone,
});

/** The province must be one of the country's (a state for the US): said at the province. */
function regionOfCountry(value: { country: 'CA' | 'US'; province: string }, ctx: z.RefinementCtx) {
  if (dealerRegions(value.country).includes(value.province)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['province'],
    message: value.country === 'US' ? 'validation:state' : 'validation:province',
  });
}

/** PUT /api/lender/dealers/{id}: a dealership's details. */
export const dealerDetailsSchema = dealerFields.superRefine(regionOfCountry);
export type DealerDetailsInput = z.infer<typeof dealerDetailsSchema>;

/** POST /api/lender/dealers: a new dealership and its first vendor admin (a one-time password, shown once). */
export const onboardDealerSchema = dealerFields
  .extend({ admin: addVendorUserSchema })
  .superRefine(regionOfCountry);
export type OnboardDealerInput = z.infer<typeof onboardDealerSchema>;

/** The command line's vendor:add: the same fields and rules, its legal name and contact optional (no first admin). */
export const commandLineDealerSchema = dealerFields
  .partial({ legalName: true, contactName: true, contactEmail: true, contactPhone: true })
  .superRefine(regionOfCountry);
export type CommandLineDealerInput = z.infer<typeof commandLineDealerSchema>;

/** POST /api/lender/dealers/{id}/suspend and /reinstate: why, kept in the dealership's history. */
export const dealerReasonSchema = z.object({ reason: text(500) });
export type DealerReasonInput = z.infer<typeof dealerReasonSchema>;

const MAX_ID = 2_147_483_647;
/** A row's id in a path: a whole number from 1 to PostgreSQL's largest integer. */
const pathId = z.coerce
  .number({ error: 'dealers:validation.id' })
  .int({ error: 'dealers:validation.id' })
  .min(1, { error: 'dealers:validation.id' })
  .max(MAX_ID, { error: 'dealers:validation.id' });
export const dealerIdParams = z.object({ id: pathId });

/** POST /api/lender/dealers/{id}/users/{userId}/reset-factors and /reset-password: the dealership's and its user's ids. */
export const dealerUserParams = dealerIdParams.extend({ userId: pathId });

/** GET /api/lender/dealers: the list's search and filters, as the URL keeps them. */
export const dealerListQuery = z.object({
  q: z.string().trim().max(100, { error: 'validation:tooLong' }).optional(),
  status: z.enum(DEALER_STATUSES, { error: 'validation:oneOf' }).optional(),
  province: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => ALL_DEALER_REGIONS.includes(value), { error: 'validation:province' })
    .optional(),
  kind: z.enum(DEALER_KINDS, { error: 'validation:oneOf' }).optional(),
  page: z.coerce.number({ error: 'validation:oneOf' }).int().min(1).max(10_000).default(1),
});
export type DealerListQuery = z.infer<typeof dealerListQuery>;

/**
 * The list's approval rate (decision 049): an application counts as approved when its status reached an approval (the
 * lender's or its partner's, whatever came after), as decided when it reached a credit answer, an approval or a decline
 * (a referral to Pending is no answer yet); funded when it reached Booked.
 */
export const APPROVAL_STATUSES: readonly Status[] = statusesWhere((c) => c.phase === 'approved');
export const CREDIT_ANSWER_STATUSES: readonly Status[] = statusesWhere(
  (c) => c.phase === 'approved' || c.phase === 'declined',
);
export const FUNDED_STATUSES: readonly Status[] = statusesWhere((c) => c.phase === 'funded');
