// The lender's settings (issue 35, decision 046), read and changed by the lender admin; each change is written to the
// lender's change history (entity 'lenderSettings', id 1) in its own transaction.
import type { LenderSettings, LenderSettingsInput } from '@vp/domain';
import { requireLenderRole } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import { recordChange } from '../audit/index.ts';
import type { LenderSettingsRepository } from './lender-settings.repository.ts';

export function createLenderSettingsService({
  repository,
  clock,
}: {
  repository: LenderSettingsRepository;
  clock: () => Date;
}) {
  return {
    async get(principal: Principal): Promise<LenderSettings> {
      requireLenderRole(principal, 'lenderAdmin');
      return repository.get();
    },

    async set(principal: Principal, input: LenderSettingsInput, ip?: string): Promise<LenderSettings> {
      requireLenderRole(principal, 'lenderAdmin');
      return repository.transaction(async (tx) => {
        const before = await repository.lock(tx);
        const after = await repository.update(tx, { fourEyes: input.fourEyes }, clock());
        await recordChange(tx, {
          entity: 'lenderSettings',
          entityId: 1,
          action: 'updated',
          userId: principal.userId,
          before,
          after,
          reason: input.reason ?? null,
          ip: ip ?? null,
        });
        return after;
      });
    },
  };
}
export type LenderSettingsService = ReturnType<typeof createLenderSettingsService>;
