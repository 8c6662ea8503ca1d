// The lender's underwriting queue and one application's decision (ARCHITECTURE §6), for its underwriters, and the
// funding queue and review, for its funders (decision 046).

import { FundingQueue } from '../../features/underwriter/components/funding-queue.tsx';
import { FundingReview } from '../../features/underwriter/components/funding-review.tsx';
import { UnderwriterApplication as Application } from '../../features/underwriter/components/underwriter-application.tsx';
import { LenderOnly } from '../../features/underwriter/components/underwriter-only.tsx';
import { UnderwriterQueue as Queue } from '../../features/underwriter/components/underwriter-queue.tsx';

export function UnderwriterQueue() {
  return (
    <LenderOnly lenderRole="underwriter">
      <Queue />
    </LenderOnly>
  );
}

export function UnderwriterApplication() {
  return (
    <LenderOnly lenderRole="underwriter">
      <Application />
    </LenderOnly>
  );
}

export function UnderwriterFunding() {
  return (
    <LenderOnly lenderRole="funder">
      <FundingQueue />
    </LenderOnly>
  );
}

export function UnderwriterFundingItem() {
  return (
    <LenderOnly lenderRole="funder">
      <FundingReview />
    </LenderOnly>
  );
}
