// What every module acting on an application shares: the acting vendor, loading an application within its vendor, the
// form context, and the permissions map of a status (decision 036: shared, so that no module reaches into another).
import {
  AFTER_LENDER_REVIEW,
  canApply,
  DRAFT_STATUSES,
  type EventName,
  type FormContext,
  hasLenderRole,
  isExternalVendor,
  isQuebecVendor,
  LENDER_REVIEW_STATUSES,
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

/** The statuses the lender reads by the status alone: those it reviews, and those only its review leads to. */
const REVIEWED_BY_LENDER: readonly string[] = [...LENDER_REVIEW_STATUSES, ...AFTER_LENDER_REVIEW];
const DRAFTS: readonly string[] = DRAFT_STATUSES;

/** The audit's answer: whether the application went into a review status and not back to a draft after it. */
export type ReviewedSinceLastDraft = (
  applicationId: string,
  reviewStatuses: readonly string[],
  draftStatuses: readonly string[],
) => Promise<boolean>;

/**
 * Whether the lender reads an application (ARCHITECTURE §10, decision 030): in a review status or one only its review
 * leads to, else when its history shows a review since it was last a draft (asked only then); a draft never. Every
 * lender's read of one application (its summary, its timeline) answers by this one rule, and anything it refuses reads
 * as missing (`applicationNotFound`).
 */
export async function lenderReads(
  application: { id: string; status: string },
  reviewedSinceLastDraft: ReviewedSinceLastDraft,
): Promise<boolean> {
  if (REVIEWED_BY_LENDER.includes(application.status)) return true;
  if (DRAFTS.includes(application.status)) return false;
  return reviewedSinceLastDraft(application.id, LENDER_REVIEW_STATUSES, DRAFT_STATUSES);
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
