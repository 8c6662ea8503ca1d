// Vendors and the users who act for them, as the session and the login answer describe them.

import type { z } from 'zod';
import type { sessionUserAnswer, vendorAnswer } from './answers/users.answer.ts';

export const EXTERNAL_VENDOR = 'External Vendor';
export const QUEBEC = 'QC';

export type Country = 'CA' | 'US';
export type UserRole = 'vendor' | 'underwriter';

/** A vendor as the session and the login answer describe it. */
export type Vendor = z.infer<typeof vendorAnswer>;
export type SessionUser = z.infer<typeof sessionUserAnswer>;

export function isExternalVendor(vendor: Pick<Vendor, 'vendorInternalOrExternal'>): boolean {
  return vendor.vendorInternalOrExternal === EXTERNAL_VENDOR;
}

export function isQuebecVendor(vendor: Pick<Vendor, 'province'>): boolean {
  return vendor.province === QUEBEC;
}
