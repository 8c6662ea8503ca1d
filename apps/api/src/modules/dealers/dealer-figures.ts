// Each dealership's figures over the last 90 days (issue 35, decision 049), read through the owners of the facts:
// the applications created (the applications module), the statuses reached (the status writer's events, the audit
// module), the financed amounts of the deals booked (the financing module). Four statements for a whole page.
import {
  APPROVAL_STATUSES,
  CREDIT_ANSWER_STATUSES,
  DEALER_FIGURES_DAYS,
  type DealerFigures,
  FUNDED_STATUSES,
} from '@vp/domain';

/** The owners' read functions, bound to the database by the composition root (lender-services.ts). */
export interface DealerFigureReads {
  applicationsCreatedSince(vendorIds: readonly number[], since: Date): Promise<Map<number, number>>;
  statusReachedCounts(query: {
    vendorIds: readonly number[];
    since: Date;
    counted: readonly string[];
    among: readonly string[];
  }): Promise<Map<number, { counted: number; among: number }>>;
  applicationsReached(query: {
    vendorIds: readonly number[];
    since: Date;
    statuses: readonly string[];
  }): Promise<Array<{ vendorId: number; applicationId: string }>>;
  financedAmountsOf(applicationIds: readonly string[]): Promise<Map<string, number>>;
}

const DAY_MS = 86_400_000;

export const NO_FIGURES: DealerFigures = {
  applications: 0,
  approved: 0,
  decided: 0,
  approvalRate: null,
  fundedAmount: 0,
  funded: 0,
};

export function createDealerFigures(reads: DealerFigureReads, clock: () => Date) {
  return async function figuresOf(vendorIds: readonly number[]): Promise<Map<number, DealerFigures>> {
    const since = new Date(clock().getTime() - DEALER_FIGURES_DAYS * DAY_MS);
    const [created, decisions, booked] = await Promise.all([
      reads.applicationsCreatedSince(vendorIds, since),
      reads.statusReachedCounts({
        vendorIds,
        since,
        counted: CREDIT_ANSWER_STATUSES,
        among: APPROVAL_STATUSES,
      }),
      reads.applicationsReached({ vendorIds, since, statuses: FUNDED_STATUSES }),
    ]);
    const amounts = await reads.financedAmountsOf(booked.map((deal) => deal.applicationId));
    const dealsOf = new Map<number, typeof booked>();
    for (const deal of booked) dealsOf.set(deal.vendorId, [...(dealsOf.get(deal.vendorId) ?? []), deal]);
    const figures = new Map<number, DealerFigures>();
    for (const vendorId of vendorIds) {
      const decided = decisions.get(vendorId);
      const deals = dealsOf.get(vendorId) ?? [];
      const cents = deals.reduce((sum, deal) => sum + (amounts.get(deal.applicationId) ?? 0), 0);
      figures.set(vendorId, {
        applications: created.get(vendorId) ?? 0,
        approved: decided?.among ?? 0,
        decided: decided?.counted ?? 0,
        approvalRate: decided && decided.counted > 0 ? decided.among / decided.counted : null,
        fundedAmount: cents / 100,
        funded: deals.length,
      });
    }
    return figures;
  };
}
export type DealerFiguresOf = ReturnType<typeof createDealerFigures>;
