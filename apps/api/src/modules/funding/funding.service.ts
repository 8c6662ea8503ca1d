// Combine and submit (spec §4, §5; send-to-edge) and the lender's funding review (ARCHITECTURE §6, §9), composed from
// their seams: what the checks read (funding-gather.ts), the package combined (funding-package.ts) and submitted
// (funding-submit.ts), and the lender's review (funding-review.ts).
import type { EdgeSystem } from '../../adapters/edge/edge.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { ApplicationStatus, ApplicationsRepository } from '../applications/index.ts';
import type { FundingRepository } from './funding.repository.ts';
import { createFundingGather, type FundingGatherOptions } from './funding-gather.ts';
import { createFundingQueue } from './funding-reads.ts';
import { createFundingReview } from './funding-review.ts';
import { createStatementWriter } from './funding-statement.ts';
import { createFundingSubmit } from './funding-submit.ts';

export function createFundingService(
  options: FundingGatherOptions & {
    repository: FundingRepository;
    applications: ApplicationsRepository;
    storage: Storage;
    edge: EdgeSystem;
    status: ApplicationStatus;
    clock: () => Date;
  },
) {
  const gather = createFundingGather(options);
  return {
    ...createFundingSubmit({ ...options, gather }),
    ...createFundingReview({
      ...options,
      gather,
      packages: createFundingQueue(options.repository, options.reads),
      writeStatement: createStatementWriter(options.reads),
    }),
  };
}
export type FundingService = ReturnType<typeof createFundingService>;
