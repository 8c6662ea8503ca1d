// The dealership's users, managed by its vendor admin (issue 27): list, add a salesperson (a one-time password, as the
// command line's user:add), disable and enable, reset a password, make or remove an admin. Each change is one
// transaction with its audit event, after the vendor's lock; the caller's admin flag is read there, not from the
// session cache. Another vendor's user, or the lender's, answers as a missing one (404); the last enabled admin cannot
// disable themself or give up the flag (409).
import type { AddVendorUserInput, VendorUser } from '@vp/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AuditHistory, AuditRepository } from '../audit/index.ts';
import { oneTimePassword } from './admin.service.ts';
import type { SessionCache } from './session-cache.ts';
import type { Executor, UserRow, VendorUsersRepository } from './vendor-users.repository.ts';

const adminOnly = () => new AppError('settings:api.adminOnly', 403);
const lastAdmin = () => new AppError('settings:api.lastAdmin', 409);
const userNameTaken = () => new AppError('settings:api.userNameTaken', 409);

/** PostgreSQL's unique_violation, as node-postgres or PGlite reports it (perhaps as a drizzle error's cause). */
function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if ((error as { code?: unknown }).code === '23505') return true;
  return isUniqueViolation(error.cause, depth + 1);
}

interface Deps {
  repository: VendorUsersRepository;
  audit: Pick<AuditRepository, 'record'>;
  /** The audit log's reads: each user's last sign-in. */
  history: Pick<AuditHistory, 'lastOfType'>;
  hasher: PasswordHasher;
  clock: () => Date;
  sessionCache?: SessionCache;
}

interface Meta {
  ip?: string | undefined;
}

/** What a change did: the user as it now is, its audit event, and whether its sessions ended. */
interface Changed {
  row: UserRow;
  type: string;
  ended?: boolean;
  password?: string;
}

const vendorOf = (principal: Principal) => {
  if (!principal.vendor || principal.user.role !== 'vendor') throw adminOnly();
  return principal.vendor.id;
};

/** The caller, read now (in the change's transaction): an enabled vendor admin of their vendor, or a 403. */
async function callerAdmin(repository: VendorUsersRepository, principal: Principal, executor?: Executor) {
  const vendorId = vendorOf(principal);
  const me = await repository.findById(principal.userId, executor);
  if (!me || me.vendorId !== vendorId || me.role !== 'vendor' || !me.vendorAdmin || me.disabledAt)
    throw adminOnly();
  return me;
}

function toAnswer(row: UserRow, callerId: number, lastSignIn: Date | undefined, now: Date): VendorUser {
  return {
    id: row.id,
    userName: row.userName,
    displayName: row.displayName,
    email: row.email,
    admin: row.vendorAdmin,
    disabled: row.disabledAt !== null,
    passwordExpired: row.passwordExpiresAt !== null && row.passwordExpiresAt <= now,
    lastSignInAt: lastSignIn?.toISOString() ?? null,
    self: row.id === callerId,
  };
}

