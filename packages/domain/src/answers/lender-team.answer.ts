// Answers of the lender's team (issue 35, decision 046): its users as the lender admin sees them, and its settings.
import { z } from 'zod';
import { LENDER_ROLES } from '../lender-roles.ts';
import { teamUserFields } from '../vendor-users.ts';

/** One of the lender's users, with their roles. */
export const lenderUserAnswer = z.object({ ...teamUserFields, lenderRoles: z.array(z.enum(LENDER_ROLES)) });
export type LenderUser = z.infer<typeof lenderUserAnswer>;

/** GET /api/lender/users: the lender's users, by name. */
export const lenderUsersAnswer = z.object({ Items: z.array(lenderUserAnswer) });

/** A change to one user: the user as it now is. */
export const lenderUserItemAnswer = z.object({ Item: lenderUserAnswer });

/** Adding a user or resetting a password: the one-time password, shown once, already expired. */
export const lenderOneTimePasswordAnswer = z.object({ Item: lenderUserAnswer, password: z.string() });
export type LenderOneTimePasswordAnswer = z.infer<typeof lenderOneTimePasswordAnswer>;

/** GET/PUT /api/lender/settings. */
export const lenderSettingsAnswer = z.object({
  /** Who approved a deal's credit may not book it in the funding review (default on). */
  fourEyes: z.boolean(),
});
export type LenderSettings = z.infer<typeof lenderSettingsAnswer>;
