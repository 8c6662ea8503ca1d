// The application status machine: every status, its dashboard group and list slug, its phase and what it allows
// (STATUS_TABLE). The dashboard, the list filters, the permissions endpoint, the row actions, the events and the
// server's and the screens' checks all read this table.

export const STATUSES = [
  'Incomplete',
  'SubmittedToCredit',
  'Pending',
  'Approved',
  'Approved for Lesser Amount',
  'Not Approved',
  'Declined',
  'Bureau Not Found',
  'Waiting for Signature',
  'Signatures Received',
  'Documents Submitted',
  'Missing Documents',
  'Booked',
  'SubmittedToKamsel',
  'KamselPending',
  'KamselApproved',
  'KamselDeclined',
  'Cancelled',
  'Deleted',
] as const;
export type Status = (typeof STATUSES)[number];

/** Spellings the specification also uses for the same status. */
export const STATUS_ALIASES: Readonly<Record<string, Status>> = {
  BureauNotFound: 'Bureau Not Found',
  NotApproved: 'Not Approved',
};

export function normalizeStatus(value: string): Status | undefined {
  if ((STATUSES as readonly string[]).includes(value)) return value as Status;
  return STATUS_ALIASES[value];
}

/** Dashboard and list groups with the order of spec §4. `All` is a list filter, not a status's group. */
export const GROUPS = {
  Incomplete: 1,
  All: 2,
  Pending: 3,
  Approved: 4,
  DocumentProgress: 5,
  NotApproved: 6,
  Kamsel: 7,
  MissingDocuments: 8,
  Funded: 9,
  CompleteBooking: 10,
  Cancelled: 11,
} as const;
export type Group = keyof typeof GROUPS;
export const UNKNOWN_GROUP_ORDER = 99;

/** Where a status stands in an application's life (ARCHITECTURE's status machine). */
export type Phase =
  | 'draft'
  | 'credit'
  | 'declined'
  | 'approved'
  | 'signing'
  | 'documents'
  | 'funding'
  | 'funded'
  | 'kamsel'
  | 'ended';

/**
 * What a status is and what it allows. Each rule that depends on the status reads one of these fields, never a list
 * of its own: adding a status is an edit of `STATUS_TABLE` (a missing entry does not compile) and of the events.
 */
export interface StatusClass {
  /** Its dashboard and list group; `null` for a status never listed nor counted (Deleted). */
  group: Exclude<Group, 'All'> | null;
  phase: Phase;
  /** The dealer's draft: its steps may be edited, a co-applicant added, and it may be submitted or deleted. */
  edit: boolean;
  /** The credit decision may conclude it (a lender's approve leads to one too); the dealer may re-submit from it. */
  creditAnswer: boolean;
  /** The assets and the program: changed before the contract is requested, read after, absent before approval. */
  financing: 'write' | 'read' | 'none';
  /** The contract's signature: requested from an approval, voided (or declined) while it waits. */
  signing: 'request' | 'void' | 'none';
  /** The closing documents: refused until the contract is signed ('signFirst'), stored while 'open'. */
  uploads: 'signFirst' | 'open' | 'locked';
  /** The completion certificate: as the uploads, asked for once the contract is signed. */
  certificate: 'signFirst' | 'open' | 'locked';
  /** The funding package went to the lender (Missing Documents is one sent back: open again). */
  packageSent: boolean;
  /** What the lender reviews in this status: the credit (approve, decline) or the funding package (book, ask more). */
  review: 'credit' | 'funding' | null;
  /**
   * Whose credit answer it is (or is awaited): the lender's, or its second-look partner's (the spec's Kamsel). A
   * partner's approval closes as the lender's does; the status machine's events tell the two answers apart by it.
   */
  creditor: 'lender' | 'partner';
  /** A decline the second-look partner may look at again (spec's submitToKamsel): the lender's policy, not no file. */
  secondLook: boolean;
}

