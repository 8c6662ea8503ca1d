// Answers of the lender's dealers console (issue 35): the list with each dealership's figures of the last 90 days,
// one dealership's page, and the onboarding's one-time password.
import { z } from 'zod';
import { DEALER_KINDS, DEALER_STATUSES } from '../dealers.ts';

/** A dealership's figures over the last `DEALER_FIGURES_DAYS` days (decision 049 defines each). */
export const dealerFiguresAnswer = z.object({
  /** Applications created in the window (a deleted draft is not counted). */
  applications: z.number().int(),
  /** Applications whose status reached an approval in the window. */
  approved: z.number().int(),
  /** Applications whose status reached a credit answer (an approval or a decline) in the window. */
  decided: z.number().int(),
  /** approved ÷ decided, 0 to 1; null when nothing was decided. */
  approvalRate: z.number().nullable(),
  /** The financed amount (dollars) of the deals booked in the window. */
  fundedAmount: z.number(),
  funded: z.number().int(),
});
export type DealerFigures = z.infer<typeof dealerFiguresAnswer>;

export const dealerAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  legalName: z.string().nullable(),
  province: z.string(),
  country: z.enum(['CA', 'US']),
  kind: z.enum(DEALER_KINDS),
  status: z.enum(DEALER_STATUSES),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** ISO 8601 instants. */
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
  figures: dealerFiguresAnswer,
});
export type Dealer = z.infer<typeof dealerAnswer>;

/** GET /api/lender/dealers: one page, by name. */
export const dealersAnswer = z.object({
  Items: z.array(dealerAnswer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DealersAnswer = z.infer<typeof dealersAnswer>;

/** GET/PUT /api/lender/dealers/{id}, suspend and reinstate: the dealership as it now is. */
export const dealerItemAnswer = z.object({ Item: dealerAnswer });

/**
 * A dealership's user as the lender admin sees them (GET /api/lender/dealers/{id}/users): enough to help one who
 * lost their second factors, nothing of their deals.
 */
export const dealerUserAnswer = z.object({
  id: z.number().int(),
  userName: z.string(),
  displayName: z.string(),
  /** The dealership's vendor admin (manages its users in Settings). */
  admin: z.boolean(),
  disabled: z.boolean(),
  /** Passkeys and authenticator apps enrolled (recovery codes not counted). */
  secondFactors: z.number().int(),
});
export type DealerUser = z.infer<typeof dealerUserAnswer>;

/** The dealership's users by name; after a reset, as they now are. */
export const dealerUsersAnswer = z.object({ Items: z.array(dealerUserAnswer) });

/** A dealership user's password reset: the users, and the one-time password to hand over (shown once). */
export const dealerUserPasswordAnswer = z.object({ Items: z.array(dealerUserAnswer), password: z.string() });

/** POST /api/lender/dealers: the new dealership, and its first admin's one-time password, shown once. */
export const dealerOnboardedAnswer = z.object({
  Item: dealerAnswer,
  admin: z.object({ userName: z.string(), displayName: z.string(), password: z.string() }),
});
export type DealerOnboarded = z.infer<typeof dealerOnboardedAnswer>;
