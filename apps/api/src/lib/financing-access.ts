// Who may structure an application's financing (issue 11): External Vendors, on their own Approved or Approved for
// Lesser Amount applications; once the contract is requested the assets and the program can be read, never changed.
import { classOf, isExternalVendor, type Vendor } from '@vp/domain';
import { AppError } from './app-error.ts';
import { vendorOf } from './application-access.ts';
import type { Principal } from './principal.ts';

export type FinancingAccess = 'read' | 'write';

export const lockedApplication = () => new AppError('financing:errors.locked', 409);

/** The acting External Vendor; anyone else is refused before any application is looked at. */
export function financingVendor(principal: Principal): Vendor {
  const vendor = vendorOf(principal);
  if (!isExternalVendor(vendor)) throw new AppError('financing:errors.externalVendorsOnly', 403);
  return vendor;
}

/** Refuses an application whose status does not allow this access: 409, locked or not approved. */
export function checkFinancingStatus(status: string, access: FinancingAccess): void {
  const financing = classOf(status)?.financing ?? 'none';
  if (financing === 'write') return;
  if (financing === 'read') {
    if (access === 'read') return;
    throw lockedApplication();
  }
  throw new AppError('financing:errors.notApproved', 409);
}
