// Who may manage a dealership's keys and endpoints: its vendor admin, signed in as a person. A salesperson, the
// lender and any API key (even the dealership's own) are refused. Each of their changes is an audit event of the vendor.
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { Db } from '../../plugins/db.ts';
import type { AuditRepository } from '../audit/index.ts';

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

/** Records an admin's change to the dealership's keys or endpoints, in the change's transaction. */
export function auditIntegrationChange(
  audit: Pick<AuditRepository, 'record'>,
  tx: Pick<Db, 'insert'>,
  change: {
    type: string;
    vendorId: number;
    principal: Principal;
    ip?: string | undefined;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  return audit.record(
    {
      type: change.type,
      vendorId: change.vendorId,
      userId: change.principal.userId,
      detail: change.detail,
      ip: change.ip ?? null,
    },
    tx,
  );
}
