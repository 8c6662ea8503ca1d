// The lender's underwriter: reads the Pending queue across vendors and approves (with an amount) or declines.
import { classOf } from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import { requireUnderwriter } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationStatus } from '../applications/index.ts';
import type { UnderwriterRepository } from './underwriter.repository.ts';

type Row = NonNullable<Awaited<ReturnType<UnderwriterRepository['findForLender']>>>;

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

type Decision = Row['decisions'][number];

function toDecisionRecord(decision: Decision) {
  return {
    outcome: decision.outcome,
    decider: decision.decider,
    score: decision.score,
    reasons: decision.reasons,
    debtRatio: decision.debtRatio === null ? null : Number(decision.debtRatio),
    decidedAt: decision.decidedAt.toISOString(),
    bureau: decision.bureauResult,
  };
}

function toQueueItem({ application: a, vendor, decisions }: Row) {
  const [decision, ...earlier] = decisions;
  return {
    id: a.id,
    vendorName: vendor.name,
    vendorProvince: vendor.province,
    firstName: a.firstName,
    lastName: a.lastName,
    applicationType: a.applicationType,
    amount: dollars(a.amountCents),
    hasCoApplicant: a.hasCoApplicant,
    status: a.status,
    updated: a.updated.toISOString(),
    creditor: a.creditor,
    decision: decision ? toDecisionRecord(decision) : null,
    earlierDecisions: earlier.map(toDecisionRecord),
  };
}

export function createUnderwriterService({
  repository,
  status,
}: {
  repository: UnderwriterRepository;
  status: ApplicationStatus;
}) {
  return {
    async queue(principal: Principal) {
      requireUnderwriter(principal);
      return { results: (await repository.findPending()).map(toQueueItem) };
    },

    async get(principal: Principal, id: string) {
      requireUnderwriter(principal);
      const row = await repository.findForLender(id);
      if (!row) throw new AppError('errors:api.applicationNotFound', 404);
      return { Item: toQueueItem(row) };
    },

    async decide(
      principal: Principal,
      id: string,
      input: { decision: 'approve' | 'decline'; amountCents?: number | undefined; note: string },
      ip?: string,
    ) {
      requireUnderwriter(principal);
      const row = await repository.findForLender(id);
      if (!row) throw new AppError('errors:api.applicationNotFound', 404);
      if (classOf(row.application.status)?.review !== 'credit')
        throw new AppError('errors:api.eventNotAllowed', 409);
      const requested = row.application.amountCents ?? 0;
      const amount = input.decision === 'approve' ? (input.amountCents ?? requested) : null;
      if (amount !== null && (amount <= 0 || amount > requested))
        throw new AppError('errors:api.underwriterAmount', 400);
      const outcome = input.decision === 'approve' ? 'Approved' : 'Declined';
      const rental = row.application.applicationType === 'Rental';
      // The decision record, the status and the audit event: one transaction, through the one status writer.
      const app = await status.transaction(async (tx) => {
        await repository.insertDecision(
          {
            applicationId: id,
            outcome,
            amountRequested: requested,
            amountCents: amount,
            userId: principal.userId,
            note: input.note,
          },
          tx,
        );
        return status.transition(
          {
            applicationId: id,
            vendorId: null,
            event: input.decision,
            performer: { actor: 'underwriter', isExternalVendor: false },
            values: {
              amountApprovedCents: rental ? null : amount,
              rentalAmountCents: rental ? amount : null,
              ...(outcome === 'Approved' ? { edgeId: repository.nextEdgeId() } : {}),
            },
            audit: {
              type: `underwriter.${input.decision}`,
              userId: principal.userId,
              ip,
              detail: { amountCents: amount, note: input.note },
            },
          },
          tx,
        );
      });
      return {
        status: app.status,
        amountApproved: dollars(app.amountApprovedCents),
        rentalAmount: dollars(app.rentalAmountCents),
      };
    },
  };
}
export type UnderwriterService = ReturnType<typeof createUnderwriterService>;
