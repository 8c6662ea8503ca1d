// What the dealer is paid (issue 35): one deal's funding statement, a period's statements with their totals, the
// dealers the lender can filter them by, and the period's CSV file, through the one API client.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type FundingStatement,
  type FundingStatements,
  fundingStatementAnswer,
  fundingStatementDealersAnswer,
  fundingStatementsAnswer,
} from '@vp/domain';
import { withSearch } from '../../../app/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface StatementPeriod {
  from: string;
  to: string;
  vendorId?: number | undefined;
}

const periodSearch = (period: StatementPeriod) => ({
  from: period.from,
  to: period.to,
  vendorId: period.vendorId,
});

export function statementQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.statements.one(applicationId),
    queryFn: ({ signal }): Promise<FundingStatement> =>
      api.get(`/funding/statements/${encodeURIComponent(applicationId)}`, {
        signal,
        schema: fundingStatementAnswer,
      }),
  });
}

/** The deal's stored statement, asked only once the deal is booked. */
export const useFundingStatement = (applicationId: string, enabled: boolean) =>
  useQuery({ ...statementQueryOptions(applicationId), enabled });

export function statementsQueryOptions(period: StatementPeriod) {
  return queryOptions({
    queryKey: queryKeys.statements.period(period),
    queryFn: ({ signal }): Promise<FundingStatements> =>
      api.get(withSearch('/funding/statements', periodSearch(period)), {
        signal,
        schema: fundingStatementsAnswer,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useFundingStatements = (period: StatementPeriod) => useQuery(statementsQueryOptions(period));

/** The dealers with a statement, for the lender's filter (a vendor admin's page does not ask). */
export const useStatementDealers = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.statements.dealers(),
    queryFn: async ({ signal }) =>
      (await api.get('/funding/statement-dealers', { signal, schema: fundingStatementDealersAnswer }))
        .dealers,
    enabled,
  });

/** The period's CSV file as the server wrote it (headers in the reader's language), with its name. */
export async function fetchStatementsCsv(period: StatementPeriod) {
  const text = await api.get<string>(withSearch('/funding/statements.csv', periodSearch(period)), {
    text: { accept: 'text/csv' },
  });
  return { text, fileName: `funding-statements_${period.from}_${period.to}.csv` };
}
