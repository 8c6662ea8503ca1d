import { describe, expect, it } from 'vitest';
import { canApply, EVENTS, type EventName } from './events.ts';
import {
  classOf,
  STATUS_TABLE,
  STATUSES,
  type Status,
  type StatusClass,
  statusClass,
  statusesWhere,
} from './statuses.ts';

describe('the status table is total', () => {
  it('classifies every status of the list, and nothing else', () => {
    expect(Object.keys(STATUS_TABLE).sort()).toEqual([...STATUSES].sort());
    for (const status of STATUSES) expect(statusClass(status).phase).toEqual(expect.any(String));
  });

  it('does not compile with a status left out, nor with a status added and not classified', () => {
    const { Deleted: _deleted, ...withoutDeleted } = STATUS_TABLE;
    // @ts-expect-error Deleted is missing: the table must classify every status.
    const missing: Record<Status, StatusClass> = withoutDeleted;
    // A scratch copy of the status list with a new status (the second look's): the table no longer covers it.
    type WithSecondLook = Status | 'Second Look';
    // @ts-expect-error 'Second Look' is not classified.
    const added: Record<WithSecondLook, StatusClass> = STATUS_TABLE;
    expect(Object.keys(missing)).not.toContain('Deleted');
    expect(Object.keys(added)).not.toContain('Second Look');
  });

  it("allows nothing for a value that is no status, and reads the spec's other spellings", () => {
    expect(classOf('Mystery')).toBeNull();
    expect(classOf('NotApproved')).toBe(STATUS_TABLE['Not Approved']);
  });
});

// The lists each rule kept before decision 034, written out once more: the table must answer the same.
describe('what each status allows (the lists it replaces)', () => {
  it('opens the financing on an approval and reads it once the contract is requested', () => {
    expect(statusesWhere((c) => c.financing === 'write')).toEqual([
      'Approved',
      'Approved for Lesser Amount',
      'KamselApproved',
    ]);
    expect(statusesWhere((c) => c.financing === 'read')).toEqual([
      'Waiting for Signature',
      'Signatures Received',
      'Documents Submitted',
      'Missing Documents',
      'Booked',
      'Cancelled',
    ]);
  });

  it('asks for the signature before documents and the certificate, and takes them once signed', () => {
    const beforeSigning = [
      'Approved',
      'Approved for Lesser Amount',
      'Waiting for Signature',
      'KamselApproved',
    ];
    const signed = ['Signatures Received', 'Missing Documents'];
    expect(statusesWhere((c) => c.uploads === 'signFirst')).toEqual(beforeSigning);
    expect(statusesWhere((c) => c.certificate === 'signFirst')).toEqual(beforeSigning);
    expect(statusesWhere((c) => c.uploads === 'open')).toEqual(signed);
    expect(statusesWhere((c) => c.certificate === 'open')).toEqual(signed);
  });

  it('requests a signature from an approval and voids it while it waits', () => {
    const approvals = ['Approved', 'Approved for Lesser Amount', 'KamselApproved'];
    expect(statusesWhere((c) => c.signing === 'request')).toEqual(approvals);
    expect(statusesWhere((c) => c.phase === 'approved')).toEqual(approvals);
    expect(statusesWhere((c) => c.signing === 'void')).toEqual(['Waiting for Signature']);
  });

  it('names the drafts, the credit answers, the package sent and what the lender reviews', () => {
    expect(statusesWhere((c) => c.edit)).toEqual(['Incomplete']);
    expect(statusesWhere((c) => c.creditAnswer)).toEqual([
      'Pending',
      'Approved',
      'Approved for Lesser Amount',
      'Not Approved',
      'Declined',
      'Bureau Not Found',
      'KamselApproved',
      'KamselDeclined',
    ]);
    expect(statusesWhere((c) => c.packageSent)).toEqual(['Documents Submitted', 'Booked']);
    expect(statusesWhere((c) => c.review === 'credit')).toEqual(['Pending']);
    expect(statusesWhere((c) => c.review === 'funding')).toEqual(['Documents Submitted']);
  });

  it('starts each event from the statuses whose class allows it', () => {
    const from = (event: EventName) =>
      STATUSES.filter((s) => (EVENTS[event].from as readonly Status[]).includes(s));
    const vendor = { actor: 'vendor', isExternalVendor: true } as const;
    expect(from('requestSignature')).toEqual(statusesWhere((c) => c.signing === 'request'));
    expect(from('voidSignature')).toEqual(statusesWhere((c) => c.signing === 'void'));
    expect(from('addDocuments')).toEqual(statusesWhere((c) => c.uploads === 'open'));
    expect(from('submit')).toEqual(statusesWhere((c) => c.edit));
    expect(from('resubmit')).toEqual(statusesWhere((c) => c.creditAnswer));
    expect(from('approve')).toEqual(statusesWhere((c) => c.review === 'credit'));
    expect(from('book')).toEqual(statusesWhere((c) => c.review === 'funding'));
    expect(STATUSES.filter((s) => canApply('cancel', s, vendor))).toEqual([
      'Incomplete',
      'Pending',
      'Approved',
      'Approved for Lesser Amount',
      'Not Approved',
      'Declined',
      'Bureau Not Found',
      'Waiting for Signature',
      'Signatures Received',
      'Missing Documents',
      'KamselApproved',
      'KamselDeclined',
    ]);
  });

  it("sends a lender's policy decline, and only that, to the second-look partner, whose answers it tells apart", () => {
    expect(statusesWhere((c) => c.secondLook)).toEqual(['Not Approved', 'Declined']);
    expect(statusesWhere((c) => c.creditor === 'partner')).toEqual([
      'SubmittedToKamsel',
      'KamselPending',
      'KamselApproved',
      'KamselDeclined',
    ]);
    expect(statusesWhere((c) => c.phase === 'kamsel')).toEqual(['SubmittedToKamsel', 'KamselPending']);
  });
});
