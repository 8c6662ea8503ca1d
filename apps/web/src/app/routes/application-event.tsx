// ApplicationEvent (spec §2).
import { ApplicationEvent } from '../../features/applications/components/application-event.tsx';

export function Component() {
  return <ApplicationEvent />;
}
