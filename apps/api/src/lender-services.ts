// The lender's console (issue 35, decision 046), built for the composition root and registered on the app: the
// history of the lender's changes. The dealers, rate sheets and the lender's team add their services here.
import type { FastifyInstance } from 'fastify';
import { changeHistoryRoutes, createChangeHistory } from './modules/audit/index.ts';
import { createProgramsRepository, createRateSheets, rateSheetsRoutes } from './modules/programs/index.ts';
import { userNamesByIds, vendorsByIds } from './modules/users/index.ts';
import type { Db } from './plugins/db.ts';

export function createLender({ db, clock }: { db: Db; clock: () => Date }) {
  return {
    changeHistory: createChangeHistory(db, (ids) => userNamesByIds(db, ids)),
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
  await app.register(rateSheetsRoutes, { prefix: '/api', rateSheets: lender.rateSheets });
}
