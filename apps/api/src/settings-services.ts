// Settings (issue 27): the user's own language, and the dealership's users its vendor admin manages, built for the
// composition root (services.ts) over one repository of the users module.
import { createAuditHistory } from './modules/audit/index.ts';
import {
  createTeamUsersRepository,
  createUserSettingsService,
  createVendorUsersService,
} from './modules/users/index.ts';
import type { Db } from './plugins/db.ts';

export function createSettings(
  deps: Omit<Parameters<typeof createVendorUsersService>[0], 'repository' | 'history'> & { db: Db },
) {
  const repository = createTeamUsersRepository(deps.db);
  return {
    vendorUsers: createVendorUsersService({ ...deps, repository, history: createAuditHistory(deps.db) }),
    userSettings: createUserSettingsService({ repository, audit: deps.audit }),
  };
}
