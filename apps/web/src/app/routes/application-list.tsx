// ApplicationList (spec §2).
import { ApplicationList } from '../../features/applications/components/application-list.tsx';

export function Component() {
  return <ApplicationList />;
}
