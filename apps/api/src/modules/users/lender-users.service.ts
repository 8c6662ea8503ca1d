// The lender's users, managed by its lender admin (issue 35, decision 046): list, add (a one-time password), disable
// and enable, reset a password, change the roles. The rules every team shares are team-users.ts'; this is the
// lender's team: its users are the lender's staff (role 'underwriter'), its admins hold 'lenderAdmin', its lock is an
// advisory one, and each change is written to the lender's change history (entity 'lenderUser') with before, after
// and the reason given.
import {
  type AddLenderUserInput,
  hasLenderRole,
  LENDER_ROLES,
  type LenderRole,
  type LenderUser,
} from '@vp/domain';
import { requireLenderRole } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import { recordChange } from '../audit/index.ts';
import type { UserRow } from './team-users.repository.ts';
import { createTeamUsers, type Meta, type TeamDeps, type TeamScope, teamRefusal } from './team-users.ts';

/** The lender's team has no id of its own: one lender. */
type Lender = 'lender';

const rolesOf = (row: UserRow): LenderRole[] => LENDER_ROLES.filter((role) => row.lenderRoles.includes(role));

/** What the history compares of a lender's user. */
const snapshot = (row: UserRow) => ({
  userName: row.userName,
  displayName: row.displayName,
  email: row.email,
  lenderRoles: rolesOf(row),
  disabled: row.disabledAt !== null,
});

function lenderScope({ repository }: TeamDeps): TeamScope<Lender, LenderUser> {
  const isMember = (row: UserRow) => row.role === 'underwriter' && row.vendorId === null;
  return {
    teamOf(principal: Principal) {
      requireLenderRole(principal, 'lenderAdmin');
      return 'lender';
    },
    lock: (tx) => repository.lockLender(tx),
    members: (_lender, executor) => repository.listLender(executor),
    isMember,
    isAdmin: (row) =>
      isMember(row) && hasLenderRole({ role: 'underwriter', lenderRoles: rolesOf(row) }, 'lenderAdmin'),
    newMember: () => ({ role: 'underwriter', vendorId: null, vendorAdmin: false }),
    audit: (tx, _lender, { action, me, before, after, ip, reason }) =>
      recordChange(tx, {
        entity: 'lenderUser',
        entityId: after.id,
        action,
        userId: me.id,
        before: before && snapshot(before),
        after: snapshot(after),
        reason: reason ?? null,
        ip: ip ?? null,
      }),
    toAnswer: (row, common) => ({ ...common, lenderRoles: rolesOf(row) }),
    refusals: {
      adminOnly: teamRefusal('errors:api.lenderAdminOnly', 403),
      lastAdmin: teamRefusal('lender:api.lastAdmin', 409),
      userNameTaken: teamRefusal('settings:api.userNameTaken', 409),
    },
  };
}

export function createLenderUsersService(deps: TeamDeps) {
  const team = createTeamUsers(lenderScope(deps), deps);
  return {
    list: team.list,
    /** A new lender's user with their roles and a one-time password: answered once, already expired. */
    add: (principal: Principal, input: AddLenderUserInput, meta: Meta) =>
      team.add(principal, input, { lenderRoles: input.lenderRoles }, { ...meta, reason: input.reason }),
    setDisabled: team.setDisabled,
    resetPassword: team.resetPassword,
    resetFactors: team.resetFactors,
    /** The user's roles from now on (at least one); the last enabled lender admin keeps theirs. */
    setRoles: (principal: Principal, id: number, lenderRoles: LenderRole[], meta: Meta) =>
      team.setRights(principal, id, { lenderRoles }, 'rolesChanged', meta),
  };
}
export type LenderUsersService = ReturnType<typeof createLenderUsersService>;
