// The lender's own roles (issue 35, decision 046), shared by the session's answer, the API's guards and the screens.

/**
 * The lender's roles (issue 35, decision 046): the lender admin (dealers, rate sheets, the lender's users), the
 * underwriter (credit decisions) and the funder (the funding review to Booked). A lender's user may hold several.
 */
export const LENDER_ROLES = ['lenderAdmin', 'underwriter', 'funder'] as const;
export type LenderRole = (typeof LENDER_ROLES)[number];
