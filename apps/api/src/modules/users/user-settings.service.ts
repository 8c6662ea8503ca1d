// The user's own settings (issue 27): their language, used for their e-mails and notices. Any signed-in user, the
// lender's included; a change is audited with it, in one transaction.
import type { UserLanguage, UserSettings } from '@vp/domain';
import { tokenExpired } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { TeamUsersRepository } from './team-users.repository.ts';

export function createUserSettingsService({
  repository,
  audit,
}: {
  repository: TeamUsersRepository;
  audit: Pick<AuditRepository, 'record'>;
}) {
  return {
    async get(principal: Principal): Promise<UserSettings> {
      const row = await repository.findById(principal.userId);
      if (!row) throw tokenExpired();
      return { language: row.language ?? null };
    },

    async setLanguage(principal: Principal, language: UserLanguage, ip: string | undefined) {
      await repository.transaction(async (tx) => {
        await repository.setLanguage(principal.userId, language, tx);
        await audit.record(
          {
            type: 'user.language',
            userId: principal.userId,
            vendorId: principal.vendor?.id ?? null,
            detail: { language },
            ip: ip ?? null,
          },
          tx,
        );
      });
      return { language };
    },
  };
}
export type UserSettingsService = ReturnType<typeof createUserSettingsService>;
