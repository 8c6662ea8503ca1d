// Which screen a status leads to: after submit (spec §4 'After submit') and when a result screen is opened by
// id (spec §4 'Opening a result screen by id'), with ARCHITECTURE §9's polling figures.
import { normalizeStatus, type Status, statusClass } from '@vp/domain';
import { paths } from '../../app/paths.ts';

/** ARCHITECTURE §9: poll every 2 s, give up after 2 minutes and go to PendingApproval. */
export const STATUS_POLL_INTERVAL_MS = 2_000;
export const STATUS_POLL_TIMEOUT_MS = 2 * 60_000;

export type ResultScreen =
  | 'Approved'
  | 'NotApproved'
  | 'CreditBureauNotFound'
  | 'PendingApproval'
  | 'SecondLookWaiting'
  | 'SecondLookApproved'
  | 'SecondLookDeclined';
export type StatusTarget = ResultScreen | 'ApplicationStep1' | 'Dashboard';

/** Where each status leads when its application is opened by id; a status with no screen of its own goes home. */
const BY_STATUS: Record<Status, StatusTarget> = {
  Incomplete: 'ApplicationStep1',
  // Still with the bureau: WaitingSubmission gave up after 2 minutes and sent the user to PendingApproval,
  // which must not bounce them to the dashboard (docs/decisions/011-decision-screens.md).
  SubmittedToCredit: 'PendingApproval',
  Pending: 'PendingApproval',
  Approved: 'Approved',
  'Approved for Lesser Amount': 'Approved',
  'Not Approved': 'NotApproved',
  Declined: 'NotApproved',
  'Bureau Not Found': 'CreditBureauNotFound',
  'Waiting for Signature': 'Dashboard',
  'Signatures Received': 'Dashboard',
  'Documents Submitted': 'Dashboard',
  'Missing Documents': 'Dashboard',
  Booked: 'Dashboard',
  // With the second-look partner (the spec's Kamsel): sent, or received and being decided; then its answer.
  SubmittedToKamsel: 'SecondLookWaiting',
  KamselPending: 'SecondLookWaiting',
  KamselApproved: 'SecondLookApproved',
  KamselDeclined: 'SecondLookDeclined',
  Cancelled: 'Dashboard',
  Deleted: 'Dashboard',
};

/** After submit: the result screen a polled status redirects to, or null to keep waiting (no credit answer yet). */
export function screenAfterSubmit(status: string): ResultScreen | null {
  const known = normalizeStatus(status);
  if (!known || !statusClass(known).creditAnswer) return null;
  const target = BY_STATUS[known];
  return target === 'Dashboard' || target === 'ApplicationStep1' ? null : target;
}

/**
 * While the second-look partner has the application: null to keep waiting (sent, or received and deciding), else
 * where its status now belongs (the partner's answer, or any other screen should the status have moved otherwise).
 */
export function screenAfterSecondLook(status: string): StatusTarget | null {
  const known = normalizeStatus(status);
  if (!known || statusClass(known).phase === 'kamsel') return null;
  return BY_STATUS[known];
}

/** Opening a result screen by id: where the application's status says the user belongs. */
export function screenForStatus(status: string): StatusTarget {
  const known = normalizeStatus(status);
  return known ? BY_STATUS[known] : 'Dashboard';
}

export function pathOfTarget(target: StatusTarget, applicationId: string): string {
  switch (target) {
    case 'Dashboard':
      return paths.dashboard.build();
    case 'ApplicationStep1':
      return paths.applicationStep1.build({ applicationId });
    case 'Approved':
      return paths.approved.build({ applicationId });
    case 'NotApproved':
      return paths.notApproved.build({ applicationId });
    case 'CreditBureauNotFound':
      return paths.creditBureauNotFound.build({ applicationId });
    case 'PendingApproval':
      return paths.pendingApproval.build({ applicationId });
    case 'SecondLookWaiting':
      return paths.secondLookWaiting.build({ applicationId });
    case 'SecondLookApproved':
      return paths.secondLookApproved.build({ applicationId });
    case 'SecondLookDeclined':
      return paths.secondLookDeclined.build({ applicationId });
  }
}

/** Where adding a co-applicant starts: the licence scan (step 0), which Quebec vendors skip (spec §2, §4). */
export function coApplicantStartPath(applicationId: string, quebec: boolean): string {
  return quebec
    ? paths.coBorrowerStep1.build({ applicationId })
    : paths.coBorrowerStep0.build({ applicationId });
}

/** The query step 1 reads to show its 'resubmitted' alert (the wizard's RESUBMITTED_PARAM). */
export const RESUBMITTED_SEARCH = { resubmitted: 1 } as const;
