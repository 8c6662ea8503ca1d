// Settings (issue 27): the user's own language, and the dealership's users a vendor admin manages (GET/POST
// /api/vendor/users...). The API validates with these schemas and answers with these answers; the browser's forms use
// the same. Messages are i18n keys.
import { z } from 'zod';
import { userLanguageSchema } from './notices.ts';
import { nameString } from './text.ts';

/** A user name: letters, digits, dots, dashes and underscores, as the demo users' (`demo.admin`). */
export const USER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const USER_NAME_MAX = 60;

/** POST /api/vendor/users: a new salesperson of the caller's vendor. */
export const addVendorUserSchema = z.object({
  userName: z
    .string({ error: 'validation:required' })
    .trim()
    .min(3, { error: 'settings:validation.userName' })
    .max(USER_NAME_MAX, { error: 'validation:tooLong' })
    .regex(USER_NAME_PATTERN, { error: 'settings:validation.userName' }),
  // A name: invisible characters out, NFC, a bidi control refused (decision 051).
  displayName: nameString()
    .min(1, { error: 'validation:required' })
    .max(120, { error: 'validation:tooLong' }),
  email: z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(200, { error: 'validation:tooLong' })
    .pipe(z.email({ error: 'validation:email' })),
});
export type AddVendorUserInput = z.infer<typeof addVendorUserSchema>;

/** The largest id PostgreSQL's integer column holds: a larger one is missing, never a database error. */
const MAX_ID = 2_147_483_647;

/** A user's id in a path (`/api/vendor/users/disable/{id}`). */
export const vendorUserIdParams = z.object({
  id: z.coerce
    .number({ error: 'settings:validation.userId' })
    .int({ error: 'settings:validation.userId' })
    .min(1, { error: 'settings:validation.userId' })
    .max(MAX_ID, { error: 'settings:validation.userId' }),
});

/** POST /api/vendor/users/admin/{id}: make the user an admin, or remove it. */
export const vendorUserAdminSchema = z.object({
  admin: z.boolean({ error: 'validation:required' }),
});

/** One user of a team (a dealership's, the lender's), as the team's admin sees it. */
export const teamUserFields = {
  id: z.number().int(),
  userName: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  disabled: z.boolean(),
  /** The password must be changed at the next sign-in (a one-time password, or past its age). */
  passwordExpired: z.boolean(),
  /** The last successful sign-in (ISO 8601), null when none is recorded. */
  lastSignInAt: z.string().nullable(),
  /** The caller themself. */
  self: z.boolean(),
};

/** One of the dealership's users, as its admin sees it. */
export const vendorUserAnswer = z.object({ ...teamUserFields, admin: z.boolean() });
export type VendorUser = z.infer<typeof vendorUserAnswer>;

/** GET /api/vendor/users: the caller's vendor's users, by display name. */
export const vendorUsersAnswer = z.object({ Items: z.array(vendorUserAnswer) });
export type VendorUsersAnswer = z.infer<typeof vendorUsersAnswer>;

/** A change to one user: the user as it now is. */
export const vendorUserItemAnswer = z.object({ Item: vendorUserAnswer });

/** Adding a user or resetting a password: the one-time password, shown once, already expired. */
export const oneTimePasswordAnswer = z.object({ Item: vendorUserAnswer, password: z.string() });
export type OneTimePasswordAnswer = z.infer<typeof oneTimePasswordAnswer>;

/** GET/POST /api/users/settings: the user's own settings (null language: the browser's, as before Settings). */
export const userSettingsAnswer = z.object({ language: userLanguageSchema.nullable() });
export type UserSettings = z.infer<typeof userSettingsAnswer>;

export const userSettingsSchema = z.object({
  language: z.enum(['en', 'fr'], { error: 'validation:oneOf' }),
});
export type UserSettingsInput = z.infer<typeof userSettingsSchema>;
