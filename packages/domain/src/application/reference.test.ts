import { describe, expect, it } from 'vitest';
import {
  applicationNumberOf,
  dealNumberOf,
  formatApplicationReference,
  parseApplicationReference,
} from './reference.ts';

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

describe('the deal’s one reference (decision 048)', () => {
  it('is the loan number once there is one, else the short reference', () => {
    expect(dealNumberOf({ edgeId: 'C1000100', reference: 100_009 })).toBe('C1000100');
    expect(dealNumberOf({ edgeId: null, reference: 100_009 })).toBe('R-100\u00a0009');
    expect(dealNumberOf({ edgeId: null, reference: null })).toBeNull();
  });

  it('reads a short reference as a dealer types it into the search, and nothing else', () => {
    for (const typed of ['R-100 009', 'r-100\u00a0009', 'R100009', '100 009', ' R-100009 '])
      expect(parseApplicationReference(typed), typed).toBe(100_009);
    for (const other of ['C1000100', 'Roy', '555-0101', '5145550101', 'R-', '', 'R-0'])
      expect(parseApplicationReference(other), other).toBeNull();
  });
});
