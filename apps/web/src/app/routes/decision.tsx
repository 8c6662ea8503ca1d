// The credit decision (spec §2): the submitting page and the four result screens; they share one chunk.
export { Approved } from '../../features/decision/components/approved.tsx';
export { CreditBureauNotFound } from '../../features/decision/components/credit-bureau-not-found.tsx';
export { NotApproved } from '../../features/decision/components/not-approved.tsx';
export { PendingApproval } from '../../features/decision/components/pending-approval.tsx';
export { WaitingSubmission } from '../../features/decision/components/waiting-submission.tsx';
