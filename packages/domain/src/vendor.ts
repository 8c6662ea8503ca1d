// Vendors and the users who act for them, as the session and the login answer describe them.

export const EXTERNAL_VENDOR = 'External Vendor';
export const QUEBEC = 'QC';

export type Country = 'CA' | 'US';
export type UserRole = 'vendor' | 'underwriter';

export interface Vendor {
  id: number;
  name: string;
  /** 'External Vendor' or another value (spec §1). */
  vendorInternalOrExternal: string;
  province: string;
  country: Country;
}

export interface SessionUser {
  userName: string;
  displayName: string;
  role: UserRole;
}

export function isExternalVendor(vendor: Pick<Vendor, 'vendorInternalOrExternal'>): boolean {
  return vendor.vendorInternalOrExternal === EXTERNAL_VENDOR;
}

export function isQuebecVendor(vendor: Pick<Vendor, 'province'>): boolean {
  return vendor.province === QUEBEC;
}
