// The lender's underwriting queue and one application's decision (ARCHITECTURE §6), for underwriters only.
import { UnderwriterApplication as Application } from '../../features/underwriter/components/underwriter-application.tsx';
import { UnderwriterOnly } from '../../features/underwriter/components/underwriter-only.tsx';
import { UnderwriterQueue as Queue } from '../../features/underwriter/components/underwriter-queue.tsx';

export function UnderwriterQueue() {
  return (
    <UnderwriterOnly>
      <Queue />
    </UnderwriterOnly>
  );
}

export function UnderwriterApplication() {
  return (
    <UnderwriterOnly>
      <Application />
    </UnderwriterOnly>
  );
}
