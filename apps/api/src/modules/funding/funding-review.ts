// The lender's funding review (ARCHITECTURE §6, §9): the queue of packages waiting, one package and its combined PDF,
// then Booked on a funding date never before the customer's cooling-off period ends, or Missing Documents with a
// note the dealer sees.
import type { FundingReview } from '@vp/domain';
import type { EdgeSystem } from '../../adapters/edge/edge.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError, statusLabel } from '../../lib/app-error.ts';
import { requireLenderRole } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationStatus } from '../applications/index.ts';
import type { FundingRepository } from './funding.repository.ts';
import type { FundingGather } from './funding-gather.ts';
import type { FundingQueue, FundingReads } from './funding-reads.ts';
import type { WriteFundingStatement } from './funding-statement.ts';

export function createFundingReview({
  repository,
  gather,
  packages,
  reads,
  storage,
  edge,
  status,
  clock,
  writeStatement,
}: {
  repository: FundingRepository;
  gather: FundingGather;
  packages: FundingQueue;
  reads: Pick<FundingReads, 'creditApprover' | 'fourEyes'>;
  storage: Pick<Storage, 'readStream'>;
  edge: EdgeSystem;
  status: ApplicationStatus;
  clock: () => Date;
  /** Writes what the dealer is paid when the deal is booked, in the booking's transaction (issue 35). */
  writeStatement: WriteFundingStatement;
}) {
  async function queueItem(row: Awaited<ReturnType<FundingQueue['submitted']>>[number]) {
    const g = await gather(row.application, row.pkg.billOfSaleCents);
    return {
      id: row.application.id,
      edgeId: row.application.edgeId,
      vendorName: row.vendor.name,
      firstName: row.application.firstName,
      lastName: row.application.lastName,
      province: row.application.province,
      financedAmount: g.financedCents === null ? null : g.financedCents / 100,
      dealerFeePercent: g.dealerFeePercent,
      submittedAt: row.pkg.submittedAt.toISOString(),
      earliestFundingDate: row.pkg.earliestFundingDate,
      pages: row.pkg.pages,
      checks: g.checks,
      status: row.application.status,
      creditor: row.application.creditor,
    };
  }

  /**
   * Four eyes (decision 046): whether the setting is on, and whether the caller approved the deal's credit themself
   * (an approval by the policy or the partner has no person, and blocks nobody).
   */
  async function fourEyesOf(principal: Principal, id: string) {
    const [fourEyes, approver] = await Promise.all([reads.fourEyes(), reads.creditApprover(id)]);
    return { fourEyes, youApprovedCredit: approver === principal.userId };
  }

  return {
    /** The lender's second queue: packages waiting for review. */
    async queue(principal: Principal) {
      requireLenderRole(principal, 'funder');
      return { results: await Promise.all((await packages.submitted()).map(queueItem)) };
    },

    async item(principal: Principal, id: string) {
      requireLenderRole(principal, 'funder');
      const [row] = await packages.submitted(id);
      if (!row) throw new AppError('errors:api.applicationNotFound', 404);
      return { Item: await queueItem(row), ...(await fourEyesOf(principal, id)) };
    },

    /** The combined PDF, streamed to the lender's browser. */
    async packagePdf(principal: Principal, id: string) {
      requireLenderRole(principal, 'funder');
      const pkg = await repository.latestPackage(id);
      if (!pkg) throw new AppError('errors:api.applicationNotFound', 404);
      return storage.readStream(pkg.storageKey);
    },

    async review(principal: Principal, id: string, review: FundingReview, ip?: string) {
      requireLenderRole(principal, 'funder');
      const [row] = await packages.submitted(id);
      if (!row) {
        // A package the lender already decided is said so; an application with none is one it does not see.
        const decided = await packages.reviewedStatus(id);
        if (decided)
          throw new AppError('errors:api.packageAlreadyReviewed', 409, { status: statusLabel(decided) });
        throw new AppError('errors:api.applicationNotFound', 404);
      }
      if (review.decision === 'fund') {
        const four = await fourEyesOf(principal, id);
        if (four.fourEyes && four.youApprovedCredit) throw new AppError('lender:api.fourEyes', 403);
      }
      const reviewedAt = clock();
      return status.transaction(async (tx) => {
        if (review.decision === 'fund') {
          if (review.fundingDate < row.pkg.earliestFundingDate)
            throw new AppError('errors:api.coolingOffNotEnded', 409, { date: row.pkg.earliestFundingDate });
          await repository.review(
            row.pkg.id,
            { outcome: 'funded', fundingDate: review.fundingDate, reviewedBy: principal.userId, reviewedAt },
            tx,
          );
          await edge.book(
            {
              edgeId: row.application.edgeId ?? row.application.id.slice(0, 8),
              applicationId: id,
              amountCents: row.pkg.billOfSaleCents,
              fundingDate: review.fundingDate,
            },
            tx,
          );
        } else {
          await repository.review(
            row.pkg.id,
            {
              outcome: 'missingDocuments',
              reviewNote: review.note,
              reviewedBy: principal.userId,
              reviewedAt,
            },
            tx,
          );
        }
        // The status writer's guard re-reads the funding date written above: 'book' refuses one in the cooling-off.
        const moved = await status.transition(
          {
            applicationId: id,
            vendorId: null,
            event: review.decision === 'fund' ? 'book' : 'requestDocuments',
            performer: { actor: 'underwriter', isExternalVendor: false },
            audit: {
              type: `funding.${review.decision}`,
              userId: principal.userId,
              ip,
              detail:
                review.decision === 'fund' ? { fundingDate: review.fundingDate } : { note: review.note },
            },
          },
          tx,
        );
        if (review.decision === 'fund')
          await writeStatement(tx, {
            application: row.application,
            fundingDate: review.fundingDate,
            bookedBy: principal.userId,
            bookedAt: reviewedAt,
          });
        return { status: moved.status };
      });
    },
  };
}
