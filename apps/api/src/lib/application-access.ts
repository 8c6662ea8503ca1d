// What every module acting on an application shares: the acting vendor, loading an application within its vendor, the
// form context, and the permissions map of a status (decision 036: shared, so that no module reaches into another).
import {
  canApply,
  type EventName,
  type FormContext,
  hasLenderRole,
  isExternalVendor,
  isQuebecVendor,
  type LenderRole,
  normalizeStatus,
  type Permissions,
  rowActionsFor,
  type Status,
  type Vendor,
} from '@vp/domain';
import { AppError } from './app-error.ts';
import type { Principal } from './principal.ts';

/** A missing application, another vendor's and a malformed id all answer alike. */
export const applicationNotFound = () => new AppError('errors:api.applicationNotFound', 404);

/** An action's label in each locale (spec §3: permissions are a map of action name to per-locale labels). */
export type ActionLabels = (event: EventName) => Record<'en' | 'fr', string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function vendorOf(principal: Principal): Vendor {
  if (!principal.vendor) throw new AppError('errors:api.forbidden', 403);
  return principal.vendor;
}

/**
 * A lender's route is for the lender's users holding its role (decision 046): a vendor's user, or a lender's user
 * without the role, is refused with 403 and told which role it takes.
 */
export function requireLenderRole(principal: Principal, role: LenderRole): void {
  if (!hasLenderRole(principal.user, role)) {
    throw new AppError(
      principal.user.role === 'underwriter' ? LENDER_ROLE_REFUSALS[role] : 'errors:api.lenderOnly',
      403,
    );
  }
}

const LENDER_ROLE_REFUSALS = {
  lenderAdmin: 'errors:api.lenderAdminOnly',
  underwriter: 'errors:api.underwriterRoleOnly',
  funder: 'errors:api.funderOnly',
} as const satisfies Record<LenderRole, string>;

/** The lender's credit review is its underwriters'. */
export function requireUnderwriter(principal: Principal): void {
  requireLenderRole(principal, 'underwriter');
}

/** Whether the id can be an application's (a UUID); any other answers as a missing application. */
export const isApplicationId = (id: string) => UUID.test(id);

/** The labels of each event translated once, on first use, and shared (frozen) by every answer after. */
export function labelsOnce(labels: ActionLabels): ActionLabels {
  const done = new Map<EventName, Record<'en' | 'fr', string>>();
  return (event) => {
    let found = done.get(event);
    if (!found) {
      found = Object.freeze(labels(event));
      done.set(event, found);
    }
    return found;
  };
}

export function formContext(vendor: Vendor, now: Date): FormContext {
  return {
    vendorCountry: vendor.country,
    quebecVendor: isQuebecVendor(vendor),
    // The vendor's calendar day is close enough for an age of 16 to 120; UTC keeps it the same on every node.
    today: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() },
  };
}

export function vendorPerformer(vendor: Vendor) {
  return { actor: 'vendor' as const, isExternalVendor: isExternalVendor(vendor) };
}

/** Whether this vendor may run the event from the status, by the status table. */
export function canRun(event: EventName, status: Status, vendor: Vendor): boolean {
  return canApply(event, status, vendorPerformer(vendor));
}

/** Row actions of a status for this vendor (spec §4, §6), by the status table. */
export function actionsOf(status: string, vendor: Vendor): EventName[] {
  const known = normalizeStatus(status);
  return known ? rowActionsFor(known, vendorPerformer(vendor)) : [];
}

/** The permissions map of spec §3: each allowed action with its label in both languages. */
export function permissionsOf(status: string, vendor: Vendor, labels: ActionLabels): Permissions {
  return Object.fromEntries(actionsOf(status, vendor).map((event) => [event, labels(event)]));
}
