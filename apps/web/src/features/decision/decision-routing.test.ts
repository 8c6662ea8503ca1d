import { describe, expect, it } from 'vitest';
import {
  coApplicantStartPath,
  pathOfTarget,
  STATUS_POLL_INTERVAL_MS,
  STATUS_POLL_TIMEOUT_MS,
  screenAfterSecondLook,
  screenAfterSubmit,
  screenForStatus,
} from './decision-routing.ts';

describe('after submit (spec §4)', () => {
  it.each([
    ['Approved', 'Approved'],
    ['Approved for Lesser Amount', 'Approved'],
    ['Declined', 'NotApproved'],
    ['Not Approved', 'NotApproved'],
    ['NotApproved', 'NotApproved'],
    ['Bureau Not Found', 'CreditBureauNotFound'],
    ['BureauNotFound', 'CreditBureauNotFound'],
    ['Pending', 'PendingApproval'],
  ])('%s redirects to %s', (status, screen) => {
    expect(screenAfterSubmit(status)).toBe(screen);
  });

  it.each(['SubmittedToCredit', 'Incomplete', 'Waiting for Signature', 'Mystery', ''])(
    'keeps waiting on %j',
    (status) => {
      expect(screenAfterSubmit(status)).toBeNull();
    },
  );

  it('polls every 2 s and gives up after 2 minutes (ARCHITECTURE §9)', () => {
    expect(STATUS_POLL_INTERVAL_MS).toBe(2_000);
    expect(STATUS_POLL_TIMEOUT_MS).toBe(120_000);
  });
});

describe('opening a result screen by id (spec §4)', () => {
  it.each([
    ['Incomplete', 'ApplicationStep1', '/application/1/A1'],
    ['Bureau Not Found', 'CreditBureauNotFound', '/application/credit-bureau-not-found/A1'],
    ['BureauNotFound', 'CreditBureauNotFound', '/application/credit-bureau-not-found/A1'],
    ['Not Approved', 'NotApproved', '/application/not-approved/A1'],
    ['Declined', 'NotApproved', '/application/not-approved/A1'],
    ['Pending', 'PendingApproval', '/application/pending/A1'],
    ['Approved', 'Approved', '/application/approved/A1'],
    ['Approved for Lesser Amount', 'Approved', '/application/approved/A1'],
    // Still with the bureau after the 2-minute wait: PendingApproval, not the dashboard (decision 011).
    ['SubmittedToCredit', 'PendingApproval', '/application/pending/A1'],
    // The second look (the spec's Kamsel): waiting for the partner, then its answer.
    ['SubmittedToKamsel', 'SecondLookWaiting', '/application/second-look/A1'],
    ['KamselPending', 'SecondLookWaiting', '/application/second-look/A1'],
    ['KamselApproved', 'SecondLookApproved', '/application/second-look-approved/A1'],
    ['KamselDeclined', 'SecondLookDeclined', '/application/second-look-declined/A1'],
    ['Waiting for Signature', 'Dashboard', '/'],
    ['Booked', 'Dashboard', '/'],
    ['Cancelled', 'Dashboard', '/'],
    ['Something new', 'Dashboard', '/'],
  ])('%s goes to %s', (status, target, path) => {
    const screen = screenForStatus(status);
    expect(screen).toBe(target);
    expect(pathOfTarget(screen, 'A1')).toBe(path);
  });

  it('keeps waiting for the partner while it has the application, then follows its answer', () => {
    expect(screenAfterSecondLook('SubmittedToKamsel')).toBeNull();
    expect(screenAfterSecondLook('KamselPending')).toBeNull();
    expect(screenAfterSecondLook('Mystery')).toBeNull();
    expect(screenAfterSecondLook('KamselApproved')).toBe('SecondLookApproved');
    expect(screenAfterSecondLook('KamselDeclined')).toBe('SecondLookDeclined');
    // Moved otherwise (the dealer cancelled it): where that status belongs.
    expect(screenAfterSecondLook('Cancelled')).toBe('Dashboard');
  });

  it('starts the co-applicant at the scan step, or at step 1 for a Quebec vendor', () => {
    expect(coApplicantStartPath('A1', false)).toBe('/application/coborrower/0/A1');
    expect(coApplicantStartPath('A1', true)).toBe('/application/coborrower/1/A1');
  });
});
