import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCentsExact, percentThousandths, thousandthsToPercent } from './cents.ts';
import { percentOfCents } from './money.ts';

describe('rates in thousandths of a percent, without decimal.js', () => {
  it('reads a rate of up to three decimals exactly', () => {
    expect(percentThousandths('14.975')).toBe(14_975);
    expect(percentThousandths('13')).toBe(13_000);
    expect(percentThousandths('5.6')).toBe(5_600);
    expect(percentThousandths('0.05')).toBe(50);
    expect(percentThousandths(' 7 ')).toBe(7_000);
  });

  it('refuses what it cannot hold exactly rather than rounding a rate', () => {
    for (const text of ['1.2345', '-5', '', 'abc', '1e3', '.5', '5.', '1,5']) {
      expect(() => percentThousandths(text), text).toThrow(RangeError);
    }
  });

  it('writes the shortest decimal text back, and reads it again to the same number', () => {
    expect(thousandthsToPercent(14_975)).toBe('14.975');
    expect(thousandthsToPercent(13_000)).toBe('13');
    expect(thousandthsToPercent(5_600)).toBe('5.6');
    expect(thousandthsToPercent(50)).toBe('0.05');
    expect(thousandthsToPercent(0)).toBe('0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        expect(percentThousandths(thousandthsToPercent(n))).toBe(n);
      }),
    );
  });

  it('rounds once, half-up and away from zero, to the cent', () => {
    expect(percentOfCentsExact(1_00, 14_975)).toBe(15);
    expect(percentOfCentsExact(10, 14_975)).toBe(1);
    expect(percentOfCentsExact(100_50, 1_500)).toBe(1_51);
    expect(percentOfCentsExact(-100_50, 1_500)).toBe(-1_51);
    expect(percentOfCentsExact(0, 14_975)).toBe(0);
    expect(() => percentOfCentsExact(1.5, 1_000)).toThrow(RangeError);
    expect(() => percentOfCentsExact(1_00, 0.5)).toThrow(RangeError);
  });

  it('agrees to the cent with decimal.js on any amount and any rate of up to three decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 100_000 }),
        (cents, thousandths) => {
          // decimal.js writes a negative amount that rounds to nothing as -0; a cent count has no sign of zero.
          const viaDecimal = percentOfCents(cents, thousandthsToPercent(thousandths)) + 0;
          expect(percentOfCentsExact(cents, thousandths)).toBe(viaDecimal);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
