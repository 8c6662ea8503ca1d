// Vendors and the users who act for them, as the session and the login answer describe them.

import type { z } from 'zod';
import type { sessionUserAnswer, vendorAnswer } from './answers/users.answer.ts';
import type { LenderRole } from './lender-roles.ts';

export const EXTERNAL_VENDOR = 'External Vendor';
export const QUEBEC = 'QC';

export type Country = 'CA' | 'US';
/** Which side a user is on: a vendor's, or the lender's ('underwriter' is the lender's staff, whatever their roles). */
export type UserRole = 'vendor' | 'underwriter';

/** Whether the user is the lender's and holds the role. */
export function hasLenderRole(
  user: { role: UserRole; lenderRoles?: readonly LenderRole[] | undefined },
  role: LenderRole,
): boolean {
  return user.role === 'underwriter' && (user.lenderRoles ?? []).includes(role);
}

/** A vendor as the session and the login answer describe it. */
export type Vendor = z.infer<typeof vendorAnswer>;
export type SessionUser = z.infer<typeof sessionUserAnswer>;

export function isExternalVendor(vendor: Pick<Vendor, 'vendorInternalOrExternal'>): boolean {
  return vendor.vendorInternalOrExternal === EXTERNAL_VENDOR;
}

export function isQuebecVendor(vendor: Pick<Vendor, 'province'>): boolean {
  return vendor.province === QUEBEC;
}
