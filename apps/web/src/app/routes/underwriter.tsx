// The lender's underwriting queue and one application's decision (ARCHITECTURE §6), for underwriters only.

import { FundingQueue } from '../../features/underwriter/components/funding-queue.tsx';
import { FundingReview } from '../../features/underwriter/components/funding-review.tsx';
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

export function UnderwriterFunding() {
  return (
    <UnderwriterOnly>
      <FundingQueue />
    </UnderwriterOnly>
  );
}

export function UnderwriterFundingItem() {
  return (
    <UnderwriterOnly>
      <FundingReview />
    </UnderwriterOnly>
  );
}
