// The customer's own page (issue 26): opened from the link a salesperson sent, outside the vendor's session. The signed
// out frame has no query client of its own (Login needs none): this page brings the app's.
import { QueryBoundary } from '../../components/layout/query-boundary.tsx';
import { CustomerPage } from '../../features/customer/components/customer-page.tsx';

export function Component() {
  return (
    <QueryBoundary>
      <CustomerPage />
    </QueryBoundary>
  );
}
