// Reports (issue 37): a vendor admin's, a salesperson's own or the lender's staff's figures for a date range.
import { ReportsPage } from '../../features/reports/index.ts';

export function Component() {
  return <ReportsPage />;
}
