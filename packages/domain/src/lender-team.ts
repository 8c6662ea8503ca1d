// The lender's team (issue 35, decision 046): the lender's users its lender admin manages (/api/lender/users...) and
// the lender's settings (/api/lender/settings). The API validates with these schemas; the browser's forms use the
// same. Messages are i18n keys.
import { z } from 'zod';
import { LENDER_ROLES } from './lender-roles.ts';
import { noLoneSurrogate, noNulCharacter } from './text.ts';
import { addVendorUserSchema } from './vendor-users.ts';

/** A lender's user's roles: at least one, each once (the order of LENDER_ROLES). */
export const lenderRolesSchema = z
  .array(z.enum(LENDER_ROLES, { error: 'validation:oneOf' }), { error: 'lender:validation.roles' })
  .min(1, { error: 'lender:validation.roles' })
  .transform((roles) => LENDER_ROLES.filter((role) => roles.includes(role)));

/** Why a change was made, kept with it in the history (optional). */
export const changeReasonSchema = z
  .string()
  .trim()
  .max(500, { error: 'validation:tooLong' })
  .check(noNulCharacter)
  .check(noLoneSurrogate)
  .transform((reason) => reason || undefined)
  .optional();

/** POST /api/lender/users: a new lender's user, the same fields as a dealership's and their roles. */
export const addLenderUserSchema = addVendorUserSchema.extend({
  lenderRoles: lenderRolesSchema,
  reason: changeReasonSchema,
});
export type AddLenderUserInput = z.infer<typeof addLenderUserSchema>;
export type AddLenderUserForm = z.input<typeof addLenderUserSchema>;

/** The body of a disable, enable or reset: only why, when given. */
export const lenderUserChangeSchema = z.object({ reason: changeReasonSchema }).default({});
export type LenderUserChange = z.infer<typeof lenderUserChangeSchema>;

/** POST /api/lender/users/roles/{id}: the user's roles from now on. */
export const lenderUserRolesSchema = z.object({ lenderRoles: lenderRolesSchema, reason: changeReasonSchema });
export type LenderUserRolesInput = z.input<typeof lenderUserRolesSchema>;

/** PUT /api/lender/settings: the lender's settings. */
export const lenderSettingsSchema = z.object({
  fourEyes: z.boolean({ error: 'validation:required' }),
  reason: changeReasonSchema,
});
export type LenderSettingsInput = z.input<typeof lenderSettingsSchema>;
