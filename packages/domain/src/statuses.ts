// The application status machine: every status, its dashboard group and list slug, and the events allowed from it.
// The dashboard, the list filters, the permissions endpoint, the row actions and the server's checks all read this table.

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

/** Group of each status; `null` for statuses never listed nor counted (Deleted). */
const STATUS_GROUP: Record<Status, Exclude<Group, 'All'> | null> = {
  Incomplete: 'Incomplete',
  SubmittedToCredit: 'Pending',
  Pending: 'Pending',
  Approved: 'Approved',
  'Approved for Lesser Amount': 'Approved',
  'Not Approved': 'NotApproved',
  Declined: 'NotApproved',
  'Bureau Not Found': 'NotApproved',
  'Waiting for Signature': 'DocumentProgress',
  'Signatures Received': 'DocumentProgress',
  'Documents Submitted': 'CompleteBooking',
  'Missing Documents': 'MissingDocuments',
  Booked: 'Funded',
  SubmittedToKamsel: 'Kamsel',
  KamselPending: 'Kamsel',
  KamselApproved: 'Kamsel',
  KamselDeclined: 'Kamsel',
  Cancelled: 'Cancelled',
  Deleted: null,
};

export function groupOf(status: Status): Exclude<Group, 'All'> | null {
  return STATUS_GROUP[status];
}

/** The list group's order written beside a status (the list filters and the dashboard counts read it); null: never listed. */
export function listGroupOf(status: Status): number | null {
  const group = STATUS_GROUP[status];
  return group ? GROUPS[group] : null;
}

export function statusesInGroup(group: Group): Status[] {
  if (group === 'All') return STATUSES.filter((s) => STATUS_GROUP[s] !== null);
  return STATUSES.filter((s) => STATUS_GROUP[s] === group);
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
  const group = STATUS_GROUP[status];
  return group ? kebabCase(group) : 'all';
}

export function groupFromSlug(slug: string): Group | undefined {
  return (Object.keys(GROUPS) as Group[]).find((g) => kebabCase(g) === slug);
}

export function groupOrder(key: string): number {
  return Object.hasOwn(GROUPS, key) ? GROUPS[key as Group] : UNKNOWN_GROUP_ORDER;
}
