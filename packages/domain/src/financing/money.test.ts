import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertCents,
  ceilToCent,
  centsToDollars,
  dollarsToCents,
  formatPercent,
  percentOfCents,
  roundToCent,
  sumCents,
} from './money.ts';

describe('money in cents', () => {
  it('rounds half-up, away from zero, to the cent', () => {
    expect(roundToCent('12.5')).toBe(13);
    expect(roundToCent('12.4999999')).toBe(12);
    expect(roundToCent('-12.5')).toBe(-13);
    expect(ceilToCent('12.0000001')).toBe(13);
    expect(ceilToCent('12')).toBe(12);
  });

  it('takes a percentage of cents exactly where a float would not: 14.975 % of 1.00 $ is 0.14975 $', () => {
    expect(percentOfCents(1_00, '14.975')).toBe(15);
    // 1.5 % of 100.50 $ is 1.5075 $: half-up gives 1.51 $.
    expect(percentOfCents(100_50, '1.5')).toBe(1_51);
  });

  it('sums whole cents and refuses fractions of a cent', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([1.5])).toThrow(RangeError);
    expect(() => assertCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('reads money as the forms do and writes dollars exactly', () => {
    expect(dollarsToCents('1 234.56 $')).toBe(123_456);
    expect(dollarsToCents(0.07)).toBe(7);
    expect(() => dollarsToCents('abc')).toThrow(RangeError);
    expect(centsToDollars(123_456).toString()).toBe('1234.56');
    expect(formatPercent('14.9749', 3)).toBe('14.975');
  });

  it('round-trips any amount through dollars (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        return dollarsToCents(centsToDollars(cents).toFixed(2)) === cents;
      }),
    );
  });
});
