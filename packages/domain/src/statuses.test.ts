import { describe, expect, it } from 'vitest';
import {
  GROUPS,
  groupFromSlug,
  groupOf,
  groupOrder,
  kebabCase,
  listSlugOf,
  normalizeStatus,
  STATUSES,
  statusesInGroup,
  UNKNOWN_GROUP_ORDER,
} from './statuses.ts';

describe('status table', () => {
  it('puts every status but Deleted in exactly one dashboard group', () => {
    for (const status of STATUSES) {
      const group = groupOf(status);
      if (status === 'Deleted') expect(group).toBeNull();
      else expect(Object.keys(GROUPS)).toContain(group);
    }
  });

  it('orders the groups as spec §4 does, unknown keys last', () => {
    expect(
      Object.entries(GROUPS)
        .sort((a, b) => a[1] - b[1])
        .map(([g]) => g),
    ).toEqual([
      'Incomplete',
      'All',
      'Pending',
      'Approved',
      'DocumentProgress',
      'NotApproved',
      'Kamsel',
      'MissingDocuments',
      'Funded',
      'CompleteBooking',
      'Cancelled',
    ]);
    expect(groupOrder('Whatever')).toBe(UNKNOWN_GROUP_ORDER);
    expect(groupOrder('toString')).toBe(UNKNOWN_GROUP_ORDER);
  });

  it('redirects after an event to the lists spec §4 names', () => {
    expect(listSlugOf('KamselPending')).toBe('kamsel');
    expect(listSlugOf('SubmittedToKamsel')).toBe('kamsel');
    expect(listSlugOf('SubmittedToCredit')).toBe('pending');
    expect(listSlugOf('Declined')).toBe('not-approved');
    expect(listSlugOf('Bureau Not Found')).toBe('not-approved');
    expect(listSlugOf('Booked')).toBe('funded');
    expect(listSlugOf('Approved for Lesser Amount')).toBe('approved');
    expect(listSlugOf('Documents Submitted')).toBe('complete-booking');
    expect(listSlugOf('Deleted')).toBe('all');
  });

  it('writes group names in kebab-case for list URLs and reads them back', () => {
    expect(kebabCase('DocumentProgress')).toBe('document-progress');
    expect(kebabCase('Not Approved')).toBe('not-approved');
    expect(kebabCase('MissingDocuments')).toBe('missing-documents');
    for (const group of Object.keys(GROUPS)) expect(groupFromSlug(kebabCase(group))).toBe(group);
    expect(groupFromSlug('nope')).toBeUndefined();
  });

  it('accepts the other spellings of the specification', () => {
    expect(normalizeStatus('BureauNotFound')).toBe('Bureau Not Found');
    expect(normalizeStatus('NotApproved')).toBe('Not Approved');
    expect(normalizeStatus('Approved')).toBe('Approved');
    expect(normalizeStatus('approved')).toBeUndefined();
  });

  it('lists the statuses of a group, All being every listed one', () => {
    expect(statusesInGroup('NotApproved')).toEqual(['Not Approved', 'Declined', 'Bureau Not Found']);
    expect(statusesInGroup('All')).not.toContain('Deleted');
    expect(statusesInGroup('All')).toHaveLength(STATUSES.length - 1);
  });
});
