// The lender's console (issue 35, decision 046), built for the composition root and registered on the app: the
// history of the lender's changes. The dealers, rate sheets and the lender's team add their services here. The funding
// statements (what the dealer is paid) are read by the dealers' admins too.
import type { Translate } from '@vp/i18n';
import type { FastifyInstance } from 'fastify';
import { changeHistoryRoutes, createChangeHistory } from './modules/audit/index.ts';
import {
  createFundingStatements,
  createFundingStatementsRepository,
  fundingStatementRoutes,
} from './modules/funding/index.ts';
import { userNamesByIds, vendorsByIds } from './modules/users/index.ts';
import type { Db } from './plugins/db.ts';

export function createLender({ db, translate }: { db: Db; translate: Translate }) {
  return {
    changeHistory: createChangeHistory(db, (ids) => userNamesByIds(db, ids)),
    fundingStatements: createFundingStatements({
      repository: createFundingStatementsRepository(db),
      vendors: (ids) => vendorsByIds(db, ids),
      translate,
    }),
  };
}
export type Lender = ReturnType<typeof createLender>;

export async function registerLender(app: FastifyInstance, lender: Lender) {
  await app.register(changeHistoryRoutes, { prefix: '/api', history: lender.changeHistory });
  await app.register(fundingStatementRoutes, { prefix: '/api', service: lender.fundingStatements });
}