const NOTHING = {
  edit: false,
  creditAnswer: false,
  financing: 'none',
  signing: 'none',
  uploads: 'locked',
  certificate: 'locked',
  packageSent: false,
  review: null,
  creditor: 'lender',
  secondLook: false,
} as const satisfies Omit<StatusClass, 'group' | 'phase'>;
const DECLINED = { ...NOTHING, group: 'NotApproved', phase: 'declined', creditAnswer: true } as const;
const APPROVAL = {
  ...NOTHING,
  group: 'Approved',
  phase: 'approved',
  creditAnswer: true,
  financing: 'write',
  signing: 'request',
  uploads: 'signFirst',
  certificate: 'signFirst',
} as const;
/** After the contract was requested (or the deal closed) the financing is read, never changed. */
const CONTRACT = { ...NOTHING, financing: 'read' } as const;
const SIGNED = { ...CONTRACT, phase: 'documents', uploads: 'open', certificate: 'open' } as const;
/** With the second-look partner: sent, then acknowledged, until it answers. */
const KAMSEL = { ...NOTHING, group: 'Kamsel', phase: 'kamsel', creditor: 'partner' } as const;

/** Every status, classified once. */
export const STATUS_TABLE: Readonly<Record<Status, StatusClass>> = {
  Incomplete: { ...NOTHING, group: 'Incomplete', phase: 'draft', edit: true },
  SubmittedToCredit: { ...NOTHING, group: 'Pending', phase: 'credit' },
  Pending: { ...NOTHING, group: 'Pending', phase: 'credit', creditAnswer: true, review: 'credit' },
  Approved: APPROVAL,
  'Approved for Lesser Amount': APPROVAL,
  'Not Approved': { ...DECLINED, secondLook: true },
  Declined: { ...DECLINED, secondLook: true },
  'Bureau Not Found': DECLINED,
  'Waiting for Signature': {
    ...CONTRACT,
    group: 'DocumentProgress',
    phase: 'signing',
    signing: 'void',
    uploads: 'signFirst',
    certificate: 'signFirst',
  },
  'Signatures Received': { ...SIGNED, group: 'DocumentProgress' },
  'Documents Submitted': {
    ...CONTRACT,
    group: 'CompleteBooking',
    phase: 'funding',
    packageSent: true,
    review: 'funding',
  },
  'Missing Documents': { ...SIGNED, group: 'MissingDocuments' },
  Booked: { ...CONTRACT, group: 'Funded', phase: 'funded', packageSent: true },
  SubmittedToKamsel: KAMSEL,
  KamselPending: KAMSEL,
  // The partner's answers: an approval closes as the lender's does (the contract then names the partner).
  KamselApproved: { ...APPROVAL, group: 'Kamsel', creditor: 'partner' },
  KamselDeclined: { ...DECLINED, group: 'Kamsel', creditor: 'partner' },
  Cancelled: { ...CONTRACT, group: 'Cancelled', phase: 'ended' },
  Deleted: { ...NOTHING, group: null, phase: 'ended' },
};

/** What a status allows. */
export function statusClass(status: Status): StatusClass {
  return STATUS_TABLE[status];
}

/** The class of a status as stored or sent (`null` for a value that is no status: it allows nothing). */
export function classOf(value: string): StatusClass | null {
  const status = normalizeStatus(value);
  return status ? STATUS_TABLE[status] : null;
}

/** The statuses whose class passes the test, in the order of `STATUSES`. */
export function statusesWhere(test: (c: StatusClass) => boolean): Status[] {
  return STATUSES.filter((s) => test(STATUS_TABLE[s]));
}

export function groupOf(status: Status): Exclude<Group, 'All'> | null {
  return STATUS_TABLE[status].group;
}

/** The list group's order written beside a status (the list filters and the dashboard counts read it); null: never listed. */
export function listGroupOf(status: Status): number | null {
  const group = STATUS_TABLE[status].group;
  return group ? GROUPS[group] : null;
}

export function statusesInGroup(group: Group): Status[] {
  if (group === 'All') return STATUSES.filter((s) => STATUS_TABLE[s].group !== null);
  return STATUSES.filter((s) => STATUS_TABLE[s].group === group);
}

/** 'DocumentProgress' → 'document-progress', 'Not Approved' → 'not-approved'. */
export function kebabCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/** The list a status is shown in (spec §4, event redirect): the kebab-case of its group, `all` when it has none. */
export function listSlugOf(status: Status): string {
  const group = STATUS_TABLE[status].group;
  return group ? kebabCase(group) : 'all';
}

export function groupFromSlug(slug: string): Group | undefined {
  return (Object.keys(GROUPS) as Group[]).find((g) => kebabCase(g) === slug);
}

export function groupOrder(key: string): number {
  return Object.hasOwn(GROUPS, key) ? GROUPS[key as Group] : UNKNOWN_GROUP_ORDER;
}
