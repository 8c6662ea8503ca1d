// The lender's console (issue 35, decision 046), built for the composition root and registered on the app: the
// history of the lender's changes, the lender's team (its users, managed by the lender admin) and its settings, the
// dealers, the rate sheets, and the funding statements (what the dealer is paid, read by the dealers' admins too).
import { statusesWhere } from '@vp/domain';
import type { Translate } from '@vp/i18n';
import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from './lib/password-hasher.ts';
import { applicationsCreatedSince, vendorApplicationIds } from './modules/applications/index.ts';
import {
  applicationsReached,
  changeHistoryRoutes,
  createAuditHistory,
  createChangeHistory,
  statusReachedCounts,
} from './modules/audit/index.ts';
import { revokeVendorLinks } from './modules/customer/index.ts';
import { createDealerFigures, createDealersService, dealersRoutes } from './modules/dealers/index.ts';
import { financedAmountsOf } from './modules/financing/index.ts';
import {
  createFundingStatements,
  createFundingStatementsRepository,
  fundingStatementRoutes,
} from './modules/funding/index.ts';
import {
  createLenderSettingsRepository,
  createLenderSettingsService,
  lenderSettingsRoutes,
} from './modules/lender-settings/index.ts';
import { createProgramsRepository, createRateSheets, rateSheetsRoutes } from './modules/programs/index.ts';
import { endSignerLinks } from './modules/signing/index.ts';
import {
  createDealersRepository,
  createLenderUsersService,
  createTeamUsersRepository,
  lenderUsersRoutes,
  type SessionCache,
  userNamesByIds,
  vendorsByIds,
} from './modules/users/index.ts';
import type { Db } from './plugins/db.ts';

interface LenderDeps {
  db: Db;
  hasher: PasswordHasher;
  clock: () => Date;
  translate: Translate;
  /** This node's session cache (the others hear the end of sessions at its commit). */
  sessionCache?: SessionCache | undefined;
}

/** The statuses whose signing links are out: a suspension ends them. */
const SIGNING_OUT = statusesWhere((c) => c.signing === 'void');

function createDealers({ db, hasher, clock, sessionCache }: LenderDeps) {
  const figuresOf = createDealerFigures(
    {
      applicationsCreatedSince: (ids, since) => applicationsCreatedSince(db, ids, since),
      statusReachedCounts: (query) => statusReachedCounts(db, query),
      applicationsReached: (query) => applicationsReached(db, query),
      financedAmountsOf: (ids) => financedAmountsOf(db, ids),
    },
    clock,
  );
  return createDealersService({
    repository: createDealersRepository(db),
    figuresOf,
    hasher,
    clock,
    forgetSessions: (ids) => {
      for (const user of ids) sessionCache?.forget({ user });
    },
    endLinks: async (tx, vendorId, now) => {
      await revokeVendorLinks(tx, vendorId, now);
      await endSignerLinks(tx, await vendorApplicationIds(tx, vendorId, SIGNING_OUT), now);
    },
  });
}

export function createLender(deps: LenderDeps) {
  const { db, hasher, clock, sessionCache } = deps;
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
    dealers: createDealers(deps),
    fundingStatements: createFundingStatements({
      repository: createFundingStatementsRepository(db),
      vendors: (ids) => vendorsByIds(db, ids),
      translate: deps.translate,
    }),
    /** The programs' versions and the programs each dealership may offer (decision 047). */
    rateSheets: createRateSheets({
      repository: createProgramsRepository(db),
      clock,
      userNames: (ids) => userNamesByIds(db, ids),
      vendorsExist: (ids) => vendorsByIds(db, ids),
    }),
  };
}
export type Lender = ReturnType<typeof createLender>;

export async function registerLender(app: FastifyInstance, lender: Lender) {
  await app.register(changeHistoryRoutes, { prefix: '/api', history: lender.changeHistory });
  await app.register(lenderUsersRoutes, { prefix: '/api', service: lender.users });
  await app.register(lenderSettingsRoutes, { prefix: '/api', service: lender.settings });
  await app.register(dealersRoutes, { prefix: '/api', dealers: lender.dealers });
  await app.register(fundingStatementRoutes, { prefix: '/api', service: lender.fundingStatements });
  await app.register(rateSheetsRoutes, { prefix: '/api', rateSheets: lender.rateSheets });
}
