// The lender's console (issue 35, decision 046), built for the composition root and registered on the app: the
// history of the lender's changes, the lender's team (its users, managed by the lender admin) and its settings. The
// dealers and rate sheets add their services here.
import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from './lib/password-hasher.ts';
import { changeHistoryRoutes, createAuditHistory, createChangeHistory } from './modules/audit/index.ts';
import {
  createLenderSettingsRepository,
  createLenderSettingsService,
  lenderSettingsRoutes,
} from './modules/lender-settings/index.ts';
import {
  createLenderUsersService,
  createTeamUsersRepository,
  lenderUsersRoutes,
  type SessionCache,
  userNamesByIds,
} from './modules/users/index.ts';
import type { Db } from './plugins/db.ts';

export function createLender({
  db,
  hasher,
  clock,
  sessionCache,
}: {
  db: Db;
  hasher: PasswordHasher;
  clock: () => Date;
  sessionCache?: SessionCache | undefined;
}) {
  return {
    changeHistory: createChangeHistory(db, (ids) => userNamesByIds(db, ids)),
    users: createLenderUsersService({
      repository: createTeamUsersRepository(db),
      history: createAuditHistory(db),
      hasher,
      clock,
      sessionCache,
    }),
    settings: createLenderSettingsService({ repository: createLenderSettingsRepository(db), clock }),
  };
}
export type Lender = ReturnType<typeof createLender>;

export async function registerLender(app: FastifyInstance, lender: Lender) {
  await app.register(changeHistoryRoutes, { prefix: '/api', history: lender.changeHistory });
  await app.register(lenderUsersRoutes, { prefix: '/api', service: lender.users });
  await app.register(lenderSettingsRoutes, { prefix: '/api', service: lender.settings });
}
