// Who may manage a dealership's keys and endpoints: its vendor admin, signed in as a person. A salesperson, the
// lender and any API key (even the dealership's own) are refused.
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';

export const adminOnly = () => new AppError('settings:api.adminOnly', 403);
export const integrationNotFound = () => new AppError('integrations:api.notFound', 404);

/** The vendor the caller administers, or a refusal (403). */
export function administeredVendor(principal: Principal): number {
  if (
    principal.apiKey ||
    !principal.vendor ||
    principal.user.role !== 'vendor' ||
    !principal.user.vendorAdmin
  )
    throw adminOnly();
  return principal.vendor.id;
}
