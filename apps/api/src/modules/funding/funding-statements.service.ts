// What the dealer is paid (issue 35): one booked deal's funding statement, for the deal's vendor's users and the
// lender's funders and lender admins; a period's statements with their totals and as CSV, for a vendor admin (their
// dealership's only) and for those of the lender (every dealer's, or one's). Another vendor's deal answers as a
// missing statement.
import {
  type FundingStatement,
  type FundingStatements,
  type FundingStatementsQuery,
  hasLenderRole,
  isLocale,
  type Locale,
} from '@vp/domain';
import type { Translate } from '@vp/i18n';
import { AppError } from '../../lib/app-error.ts';
import { isApplicationId } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { FundingStatementRow, FundingStatementsRepository } from './funding-statements.repository.ts';
import { statementsCsv } from './funding-statements-csv.ts';

const dollars = (cents: number) => cents / 100;
const noStatement = () => new AppError('statements:api.noStatement', 404);

/** Whether the lender's user may read statements: a funder or a lender admin. */
const lenderReader = (principal: Principal) =>
  hasLenderRole(principal.user, 'funder') || hasLenderRole(principal.user, 'lenderAdmin');

export function createFundingStatements({
  repository,
  vendors,
  translate,
}: {
  repository: FundingStatementsRepository;
  /** The users module: the vendors' names. */
  vendors: (ids: readonly number[]) => Promise<readonly { id: number; name: string }[]>;
  translate: Translate;
}) {
  async function answers(rows: readonly FundingStatementRow[]): Promise<FundingStatement[]> {
    const names = new Map((await vendors(rows.map((r) => r.vendorId))).map((v) => [v.id, v.name] as const));
    return rows.map((r) => ({
      applicationId: r.applicationId,
      reference: r.reference,
      vendorId: r.vendorId,
      vendorName: names.get(r.vendorId) ?? '',
      program: { en: r.programEn, fr: r.programFr },
      financedAmount: dollars(r.financedCents),
      dealerFeePercent: r.dealerFeePercent,
      dealerFee: dollars(r.dealerFeeCents),
      paidToDealer: dollars(r.paidCents),
      bookedOn: r.bookedOn,
      fundingDate: r.fundingDate,
      bookedAt: r.bookedAt.toISOString(),
    }));
  }

  /**
   * Whose statements the caller may list: the lender's reader any vendor's (or the one named), a vendor admin their
   * own vendor's only (naming another is refused); anyone else is refused.
   */
  function periodScope(principal: Principal, vendorId: number | undefined): number | undefined {
    if (principal.user.role === 'underwriter') {
      if (!lenderReader(principal)) throw new AppError('statements:api.lenderRolesOnly', 403);
      return vendorId;
    }
    const own = principal.vendor?.id;
    if (own === undefined || principal.user.vendorAdmin !== true)
      throw new AppError('statements:api.adminOnly', 403);
    if (vendorId !== undefined && vendorId !== own) throw new AppError('statements:api.ownDealership', 403);
    return own;
  }

  async function inPeriod(principal: Principal, query: FundingStatementsQuery) {
    const vendorId = periodScope(principal, query.vendorId);
    return repository.inPeriod({ from: query.from, to: query.to, vendorId });
  }

  return {
    /** One deal's statement: its vendor's users, the lender's funders and lender admins. */
    async statement(principal: Principal, applicationId: string): Promise<FundingStatement> {
      const lender = principal.user.role === 'underwriter';
      if (lender && !lenderReader(principal)) throw new AppError('statements:api.lenderRolesOnly', 403);
      if (!isApplicationId(applicationId)) throw noStatement();
      const row = await repository.find(applicationId);
      if (!row || (!lender && row.vendorId !== principal.vendor?.id)) throw noStatement();
      const [answer] = await answers([row]);
      if (!answer) throw noStatement();
      return answer;
    },

    /** A period's statements with their totals; for the lender, the dealers that have statements (its filter). */
    async period(principal: Principal, query: FundingStatementsQuery): Promise<FundingStatements> {
      const rows = await inPeriod(principal, query);
      const statements = await answers(rows);
      const cents = (pick: (r: FundingStatementRow) => number) => rows.reduce((sum, r) => sum + pick(r), 0);
      return {
        from: query.from,
        to: query.to,
        statements,
        totals: {
          count: rows.length,
          financedAmount: dollars(cents((r) => r.financedCents)),
          dealerFee: dollars(cents((r) => r.dealerFeeCents)),
          paidToDealer: dollars(cents((r) => r.paidCents)),
        },
      };
    },

    /** The dealers the lender can filter by: those with a statement, by name. */
    async dealers(principal: Principal) {
      periodScope(principal, undefined);
      if (principal.user.role !== 'underwriter') return { dealers: [] };
      const found = await vendors(await repository.vendorIds());
      return {
        dealers: [...found]
          .map((v) => ({ id: v.id, name: v.name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    /** The period's statements as CSV in the caller's language, with the file's name. */
    async csv(principal: Principal, query: FundingStatementsQuery, language: string) {
      const locale: Locale = isLocale(language) ? language : 'en';
      const statements = await answers(await inPeriod(principal, query));
      const withDealer = principal.user.role === 'underwriter';
      return {
        fileName: `funding-statements_${query.from}_${query.to}.csv`,
        body: statementsCsv(statements, { locale, withDealer, translate }),
      };
    },
  };
}
export type FundingStatementsService = ReturnType<typeof createFundingStatements>;
