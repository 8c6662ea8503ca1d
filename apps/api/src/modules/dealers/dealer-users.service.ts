// A dealership's users as the lender admin sees them (the Users tab of its page), and the reset of one user's sign-in
// factors when they lost their phone or key and their recovery codes and no admin of theirs can help (decision 053's
// reset, by the lender): their factors and sessions go, the reason and the user in the dealership's history.
import type { DealerUser } from '@vp/domain';
import { notFound } from '../../lib/app-error.ts';
import { requireLenderRole } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import { recordChange } from '../audit/index.ts';
import type { DealersRepository } from '../users/index.ts';

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
  /** This node's session cache: forgets the user's sessions at once (the others hear it at the commit). */
  forgetSessions?: ((userIds: readonly number[]) => void) | undefined;
}

export function createDealerUsers({ repository, forgetSessions }: DealerUsersDeps) {
  return {
    /** The dealership's users by name, with their second factors counted (the Users tab). */
    async users(principal: Principal, id: number) {
      requireLenderRole(principal, 'lenderAdmin');
      if (!(await repository.findById(id))) throw notFound();
      return { Items: (await repository.usersOf(id)).map(toDealerUser) };
    },

    /**
     * A dealership user's second factors go and their sessions end, with the reason in the dealership's history (as
     * `userFactorsReset`, naming the user): they enrol again at their next sign-in. A user of another dealership is
     * a 404, as a missing one.
     */
    async resetFactors(
      principal: Principal,
      id: number,
      userId: number,
      reason: string,
      meta: { ip?: string | undefined },
    ) {
      requireLenderRole(principal, 'lenderAdmin');
      await repository.transaction(async (tx) => {
        const dealer = await repository.lock(tx, id);
        if (!dealer) throw notFound();
        const before = (await repository.usersOf(id, tx)).find((user) => user.id === userId);
        if (!before || !(await repository.resetFactors(tx, id, userId))) throw notFound();
        await recordChange(tx, {
          entity: 'vendor',
          entityId: id,
          action: 'userFactorsReset',
          userId: principal.userId,
          // One field that changes, naming the user with their count of factors (the history shows changed fields).
          before: { userFactors: `${before.userName} (${before.secondFactors})` },
          after: { userFactors: `${before.userName} (0)` },
          reason,
          vendorId: id,
          ip: meta.ip ?? null,
        });
      });
      forgetSessions?.([userId]);
      return { Items: (await repository.usersOf(id)).map(toDealerUser) };
    },
  };
}
