// A team's users managed by the team's admin, whatever the team: a dealership's by its vendor admin (issue 27,
// vendor-users.service.ts), the lender's by its lender admin (issue 35, lender-users.service.ts). Each change is one
// transaction with its audit, after the team's lock; the caller's admin right is read there, not from the session
// cache. A user of another team answers as a missing one (404); no change may leave the team without an enabled admin
// (409). What differs between the teams (who belongs, who is an admin, how a change is audited) is the team's `scope`.
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AuditHistory } from '../audit/index.ts';
import { oneTimePassword } from './admin.service.ts';
import type { SessionCache } from './session-cache.ts';
import type { Executor, TeamUsersRepository, UserRow } from './team-users.repository.ts';

type UserValues = Parameters<TeamUsersRepository['update']>[2];

/** What a change did, in the team's audit: 'added', 'disabled', 'enabled', 'passwordReset', or the scope's own. */
export interface TeamChange {
  action: string;
  me: UserRow;
  before: UserRow | null;
  after: UserRow;
  ip?: string | undefined;
  reason?: string | undefined;
}

export interface TeamScope<T, A> {
  /** The caller's team, from the session (a refusal when they are not on one that has admins). */
  teamOf(principal: Principal): T;
  lock(tx: Executor, team: T): Promise<void>;
  members(team: T, executor?: Executor): Promise<UserRow[]>;
  isMember(row: UserRow, team: T): boolean;
  isAdmin(row: UserRow): boolean;
  /** The columns that make a new user a member of the team. */
  newMember(team: T): UserValues;
  audit(tx: Executor, team: T, change: TeamChange): Promise<void>;
  toAnswer(row: UserRow, common: TeamUserCommon): A;
  refusals: { adminOnly: () => AppError; lastAdmin: () => AppError; userNameTaken: () => AppError };
}

/** The answer's fields every team shares. */
export interface TeamUserCommon {
  id: number;
  userName: string;
  displayName: string;
  email: string | null;
  disabled: boolean;
  passwordExpired: boolean;
  lastSignInAt: string | null;
  self: boolean;
}

export interface TeamDeps {
  repository: TeamUsersRepository;
  /** The audit log's reads: each user's last sign-in. */
  history: Pick<AuditHistory, 'lastOfType'>;
  hasher: PasswordHasher;
  clock: () => Date;
  sessionCache?: SessionCache | undefined;
}