export function createVendorUsersService({ repository, audit, history, hasher, clock, sessionCache }: Deps) {
  async function answerOne(row: UserRow, callerId: number) {
    const last = await history.lastOfType('login', [row.id]);
    return toAnswer(row, callerId, last.get(row.id), clock());
  }

  /** One change to one of the caller's vendor's users: locked, checked, written and audited in one transaction. */
  async function change(
    principal: Principal,
    targetId: number,
    meta: Meta,
    work: (tx: Executor, me: UserRow, target: UserRow) => Promise<Changed>,
  ) {
    const done = await repository.transaction(async (tx) => {
      const vendorId = vendorOf(principal);
      await repository.lockVendor(tx, vendorId);
      const me = await callerAdmin(repository, principal, tx);
      const target = await repository.findById(targetId, tx);
      if (!target || target.vendorId !== vendorId || target.role !== 'vendor') throw notFound();
      const changed = await work(tx, me, target);
      await audit.record(
        {
          type: changed.type,
          userId: me.id,
          vendorId,
          detail: { targetUserId: target.id, userName: target.userName },
          ip: meta.ip ?? null,
        },
        tx,
      );
      return changed;
    });
    // This node's cache at once; the other nodes' by the notification sent at the commit.
    sessionCache?.forget({ user: done.row.id });
    return { Item: await answerOne(done.row, principal.userId), password: done.password };
  }

  /** The last enabled admin may not take themself out of the vendor's admins. */
  async function keepOneAdmin(tx: Executor, me: UserRow, target: UserRow) {
    if (target.id !== me.id) return;
    if ((await repository.otherEnabledAdmins(tx, me.vendorId ?? 0, me.id)) === 0) throw lastAdmin();
  }

  return {
    async list(principal: Principal) {
      const me = await callerAdmin(repository, principal);
      const rows = await repository.listByVendor(me.vendorId ?? 0);
      const last = await history.lastOfType(
        'login',
        rows.map((row) => row.id),
      );
      return { Items: rows.map((row) => toAnswer(row, me.id, last.get(row.id), clock())) };
    },

    /** A new salesperson of the caller's vendor, with a one-time password: answered once, already expired. */
    async add(principal: Principal, input: AddVendorUserInput, meta: Meta) {
      const { password, passwordHash } = await oneTimePassword(hasher);
      try {
        const row = await repository.transaction(async (tx) => {
          const vendorId = vendorOf(principal);
          await repository.lockVendor(tx, vendorId);
          const me = await callerAdmin(repository, principal, tx);
          if (await repository.findByUserName(input.userName, tx)) throw userNameTaken();
          const now = clock();
          const created = await repository.insert(tx, {
            userName: input.userName,
            displayName: input.displayName,
            email: input.email,
            role: 'vendor',
            vendorId,
            passwordHash,
            passwordChangedAt: now,
            passwordExpiresAt: now,
          });
          await audit.record(
            {
              type: 'vendorUser.added',
              userId: me.id,
              vendorId,
              detail: { targetUserId: created.id, userName: created.userName },
              ip: meta.ip ?? null,
            },
            tx,
          );
          return created;
        });
        return { Item: toAnswer(row, principal.userId, undefined, clock()), password };
      } catch (error) {
        // Two admins adding the same name at once: the unique index refuses the second.
        if (isUniqueViolation(error)) throw userNameTaken();
        throw error;
      }
    },

    /** Disables (no sign-in, every session ends on every node) or enables a user. */
    async setDisabled(principal: Principal, id: number, disabled: boolean, meta: Meta) {
      const done = await change(principal, id, meta, async (tx, me, target) => {
        if (disabled) await keepOneAdmin(tx, me, target);
        const row = await repository.update(tx, target.id, { disabledAt: disabled ? clock() : null });
        if (disabled) await repository.endSessions(tx, target.id);
        return { row, type: disabled ? 'vendorUser.disabled' : 'vendorUser.enabled' };
      });
      return { Item: done.Item };
    },

    /** A new one-time password, already expired; the user's sessions end. */
    async resetPassword(principal: Principal, id: number, meta: Meta) {
      const { password, passwordHash } = await oneTimePassword(hasher);
      const done = await change(principal, id, meta, async (tx, _me, target) => {
        const now = clock();
        const row = await repository.update(tx, target.id, {
          passwordHash,
          passwordChangedAt: now,
          passwordExpiresAt: now,
          failedLogins: 0,
          lockedUntil: null,
        });
        await repository.endSessions(tx, target.id);
        return { row, type: 'vendorUser.passwordReset', password };
      });
      return { Item: done.Item, password };
    },

    /** Makes the user an admin of the vendor, or removes the flag. */
    async setAdmin(principal: Principal, id: number, admin: boolean, meta: Meta) {
      const done = await change(principal, id, meta, async (tx, me, target) => {
        if (!admin) await keepOneAdmin(tx, me, target);
        const row = await repository.update(tx, target.id, { vendorAdmin: admin });
        await repository.refreshSessions(tx, target.id);
        return { row, type: admin ? 'vendorUser.adminGranted' : 'vendorUser.adminRemoved' };
      });
      return { Item: done.Item };
    },
  };
}
export type VendorUsersService = ReturnType<typeof createVendorUsersService>;
