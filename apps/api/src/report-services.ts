// Part of the composition root (services.ts): the reports (issue 37, decision 054), their facts' reaction bound to
// the owners' reads in the change's transaction, and their service bound to the database.
import { applicationCreatedAt, applicationsStarted } from './modules/applications/index.ts';
import { latestDecisionReasons } from './modules/decisions/index.ts';
import { financedAmountsOf } from './modules/financing/index.ts';
import {
  createReportFactsReaction,
  createReportsRepository,
  createReportsService,
} from './modules/reports/index.ts';
import { userNamesByIds, vendorsByIds } from './modules/users/index.ts';
import type { Db } from './plugins/db.ts';

/** The status writer's reaction that keeps the reports' facts current, in the transition's transaction. */
export function createReportFacts(clock: () => Date) {
  return createReportFactsReaction({
    clock,
    reads: {
      createdAt: (id, tx) => applicationCreatedAt(tx, id),
      declineReasons: (id, tx) => latestDecisionReasons(tx, id),
      financedCents: async (id, tx) => (await financedAmountsOf(tx, [id])).get(id) ?? null,
    },
  });
}

export function createReports(db: Db, clock: () => Date) {
  return createReportsService({
    repository: createReportsRepository(db),
    clock,
    reads: {
      started: (query) => applicationsStarted(db, query),
      userNames: async (ids) =>
        new Map((await userNamesByIds(db, ids)).map((user) => [user.id, user.displayName])),
      vendorNames: async (ids) => new Map((await vendorsByIds(db, ids)).map((vendor) => [vendor.id, vendor])),
    },
  });
}
