// Events that act on an application: who may run them, from which statuses, and what they lead to.

import { PARTNER_CONSENT_NEEDED_CODE } from './answers/error-codes.ts';
import { STATUS_TABLE, type Status, statusesWhere } from './statuses.ts';

export type Actor = 'vendor' | 'underwriter' | 'system';

export interface EventRule {
  /** Statuses the event may start from. */
  from: readonly Status[];
  /**
   * Status after the event, or the statuses it may lead to when the outcome is decided as it runs (the credit
   * decision's); `null` for an action that only navigates (edit, generate contract...).
   */
  to: Status | readonly Status[] | null;
  actor: Actor;
  /** Only users of an 'External Vendor' may run it (spec §6). */
  externalOnly?: boolean;
  /** Shown as a list row action (the others are run by their own screens or by the system). */
  rowAction?: boolean;
  /** Conditions the application must meet besides its status, checked by the server's one status writer. */
  guards?: readonly GuardName[];
}

/** Upload types without which a package cannot be submitted for funding (spec §4, §5). */
export const REQUIRED_UPLOADS = ['billOfSale', 'voidCheque', 'warrantyInfo'] as const;

/**
 * What the guards read about an application, gathered by the server in the transition's transaction. A fact the
 * server did not gather reads as unmet: a guard never passes by omission.
 */
export interface GuardFacts {
  /** A financing selection with a term is saved (spec §4: 'Please select a program first.'). */
  programSaved?: boolean;
  /** Upload types stored for the application. */
  uploads?: readonly string[];
  /** The latest funding package's earliest funding date and the funding date the lender chose (ISO dates). */
  earliestFundingDate?: string | null;
  fundingDate?: string | null;
  /** The customer's credit consent (and the co-applicant's) covers the second-look partner (CREDIT_CONSENT_VERSION). */
  partnerConsent?: boolean;
}

/** Each guard: its check and the i18n key of the message a refusal answers. */
export const GUARDS = {
  programSaved: {
    check: (facts: GuardFacts) => facts.programSaved === true,
    message: 'errors:api.selectProgramFirst',
  },
  requiredUploads: {
    check: (facts: GuardFacts) => REQUIRED_UPLOADS.every((type) => facts.uploads?.includes(type)),
    message: 'errors:api.requiredUploads',
  },
  /** The lender funds only once the customer's cooling-off period has ended (ARCHITECTURE §9). */
  coolingOffEnded: {
    check: (facts: GuardFacts) =>
      typeof facts.fundingDate === 'string' &&
      typeof facts.earliestFundingDate === 'string' &&
      facts.fundingDate >= facts.earliestFundingDate,
    message: 'errors:api.coolingOffNotEnded',
  },
  /** The partner sees the customer's file only with a consent that names it (decision 039). */
  partnerConsent: {
    check: (facts: GuardFacts) => facts.partnerConsent === true,
    message: 'errors:api.partnerConsentNeeded',
    /** The screens offer the consent step on this refusal. */
    code: PARTNER_CONSENT_NEEDED_CODE,
  },
} as const satisfies Record<
  string,
  { check: (facts: GuardFacts) => boolean; message: string; code?: string }
>;
export type GuardName = keyof typeof GUARDS;

// The statuses an event starts from, read from the status table (statuses.ts).
const DRAFT = statusesWhere((c) => c.edit);
const APPROVED = statusesWhere((c) => c.phase === 'approved');
/** The credit answers of one creditor, the approvals first. */
const answersOf = (creditor: 'lender' | 'partner'): readonly Status[] => [
  ...APPROVED.filter((s) => STATUS_TABLE[s].creditor === creditor),
  ...statusesWhere((c) => c.creditAnswer && c.phase !== 'approved' && c.creditor === creditor),
];
/** What the credit decision job may conclude (ARCHITECTURE §6). */
const LENDER_DECIDED = answersOf('lender');
/** What the second-look partner may answer (ARCHITECTURE §10). */
const PARTNER_DECIDED = answersOf('partner');
/** Every credit answer, the lender's and the partner's: the dealer re-submits or cancels from any. */
const DECIDED: readonly Status[] = [...LENDER_DECIDED, ...PARTNER_DECIDED];
const SECOND_LOOK_OFFERED = statusesWhere((c) => c.secondLook);
const WITH_PARTNER = statusesWhere((c) => c.phase === 'kamsel');
const SIGNATURE_REQUESTABLE = statusesWhere((c) => c.signing === 'request');
const SIGNATURE_WAITING = statusesWhere((c) => c.signing === 'void');
const DOCUMENTS_OPEN = statusesWhere((c) => c.uploads === 'open');
const CREDIT_REVIEW = statusesWhere((c) => c.review === 'credit');
const FUNDING_REVIEW = statusesWhere((c) => c.review === 'funding');

