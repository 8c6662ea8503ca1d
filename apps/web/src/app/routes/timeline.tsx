// The application's timeline (issue 27).
import { ApplicationTimeline } from '../../features/timeline/components/application-timeline.tsx';

export function Component() {
  return <ApplicationTimeline />;
}
