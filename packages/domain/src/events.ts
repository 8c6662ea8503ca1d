// Events that act on an application: who may run them, from which statuses, and what they lead to.

import type { Status } from './statuses.ts';

export type Actor = 'vendor' | 'underwriter' | 'system';

export interface EventRule {
  /** Statuses the event may start from. */
  from: readonly Status[];
  /** Status after the event; `null` for an action that only navigates (edit, generate contract...). */
  to: Status | null;
  actor: Actor;
  /** Only users of an 'External Vendor' may run it (spec §6). */
  externalOnly?: boolean;
  /** Shown as a list row action (the others are run by their own screens or by the system). */
  rowAction?: boolean;
}

const DECIDED: readonly Status[] = [
  'Approved',
  'Approved for Lesser Amount',
  'Pending',
  'Not Approved',
  'Declined',
  'Bureau Not Found',
];
const APPROVED: readonly Status[] = ['Approved', 'Approved for Lesser Amount'];

export const EVENTS = {
  edit: { from: ['Incomplete'], to: null, actor: 'vendor', rowAction: true },
  coborrower: { from: ['Incomplete'], to: null, actor: 'vendor', rowAction: true },
  delete: { from: ['Incomplete'], to: 'Deleted', actor: 'vendor', rowAction: true },
  submit: { from: ['Incomplete'], to: 'SubmittedToCredit', actor: 'vendor' },
  resubmit: { from: DECIDED, to: 'Incomplete', actor: 'vendor', rowAction: true },
  resubmitWithCoApplicant: { from: DECIDED, to: 'Incomplete', actor: 'vendor', rowAction: true },
  generateContract: { from: APPROVED, to: null, actor: 'vendor', externalOnly: true, rowAction: true },
  requestSignature: { from: APPROVED, to: 'Waiting for Signature', actor: 'vendor', externalOnly: true },
  verifySignature: {
    from: ['Waiting for Signature'],
    to: null,
    actor: 'vendor',
    externalOnly: true,
    rowAction: true,
  },
  signaturesReceived: { from: ['Waiting for Signature'], to: 'Signatures Received', actor: 'system' },
  addDocuments: {
    from: ['Signatures Received', 'Missing Documents'],
    to: null,
    actor: 'vendor',
    externalOnly: true,
    rowAction: true,
  },
  submitDocuments: {
    from: ['Signatures Received', 'Missing Documents'],
    to: 'Documents Submitted',
    actor: 'vendor',
    externalOnly: true,
  },
  cancel: {
    from: ['Incomplete', ...DECIDED, 'Waiting for Signature', 'Signatures Received', 'Missing Documents'],
    to: 'Cancelled',
    actor: 'vendor',
    rowAction: true,
  },
  approve: { from: ['Pending'], to: 'Approved', actor: 'underwriter' },
  decline: { from: ['Pending'], to: 'Declined', actor: 'underwriter' },
  requestDocuments: { from: ['Documents Submitted'], to: 'Missing Documents', actor: 'underwriter' },
  book: { from: ['Documents Submitted'], to: 'Booked', actor: 'underwriter' },
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

/** Row actions a performer may run on an application in this status, in table order. */
export function rowActionsFor(status: Status, performer: Performer): EventName[] {
  return (Object.keys(EVENTS) as EventName[]).filter(
    (e) => (EVENTS[e] as EventRule).rowAction && canApply(e, status, performer),
  );
}
