// The funding statement written when the lender books a deal (issue 35): what the dealer is paid, from the selection
// saved (its financed amount and dealer fee), in the booking's transaction, so the status and the statement commit
// or roll back together. The figures are the domain's (statementAmounts: the fee rounded half up to the cent).
import { applicationNumberOf, formatApplicationReference, lenderDay, statementAmounts } from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Executor } from '../applications/index.ts';
import type { FundingReads } from './funding-reads.ts';
import { insertFundingStatement } from './funding-statements.repository.ts';

export interface BookedDeal {
  application: { id: string; vendorId: number; edgeId: string | null; reference: number };
  fundingDate: string;
  bookedBy: number;
  bookedAt: Date;
}

export function createStatementWriter(reads: Pick<FundingReads, 'selection'>) {
  /** Writes the booked deal's statement in `tx`; a deal without a financed amount cannot be booked. */
  return async function writeFundingStatement(tx: Executor, deal: BookedDeal) {
    const { application } = deal;
    const selection = await reads.selection(application.id, tx);
    if (selection?.financedCents === null || selection?.financedCents === undefined)
      throw new AppError('statements:api.noFinancedAmount', 409);
    const amounts = statementAmounts(selection.financedCents, selection.dealerFeePercent);
    return insertFundingStatement(tx, {
      applicationId: application.id,
      vendorId: application.vendorId,
      reference: applicationNumberOf({
        edgeId: application.edgeId,
        reference: formatApplicationReference(application.reference),
      }),
      programId: selection.program.programId,
      programEn: selection.program.description.en,
      programFr: selection.program.description.fr,
      financedCents: amounts.financedCents,
      dealerFeePercent: selection.dealerFeePercent,
      dealerFeeCents: amounts.feeCents,
      paidCents: amounts.paidCents,
      bookedOn: lenderDay(deal.bookedAt),
      fundingDate: deal.fundingDate,
      bookedBy: deal.bookedBy,
      bookedAt: deal.bookedAt,
    });
  };
}
export type WriteFundingStatement = ReturnType<typeof createStatementWriter>;
