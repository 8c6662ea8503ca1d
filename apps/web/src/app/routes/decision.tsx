// The credit decision (spec §2): the submitting page, the four result screens and the second look's three; one chunk.
export { Approved, SecondLookApproved } from '../../features/decision/components/approved.tsx';
export { CreditBureauNotFound } from '../../features/decision/components/credit-bureau-not-found.tsx';
export { NotApproved, SecondLookDeclined } from '../../features/decision/components/not-approved.tsx';
export { PendingApproval } from '../../features/decision/components/pending-approval.tsx';
export { SecondLookWaiting } from '../../features/decision/components/second-look-waiting.tsx';
export { WaitingSubmission } from '../../features/decision/components/waiting-submission.tsx';
