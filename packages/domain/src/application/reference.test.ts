import { describe, expect, it } from 'vitest';
import { applicationNumberOf, formatApplicationReference } from './reference.ts';

describe('formatApplicationReference', () => {
  it('groups the sequence number by three with a no-break space', () => {
    expect(formatApplicationReference(100_042)).toBe('R-100\u00a0042');
    expect(formatApplicationReference(1_234_567)).toBe('R-1\u00a0234\u00a0567');
    expect(formatApplicationReference(7)).toBe('R-7');
  });

  it('is short: at most 11 characters up to ten million applications', () => {
    expect(formatApplicationReference(9_999_999).length).toBeLessThanOrEqual(11);
  });

  it('refuses what is not a sequence number', () => {
    expect(() => formatApplicationReference(0)).toThrow(RangeError);
    expect(() => formatApplicationReference(1.5)).toThrow(RangeError);
  });
});

describe('applicationNumberOf', () => {
  it('is the loan number once there is one, else the reference', () => {
    expect(applicationNumberOf({ edgeId: 'C1000100', reference: 'R-100\u00a0042' })).toBe('C1000100');
    expect(applicationNumberOf({ edgeId: null, reference: 'R-100\u00a0042' })).toBe('R-100\u00a0042');
  });
});
