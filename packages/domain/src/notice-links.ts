// Issue 27's notices (decision 042): which status change makes which notice, and the screen that acts on each. The API
// writes the notices and the e-mails' links from these; the Notifications page links through the same paths (its test
// checks them against the web's routes and decision routing).
import type { NoticeKind } from './notices.ts';
import { listSlugOf, normalizeStatus } from './statuses.ts';

/** The notice a status-table event makes, or null: the dealer is told of the lender's and the customer's moves only. */
export function noticeKindOf(event: string): NoticeKind | null {
  switch (event) {
    case 'decide':
    case 'approve':
    case 'decline':
      return 'decision';
    case 'partnerDecide':
      return 'secondLook';
    case 'signaturesReceived':
      return 'signed';
    case 'signatureDeclined':
      return 'signatureDeclined';
    case 'requestDocuments':
      return 'documentsRequested';
    case 'book':
      return 'booked';
    default:
      return null;
  }
}

/** The credit decision's result screen of a status (the web's decision routing says the same). */
function resultPath(status: string, applicationId: string): string {
  const id = encodeURIComponent(applicationId);
  switch (normalizeStatus(status)) {
    case 'Approved':
    case 'Approved for Lesser Amount':
      return `/application/approved/${id}`;
    case 'Not Approved':
    case 'Declined':
      return `/application/not-approved/${id}`;
    case 'Bureau Not Found':
      return `/application/credit-bureau-not-found/${id}`;
    case 'KamselApproved':
      return `/application/second-look-approved/${id}`;
    case 'KamselDeclined':
      return `/application/second-look-declined/${id}`;
    case 'SubmittedToKamsel':
    case 'KamselPending':
      return `/application/second-look/${id}`;
    default:
      return `/application/pending/${id}`;
  }
}

/** The path of the screen that acts on a notice (inside the web app). */
export function noticePath(kind: NoticeKind, status: string, applicationId: string): string {
  const id = encodeURIComponent(applicationId);
  switch (kind) {
    case 'decision':
    case 'secondLook':
      return resultPath(status, applicationId);
    case 'signed':
      return `/certification/${id}`;
    case 'signatureDeclined':
      return `/sign/${id}`;
    case 'documentsRequested':
      return `/upload-files/${id}`;
    case 'booked': {
      const known = normalizeStatus(status);
      return `/applications/${known ? listSlugOf(known) : 'all'}`;
    }
  }
}
