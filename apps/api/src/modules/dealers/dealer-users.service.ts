// A dealership's users as the lender admin sees them (the Users tab of its page), and the resets of one user's sign-in
// factors (a lost phone or key and lost recovery codes, decision 053) or password, when no admin of theirs can help:
// their sessions end, the reason and the user in the dealership's history.
import type { DealerUser } from '@vp/domain';
import { notFound } from '../../lib/app-error.ts';
import { requireLenderRole } from '../../lib/application-access.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { Principal } from '../../lib/principal.ts';
import { recordChange } from '../audit/index.ts';
import { type DealersRepository, oneTimePassword } from '../users/index.ts';

function toDealerUser(row: Awaited<ReturnType<DealersRepository['usersOf']>>[number]): DealerUser {
  return {
    id: row.id,
    userName: row.userName,
    displayName: row.displayName,
    admin: row.vendorAdmin,
    disabled: row.disabledAt !== null,
    secondFactors: Number(row.secondFactors),
  };
}

export interface DealerUsersDeps {
  repository: DealersRepository;
  hasher: PasswordHasher;
  clock: () => Date;
  /** This node's session cache: forgets the user's sessions at once (the others hear it at the commit). */
  forgetSessions?: ((userIds: readonly number[]) => void) | undefined;
}

type UserListed = Awaited<ReturnType<DealersRepository['usersOf']>>[number];
type Executor = Parameters<Parameters<DealersRepository['transaction']>[0]>[0];

/** What one reset writes: its action and the field of the history that names the user, before and after. */
interface Reset {
  action: 'userFactorsReset' | 'userPasswordReset';
  field: string;
  before: unknown;
  after: unknown;
}

export function createDealerUsers({ repository, hasher, clock, forgetSessions }: DealerUsersDeps) {
  /**
   * One reset of one of the dealership's users, in one transaction with its change record (the reason, and the user
   * named in a field that changes: the history shows changed fields); their sessions end. A user of another
   * dealership is a 404, as a missing one. Answers the users as they now are.
   */
  async function reset(
    principal: Principal,
    id: number,
    userId: number,
    meta: { reason: string; ip?: string | undefined },
    work: (tx: Executor, user: UserListed) => Promise<Reset | null>,
  ) {
    requireLenderRole(principal, 'lenderAdmin');
    await repository.transaction(async (tx) => {
      if (!(await repository.lock(tx, id))) throw notFound();
      const user = (await repository.usersOf(id, tx)).find((row) => row.id === userId);
      const done = user ? await work(tx, user) : null;
      if (!done) throw notFound();
      await recordChange(tx, {
        entity: 'vendor',
        entityId: id,
        action: done.action,
        userId: principal.userId,
        before: { [done.field]: done.before },
        after: { [done.field]: done.after },
        reason: meta.reason,
        vendorId: id,
        ip: meta.ip ?? null,
      });
    });
    forgetSessions?.([userId]);
    return { Items: (await repository.usersOf(id)).map(toDealerUser) };
  }

  return {
    /** The dealership's users by name, with their second factors counted (the Users tab). */
    async users(principal: Principal, id: number) {
      requireLenderRole(principal, 'lenderAdmin');
      if (!(await repository.findById(id))) throw notFound();
      return { Items: (await repository.usersOf(id)).map(toDealerUser) };
    },

    /** A dealership user's sign-in factors go: they enrol again at their next sign-in (`userFactorsReset`). */
    resetFactors(
      principal: Principal,
      id: number,
      userId: number,
      meta: { reason: string; ip?: string | undefined },
    ) {
      return reset(principal, id, userId, meta, async (tx, user) =>
        (await repository.resetFactors(tx, id, userId))
          ? {
              action: 'userFactorsReset',
              field: 'userFactors',
              before: `${user.userName} (${user.secondFactors})`,
              after: `${user.userName} (0)`,
            }
          : null,
      );
    },

    /**
     * A dealership user's password becomes a one-time password, already expired, answered once to be handed over
     * (`userPasswordReset`): they choose their own at their next sign-in.
     */
    async resetPassword(
      principal: Principal,
      id: number,
      userId: number,
      meta: { reason: string; ip?: string | undefined },
    ) {
      const { password, passwordHash } = await oneTimePassword(hasher);
      const answer = await reset(principal, id, userId, meta, async (tx, user) =>
        (await repository.resetPassword(tx, id, userId, passwordHash, clock()))
          ? {
              action: 'userPasswordReset',
              field: 'userPassword',
              before: { user: user.userName, oneTime: false },
              after: { user: user.userName, oneTime: true },
            }
          : null,
      );
      return { ...answer, password };
    },
  };
}