export interface Meta {
  ip?: string | undefined;
  reason?: string | undefined;
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite reports it (perhaps as a drizzle error's cause). */
function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if ((error as { code?: unknown }).code === '23505') return true;
  return isUniqueViolation(error.cause, depth + 1);
}

/** The caller, read now (in the change's transaction when given): an enabled admin of their team, or a 403. */
async function callerAdmin<T, A>(
  scope: TeamScope<T, A>,
  repository: TeamUsersRepository,
  principal: Principal,
  executor?: Executor,
) {
  const team = scope.teamOf(principal);
  const me = await repository.findById(principal.userId, executor);
  if (!me || !scope.isMember(me, team) || !scope.isAdmin(me) || me.disabledAt)
    throw scope.refusals.adminOnly();
  return { team, me };
}

/** Another enabled admin must remain when the target stops being one (disabled, or the right removed). */
async function keepOneAdmin<T, A>(
  scope: TeamScope<T, A>,
  tx: Executor,
  team: T,
  target: UserRow,
  after: UserRow,
) {
  if (!scope.isAdmin(target) || target.disabledAt || (scope.isAdmin(after) && !after.disabledAt)) return;
  const others = (await scope.members(team, tx)).filter(
    (row) => row.id !== target.id && scope.isAdmin(row) && !row.disabledAt,
  );
  if (others.length === 0) throw scope.refusals.lastAdmin();
}

export function createTeamUsers<T, A>(scope: TeamScope<T, A>, deps: TeamDeps) {
  const { repository, history, hasher, clock, sessionCache } = deps;

  const answer = (row: UserRow, callerId: number, lastSignIn: Date | undefined) =>
    scope.toAnswer(row, {
      id: row.id,
      userName: row.userName,
      displayName: row.displayName,
      email: row.email,
      disabled: row.disabledAt !== null,
      passwordExpired: row.passwordExpiresAt !== null && row.passwordExpiresAt <= clock(),
      lastSignInAt: lastSignIn?.toISOString() ?? null,
      self: row.id === callerId,
    });

  /** One change to one of the team's users: locked, checked, written and audited in one transaction. */
  async function change(
    principal: Principal,
    targetId: number,
    meta: Meta,
    action: string,
    work: (tx: Executor, target: UserRow) => Promise<UserRow>,
  ) {
    const after = await repository.transaction(async (tx) => {
      await scope.lock(tx, scope.teamOf(principal));
      const { team, me } = await callerAdmin(scope, repository, principal, tx);
      const target = await repository.findById(targetId, tx);
      if (!target || !scope.isMember(target, team)) throw notFound();
      const row = await work(tx, target);
      await keepOneAdmin(scope, tx, team, target, row);
      await scope.audit(tx, team, {
        action,
        me,
        before: target,
        after: row,
        ip: meta.ip,
        reason: meta.reason,
      });
      return row;
    });
    // This node's cache at once; the other nodes' by the notification sent at the commit.
    sessionCache?.forget({ user: after.id });
    const last = await history.lastOfType('login', [after.id]);
    return answer(after, principal.userId, last.get(after.id));
  }

  return {
    async list(principal: Principal) {
      const { team, me } = await callerAdmin(scope, repository, principal);
      const rows = await scope.members(team);
      const last = await history.lastOfType(
        'login',
        rows.map((row) => row.id),
      );
      return { Items: rows.map((row) => answer(row, me.id, last.get(row.id))) };
    },

    /** A new user of the caller's team, with a one-time password: answered once, already expired. */
    async add(
      principal: Principal,
      input: { userName: string; displayName: string; email: string },
      values: UserValues,
      meta: Meta,
    ) {
      const { password, passwordHash } = await oneTimePassword(hasher);
      try {
        const row = await repository.transaction(async (tx) => {
          await scope.lock(tx, scope.teamOf(principal));
          const { team, me } = await callerAdmin(scope, repository, principal, tx);
          if (await repository.findByUserName(input.userName, tx)) throw scope.refusals.userNameTaken();
          const now = clock();
          const created = await repository.insert(tx, {
            ...values,
            ...scope.newMember(team),
            userName: input.userName,
            displayName: input.displayName,
            email: input.email,
            passwordHash,
            passwordChangedAt: now,
            passwordExpiresAt: now,
          });
          await scope.audit(tx, team, { action: 'added', me, before: null, after: created, ...meta });
          return created;
        });
        return { Item: answer(row, principal.userId, undefined), password };
      } catch (error) {
        // Two admins adding the same name at once: the unique index refuses the second.
        if (isUniqueViolation(error)) throw scope.refusals.userNameTaken();
        throw error;
      }
    },

    /** Disables (no sign-in, every session ends on every node) or enables a user. */
    async setDisabled(principal: Principal, id: number, disabled: boolean, meta: Meta) {
      const Item = await change(
        principal,
        id,
        meta,
        disabled ? 'disabled' : 'enabled',
        async (tx, target) => {
          const row = await repository.update(tx, target.id, { disabledAt: disabled ? clock() : null });
          if (disabled) await repository.endSessions(tx, target.id);
          return row;
        },
      );
      return { Item };
    },

    /** A new one-time password, already expired; the user's sessions end. */
    async resetPassword(principal: Principal, id: number, meta: Meta) {
      const { password, passwordHash } = await oneTimePassword(hasher);
      const Item = await change(principal, id, meta, 'passwordReset', async (tx, target) => {
        const now = clock();
        const row = await repository.update(tx, target.id, {
          passwordHash,
          passwordChangedAt: now,
          passwordExpiresAt: now,
        });
        await repository.endSessions(tx, target.id);
        return row;
      });
      return { Item, password };
    },

    /** Every second factor of the user goes (a lost phone or key): they enrol again at their next sign-in. */
    async resetFactors(principal: Principal, id: number, meta: Meta) {
      const Item = await change(principal, id, meta, 'factorsReset', async (tx, target) => {
        await repository.removeFactors(tx, target.id);
        await repository.endSessions(tx, target.id);
        return target;
      });
      return { Item };
    },

    /** Changes what the user may do in the team (the admin flag, the roles); their sessions read it again. */
    async setRights(principal: Principal, id: number, values: UserValues, action: string, meta: Meta) {
      const Item = await change(principal, id, meta, action, async (tx, target) => {
        const row = await repository.update(tx, target.id, values);
        await repository.refreshSessions(tx, target.id);
        return row;
      });
      return { Item };
    },
  };
}

export const teamRefusal = (key: string, status: 403 | 409) => () => new AppError(key, status);
