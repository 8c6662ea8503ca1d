// Dashboard (spec §2).
import { Dashboard } from '../../features/dashboard/components/dashboard.tsx';

export function Component() {
  return <Dashboard />;
}
