// The decisions module's public face: what other modules and the composition root may use (decision 036).

export type { DecisionJob } from './decision.job.ts';
export { decisionJob } from './decision.job.ts';
export {
  createDecisionsRepository,
  creditApproverOf,
  type DecisionRow,
  latestDecisionReasons,
} from './decisions.repository.ts';
export { createDecisionService, type DecisionService } from './decisions.service.ts';
export {
  type SecondLookJob,
  type SecondLookSweepJob,
  secondLookJob,
  secondLookSweepJob,
} from './second-look.job.ts';
export { createSecondLookService, type SecondLookService } from './second-look.service.ts';
