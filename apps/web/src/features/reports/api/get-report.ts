// Reports (issue 37): GET /api/reports (the answer, parsed with the contract's schema), the dealers the lender can
// filter by (the dealers console's list), and each table's CSV (GET /api/reports/export), through the one API client.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  dealersAnswer,
  type ReportAnswer,
  type ReportQuery,
  type ReportTable,
  reportAnswer,
} from '@vp/domain';
import { withSearch } from '../../../app/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { isComplete, reportApiSearch } from '../report-search.ts';

export function reportQueryOptions(query: ReportQuery) {
  return queryOptions({
    queryKey: queryKeys.reports.report(reportApiSearch(query)),
    queryFn: ({ signal }): Promise<ReportAnswer> =>
      api.get(withSearch('/reports', reportApiSearch(query)), { signal, schema: reportAnswer }),
    placeholderData: keepPreviousData,
    enabled: isComplete(query),
  });
}

export const useReport = (query: ReportQuery) => useQuery(reportQueryOptions(query));

/** The dealerships whose name holds `q` (the lender's filter); a vendor's page does not ask. */
export const useReportDealers = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.dealers.list({ q, page: 1 }),
    queryFn: ({ signal }) =>
      api.get(withSearch('/lender/dealers', { q: q || undefined }), { signal, schema: dealersAnswer }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One table's CSV as the server wrote it (headers in the reader's language), with a name for the file. */
export async function fetchReportCsv(
  query: ReportQuery,
  table: ReportTable,
  range: { from: string; to: string },
) {
  const text = await api.get<string>(withSearch('/reports/export', { ...reportApiSearch(query), table }), {
    text: { accept: 'text/csv' },
  });
  return { text, fileName: `report-${table}_${range.from}_${range.to}.csv` };
}