export const EVENTS = {
  edit: { from: DRAFT, to: null, actor: 'vendor', rowAction: true },
  coborrower: { from: DRAFT, to: null, actor: 'vendor', rowAction: true },
  // The customer gives their consent and their own details on their device: step 1's send form (issue 26).
  sendToCustomer: { from: DRAFT, to: null, actor: 'vendor', rowAction: true },
  delete: { from: DRAFT, to: 'Deleted', actor: 'vendor', rowAction: true },
  submit: { from: DRAFT, to: 'SubmittedToCredit', actor: 'vendor' },
  decide: { from: ['SubmittedToCredit'], to: LENDER_DECIDED, actor: 'system' },
  resubmit: { from: DECIDED, to: 'Incomplete', actor: 'vendor', rowAction: true },
  resubmitWithCoApplicant: { from: DECIDED, to: 'Incomplete', actor: 'vendor', rowAction: true },
  // The second look (the spec's Kamsel): a decline by the lender's policy goes, with the customer's consent, to the
  // partner; the queued job sends it, the partner acknowledges, then answers (decision 039).
  submitToKamsel: {
    from: SECOND_LOOK_OFFERED,
    to: 'SubmittedToKamsel',
    actor: 'vendor',
    rowAction: true,
    guards: ['partnerConsent'],
  },
  partnerAcknowledged: { from: ['SubmittedToKamsel'], to: 'KamselPending', actor: 'system' },
  partnerDecide: { from: WITH_PARTNER, to: PARTNER_DECIDED, actor: 'system' },
  generateContract: {
    from: SIGNATURE_REQUESTABLE,
    to: null,
    actor: 'vendor',
    externalOnly: true,
    rowAction: true,
  },
  requestSignature: {
    from: SIGNATURE_REQUESTABLE,
    to: 'Waiting for Signature',
    actor: 'vendor',
    externalOnly: true,
    guards: ['programSaved'],
  },
  verifySignature: {
    from: SIGNATURE_WAITING,
    to: null,
    actor: 'vendor',
    externalOnly: true,
    rowAction: true,
  },
  signaturesReceived: { from: SIGNATURE_WAITING, to: 'Signatures Received', actor: 'system' },
  // The dealer voids a request no one has finished signing (to change a sign method, or a signer): the application
  // returns to the approval it had, and a new request may follow. Nothing signed is ever voided.
  voidSignature: { from: SIGNATURE_WAITING, to: APPROVED, actor: 'vendor', externalOnly: true },
  // A signer declines: the envelope ends and the application returns to the approval it had, as after a void.
  signatureDeclined: { from: SIGNATURE_WAITING, to: APPROVED, actor: 'system' },
  addDocuments: {
    from: DOCUMENTS_OPEN,
    to: null,
    actor: 'vendor',
    externalOnly: true,
    rowAction: true,
  },
  submitDocuments: {
    from: DOCUMENTS_OPEN,
    to: 'Documents Submitted',
    actor: 'vendor',
    externalOnly: true,
    guards: ['requiredUploads'],
  },
  cancel: {
    from: [...DRAFT, ...DECIDED, ...SIGNATURE_WAITING, ...DOCUMENTS_OPEN],
    to: 'Cancelled',
    actor: 'vendor',
    rowAction: true,
  },
  approve: { from: CREDIT_REVIEW, to: 'Approved', actor: 'underwriter' },
  decline: { from: CREDIT_REVIEW, to: 'Declined', actor: 'underwriter' },
  requestDocuments: { from: FUNDING_REVIEW, to: 'Missing Documents', actor: 'underwriter' },
  book: { from: FUNDING_REVIEW, to: 'Booked', actor: 'underwriter', guards: ['coolingOffEnded'] },
} as const satisfies Record<string, EventRule>;

export type EventName = keyof typeof EVENTS;

export interface Performer {
  actor: Actor;
  /** The vendor's vendorInternalOrExternal is 'External Vendor'. */
  isExternalVendor: boolean;
}

export function canApply(event: EventName, status: Status, performer: Performer): boolean {
  const rule: EventRule = EVENTS[event];
  if (rule.actor !== performer.actor) return false;
  if (rule.externalOnly && !performer.isExternalVendor) return false;
  return rule.from.includes(status);
}

/** The statuses an event may lead to; empty for an action that only navigates. */
export function outcomesOf(event: EventName): readonly Status[] {
  const to: EventRule['to'] = EVENTS[event].to;
  if (to === null) return [];
  return typeof to === 'string' ? [to] : to;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The statuses the lender reviews: those an underwriter's event starts from (Pending, Documents Submitted). */
export const LENDER_REVIEW_STATUSES: readonly Status[] = unique(
  Object.values(EVENTS as Record<string, EventRule>)
    .filter((rule) => rule.actor === 'underwriter')
    .flatMap((rule) => rule.from),
);

/**
 * The statuses every way into passes through a review status (Missing Documents, Booked): what the lender decided,
 * its own by the status alone. A status also reached without the lender (Approved, Declined, Cancelled) is the
 * lender's only when the application's history shows a review status (ARCHITECTURE §10: it sees what it reviews).
 */
export const AFTER_LENDER_REVIEW: readonly Status[] = (() => {
  const rules = Object.keys(EVENTS) as EventName[];
  const reached = new Set<Status>(LENDER_REVIEW_STATUSES);
  for (let grew = true; grew; ) {
    grew = false;
    for (const status of unique(rules.flatMap(outcomesOf))) {
      if (reached.has(status)) continue;
      const into = rules.filter((event) => outcomesOf(event).includes(status));
      if (into.every((event) => (EVENTS[event] as EventRule).from.every((from) => reached.has(from)))) {
        reached.add(status);
        grew = true;
      }
    }
  }
  return [...reached].filter((status) => !LENDER_REVIEW_STATUSES.includes(status));
})();

/** A dealer's draft: never submitted, sent back to the dealer by a re-submit, or deleted as one. */
export const DRAFT_STATUSES: readonly Status[] = unique([...EVENTS.submit.from, ...outcomesOf('delete')]);

/** The guards of an event that these facts do not meet, in table order. */
export function unmetGuards(event: EventName, facts: GuardFacts): GuardName[] {
  const rule: EventRule = EVENTS[event];
  return (rule.guards ?? []).filter((guard) => !GUARDS[guard].check(facts));
}

/** Row actions a performer may run on an application in this status, in table order. */
export function rowActionsFor(status: Status, performer: Performer): EventName[] {
  return (Object.keys(EVENTS) as EventName[]).filter(
    (e) => (EVENTS[e] as EventRule).rowAction && canApply(e, status, performer),
  );
}
