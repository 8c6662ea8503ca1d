import { describe, expect, it } from 'vitest';
import {
  AFTER_LENDER_REVIEW,
  canApply,
  DRAFT_STATUSES,
  EVENTS,
  type EventName,
  LENDER_REVIEW_STATUSES,
  outcomesOf,
  type Performer,
  rowActionsFor,
  unmetGuards,
} from './events.ts';
import { STATUSES } from './statuses.ts';

const external: Performer = { actor: 'vendor', isExternalVendor: true };
const internal: Performer = { actor: 'vendor', isExternalVendor: false };
const underwriter: Performer = { actor: 'underwriter', isExternalVendor: false };
const system: Performer = { actor: 'system', isExternalVendor: false };

describe('events of the status machine', () => {
  it('gives the row actions of spec §4 per status', () => {
    expect(rowActionsFor('Incomplete', external)).toEqual([
      'edit',
      'coborrower',
      'sendToCustomer',
      'delete',
      'cancel',
    ]);
    expect(rowActionsFor('Signatures Received', external)).toEqual(['addDocuments', 'cancel']);
    expect(rowActionsFor('Waiting for Signature', external)).toEqual(['verifySignature', 'cancel']);
    expect(rowActionsFor('Approved', external)).toEqual([
      'resubmit',
      'resubmitWithCoApplicant',
      'generateContract',
      'cancel',
    ]);
  });

  it('keeps Generate Contract, Verify Signature and Add Documents for external vendors', () => {
    for (const status of STATUSES) {
      const actions = rowActionsFor(status, internal);
      expect(actions).not.toContain('generateContract');
      expect(actions).not.toContain('verifySignature');
      expect(actions).not.toContain('addDocuments');
    }
  });

  it('allows delete only for Incomplete applications', () => {
    const deletable = STATUSES.filter((s) => canApply('delete', s, external));
    expect(deletable).toEqual(['Incomplete']);
  });

  it('leaves Pending to the underwriter', () => {
    expect(canApply('approve', 'Pending', underwriter)).toBe(true);
    expect(canApply('approve', 'Pending', external)).toBe(false);
    expect(canApply('decline', 'Approved', underwriter)).toBe(false);
  });

  it('never moves a Deleted or Booked application', () => {
    for (const event of Object.keys(EVENTS) as (keyof typeof EVENTS)[]) {
      for (const performer of [external, internal, underwriter]) {
        expect(canApply(event, 'Deleted', performer)).toBe(false);
        expect(canApply(event, 'Booked', performer)).toBe(false);
      }
    }
  });

  it('re-submits a decided application back to Incomplete', () => {
    for (const status of ['Approved', 'Not Approved', 'Declined', 'Bureau Not Found', 'Pending'] as const) {
      expect(canApply('resubmit', status, internal)).toBe(true);
    }
    expect(outcomesOf('resubmit')).toEqual(['Incomplete']);
  });

  it('lets the credit decision lead to each of its outcomes, and a navigation lead nowhere', () => {
    expect(outcomesOf('decide')).toEqual([
      'Approved',
      'Approved for Lesser Amount',
      'Pending',
      'Not Approved',
      'Declined',
      'Bureau Not Found',
    ]);
    expect(canApply('decide', 'SubmittedToCredit', { actor: 'system', isExternalVendor: false })).toBe(true);
    expect(canApply('decide', 'SubmittedToCredit', external)).toBe(false);
    expect(outcomesOf('submit')).toEqual(['SubmittedToCredit']);
    expect(outcomesOf('edit')).toEqual([]);
  });

  it('refuses submitting documents until the bill of sale, void cheque and warranty are uploaded', () => {
    expect(unmetGuards('submitDocuments', {})).toEqual(['requiredUploads']);
    expect(unmetGuards('submitDocuments', { uploads: ['billOfSale', 'voidCheque'] })).toEqual([
      'requiredUploads',
    ]);
    expect(unmetGuards('submitDocuments', { uploads: ['billOfSale', 'voidCheque', 'warrantyInfo'] })).toEqual(
      [],
    );
  });

  it('refuses requesting signatures before a program is saved', () => {
    expect(unmetGuards('requestSignature', { programSaved: false })).toEqual(['programSaved']);
    expect(unmetGuards('requestSignature', { programSaved: true })).toEqual([]);
    expect(unmetGuards('cancel', {})).toEqual([]);
  });

  it('returns a waiting signature request to its approval on a void (external vendor) or a decline (system)', () => {
    const approvals = ['Approved', 'Approved for Lesser Amount', 'KamselApproved'];
    expect(outcomesOf('voidSignature')).toEqual(approvals);
    expect(outcomesOf('signatureDeclined')).toEqual(approvals);
    expect(canApply('voidSignature', 'Waiting for Signature', external)).toBe(true);
    expect(canApply('voidSignature', 'Waiting for Signature', internal)).toBe(false);
    expect(canApply('signatureDeclined', 'Waiting for Signature', system)).toBe(true);
    expect(canApply('signatureDeclined', 'Waiting for Signature', external)).toBe(false);
  });

  it("runs the second look: the dealer sends a lender's decline, the partner acknowledges and answers", () => {
    const vendor = internal;
    const from = (event: EventName, who: Performer) => STATUSES.filter((s) => canApply(event, s, who));
    expect(from('submitToKamsel', vendor)).toEqual(['Not Approved', 'Declined']);
    expect(outcomesOf('submitToKamsel')).toEqual(['SubmittedToKamsel']);
    expect(EVENTS.submitToKamsel.guards).toEqual(['partnerConsent']);
    expect(from('partnerAcknowledged', system)).toEqual(['SubmittedToKamsel']);
    expect(from('partnerDecide', system)).toEqual(['SubmittedToKamsel', 'KamselPending']);
    expect(outcomesOf('partnerDecide')).toEqual(['KamselApproved', 'KamselDeclined']);
    // The lender's decision never lands on the partner's statuses, nor the partner's on the lender's.
    expect(outcomesOf('decide')).not.toContain('KamselApproved');
    expect(outcomesOf('decide')).not.toContain('KamselDeclined');
    // A second look answered may be re-submitted to the lender, as a first look's answer may.
    expect(canApply('resubmit', 'KamselDeclined', vendor)).toBe(true);
    expect(canApply('submitToKamsel', 'KamselDeclined', vendor)).toBe(false);
    expect(canApply('submitToKamsel', 'Bureau Not Found', vendor)).toBe(false);
    expect(unmetGuards('submitToKamsel', {})).toEqual(['partnerConsent']);
    expect(unmetGuards('submitToKamsel', { partnerConsent: true })).toEqual([]);
  });

  it('never voids or declines what is signed', () => {
    for (const event of ['voidSignature', 'signatureDeclined'] as const) {
      expect(STATUSES.filter((s) => canApply(event, s, external) || canApply(event, s, system))).toEqual([
        'Waiting for Signature',
      ]);
    }
  });

  it("names the lender's statuses from the table: what it reviews, what only its review leads to, and the drafts", () => {
    expect(LENDER_REVIEW_STATUSES).toEqual(['Pending', 'Documents Submitted']);
    expect(AFTER_LENDER_REVIEW).toEqual(['Missing Documents', 'Booked']);
    expect(DRAFT_STATUSES).toEqual(['Incomplete', 'Deleted']);
    // Each of them is reached only from a review status or from another of them.
    for (const status of AFTER_LENDER_REVIEW)
      for (const event of Object.keys(EVENTS) as (keyof typeof EVENTS)[])
        if (outcomesOf(event).includes(status))
          for (const from of EVENTS[event].from)
            expect([...LENDER_REVIEW_STATUSES, ...AFTER_LENDER_REVIEW]).toContain(from);
  });
});
