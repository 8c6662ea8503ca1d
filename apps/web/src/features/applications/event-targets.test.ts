import { EVENTS, type EventName } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { listToReturnTo, navigationTarget } from './event-targets.ts';

describe('navigationTarget', () => {
  it('opens a screen for every action that only navigates, and for no other', () => {
    for (const event of Object.keys(EVENTS) as EventName[]) {
      const target = navigationTarget(event, 'A1', false);
      expect(target === null, event).toBe(EVENTS[event].to !== null);
    }
    expect(navigationTarget('explode', 'A1', false)).toBeNull();
  });

  it('sends each to the spec’s screen, the co-applicant of a Quebec vendor to step 1', () => {
    expect(navigationTarget('edit', 'A1', false)).toBe('/application/1/A1');
    expect(navigationTarget('coborrower', 'A1', false)).toBe('/application/coborrower/0/A1');
    expect(navigationTarget('coborrower', 'A1', true)).toBe('/application/coborrower/1/A1');
    expect(navigationTarget('generateContract', 'A1', false)).toBe('/assets/A1');
    expect(navigationTarget('verifySignature', 'A1', false)).toBe('/sign/A1');
    expect(navigationTarget('addDocuments', 'A1', false)).toBe('/upload-files/A1');
  });
});

describe('listToReturnTo', () => {
  it('goes back to the list the user came from, else to all', () => {
    expect(listToReturnTo({ from: '/applications/approved?page=2' })).toBe('/applications/approved?page=2');
    expect(listToReturnTo({ from: '/assets/A1' })).toBe('/applications/all');
    expect(listToReturnTo({ from: '/applications//evil.example' })).toBe('/applications/all');
    expect(listToReturnTo(null)).toBe('/applications/all');
  });
});
