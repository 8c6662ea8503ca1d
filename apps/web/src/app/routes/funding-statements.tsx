// What the dealer is paid (issue 35): a period's funding statements, for a vendor admin and the lender.
import { FundingStatementsPage } from '../../features/funding-statements/index.ts';

export function Component() {
  return <FundingStatementsPage />;
}
