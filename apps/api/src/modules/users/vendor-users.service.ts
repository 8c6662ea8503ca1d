// The dealership's users, managed by its vendor admin (issue 27): list, add a salesperson (a one-time password, as the
// command line's user:add), disable and enable, reset a password, make or remove an admin. The rules every team
// shares are team-users.ts'; this is the dealership's team: its users are the vendor's, its admins have the flag, its
// lock is the vendor's row, and each change is an audit event of the vendor ('vendorUser.disabled'...).
import type { AddVendorUserInput, VendorUser } from '@vp/domain';
import type { Principal } from '../../lib/principal.ts';
import type { AuditRepository } from '../audit/index.ts';
import { createTeamUsers, type Meta, type TeamDeps, type TeamScope, teamRefusal } from './team-users.ts';

const adminOnly = teamRefusal('settings:api.adminOnly', 403);

function vendorScope(audit: Pick<AuditRepository, 'record'>, deps: TeamDeps): TeamScope<number, VendorUser> {
  const { repository } = deps;
  return {
    teamOf(principal: Principal) {
      if (!principal.vendor || principal.user.role !== 'vendor') throw adminOnly();
      return principal.vendor.id;
    },
    lock: (tx, vendorId) => repository.lockVendor(tx, vendorId),
    members: (vendorId, executor) => repository.listByVendor(vendorId, executor),
    isMember: (row, vendorId) => row.vendorId === vendorId && row.role === 'vendor',
    isAdmin: (row) => row.vendorAdmin,
    newMember: (vendorId) => ({ role: 'vendor', vendorId }),
    audit: (tx, vendorId, { action, me, after, ip }) =>
      audit.record(
        {
          type: `vendorUser.${action}`,
          userId: me.id,
          vendorId,
          detail: { targetUserId: after.id, userName: after.userName },
          ip: ip ?? null,
        },
        tx,
      ),
    toAnswer: (row, common) => ({ ...common, admin: row.vendorAdmin }),
    refusals: {
      adminOnly,
      lastAdmin: teamRefusal('settings:api.lastAdmin', 409),
      userNameTaken: teamRefusal('settings:api.userNameTaken', 409),
    },
  };
}

export function createVendorUsersService(deps: TeamDeps & { audit: Pick<AuditRepository, 'record'> }) {
  const team = createTeamUsers(vendorScope(deps.audit, deps), deps);
  return {
    list: team.list,
    /** A new salesperson of the caller's vendor, with a one-time password: answered once, already expired. */
    add: (principal: Principal, input: AddVendorUserInput, meta: Meta) =>
      team.add(principal, input, {}, meta),
    setDisabled: team.setDisabled,
    resetPassword: team.resetPassword,
    resetFactors: team.resetFactors,
    /** Makes the user an admin of the vendor, or removes the flag. */
    setAdmin: (principal: Principal, id: number, admin: boolean, meta: Meta) =>
      team.setRights(principal, id, { vendorAdmin: admin }, admin ? 'adminGranted' : 'adminRemoved', meta),
  };
}
export type VendorUsersService = ReturnType<typeof createVendorUsersService>;
