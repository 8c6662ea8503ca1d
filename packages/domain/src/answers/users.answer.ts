// Answers of the session calls (spec §7 /users/*): the signed-in user and vendor, and the token.
import { z } from 'zod';
import { LENDER_ROLES } from '../lender-roles.ts';
import { secondStepAnswer } from '../second-factor.ts';

export const vendorAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'External Vendor' or another value (spec §1). */
  vendorInternalOrExternal: z.string(),
  province: z.string(),
  country: z.enum(['CA', 'US']),
});

export const sessionUserAnswer = z.object({
  userName: z.string(),
  displayName: z.string(),
  role: z.enum(['vendor', 'underwriter']),
  /** A vendor user who also manages the dealership's users (issue 27); absent in answers made before it. */
  vendorAdmin: z.boolean().optional(),
  /** The lender's roles of a lender's user (decision 046); empty for a vendor's user. */
  lenderRoles: z.array(z.enum(LENDER_ROLES)).optional(),
  /** The language chosen in Settings, applied at sign-in on any browser (issue 40); null: none chosen yet. */
  language: z.enum(['en', 'fr']).nullable().optional(),
});

/** A session begun: its token, the user and the vendor. */
export const sessionLoginAnswer = z.object({
  authToken: z.string(),
  user: sessionUserAnswer,
  vendor: vendorAnswer.nullable(),
  /** The first factor's recovery codes, when the sign-in enrolled one (shown once). */
  recoveryCodes: z.array(z.string()).optional(),
});
export type SessionLoginAnswer = z.infer<typeof sessionLoginAnswer>;

/** POST /users/login: a session, or the second step a user with a factor (or one required to enrol) goes through. */
export const loginAnswer = z.union([sessionLoginAnswer, secondStepAnswer]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** GET /users/session. */
export const sessionAnswer = z.object({
  Item: z.object({ user: sessionUserAnswer, vendor: vendorAnswer.nullable() }),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** GET /users/logout and POST /users/password. */
export const successAnswer = z.object({ result: z.literal('Success') });
