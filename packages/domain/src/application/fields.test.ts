import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  formatPhone,
  formatSin,
  formatUsDate,
  isPostalFor,
  isValidSin,
  normalizePostal,
  PHONE,
  parseMoney,
  parseUsDate,
} from './fields.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
const tailLetter = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ');

describe('postal and zip codes', () => {
  it('accepts every Canadian code A1A 1A1, with or without the space, in any case', () => {
    fc.assert(
      fc.property(letter, digit, tailLetter, digit, tailLetter, digit, (a, b, c, d, e, f) => {
        const code = `${a}${b}${c} ${d}${e}${f}`;
        return (
          isPostalFor(code, 'CA') &&
          isPostalFor(code.toLowerCase(), 'CA') &&
          normalizePostal(code.replace(' ', '').toLowerCase(), 'CA') === code
        );
      }),
    );
  });

  it('refuses letters Canada Post never uses and US zips for Canada', () => {
    expect(isPostalFor('D1A 1A1', 'CA')).toBe(false);
    expect(isPostalFor('K1A 1O1', 'CA')).toBe(false);
    expect(isPostalFor('12345', 'CA')).toBe(false);
  });

  it('accepts 5 or 5-4 digit zips only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{4}$/), (five, four) => {
        return (
          isPostalFor(five, 'US') &&
          isPostalFor(`${five}-${four}`, 'US') &&
          !isPostalFor(`${five}${four}`, 'US')
        );
      }),
    );
    expect(normalizePostal('123456789', 'US')).toBe('12345-6789');
    expect(isPostalFor('K1A 0B1', 'US')).toBe(false);
  });
});

describe('phones', () => {
  it('formats any 10 digits to the mask, keeping an extension', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}$/),
        fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
        (d, ext) => {
          const typed = ext ? `${d} x${ext}` : d;
          const formatted = formatPhone(typed);
          return PHONE.test(formatted) && formatted.replace(/\D/g, '') === `${d}${ext ?? ''}`;
        },
      ),
    );
    expect(formatPhone('1-416-555-0199')).toBe('(416) 555-0199');
    expect(PHONE.test('(416) 555-0199 ext. 1234567')).toBe(false);
  });
});

describe('SIN', () => {
  it('checks the Luhn digit', () => {
    expect(isValidSin('046 454 286')).toBe(true);
    expect(isValidSin('046 454 287')).toBe(false);
    expect(isValidSin('123')).toBe(false);
    expect(formatSin('046454286')).toBe('046 454 286');
  });

  it('catches any single changed digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = '046454286'.split('').map(Number);
        digits[pos] = ((digits[pos] ?? 0) + delta) % 10;
        return !isValidSin(digits.join(''));
      }),
    );
  });
});

describe('dates and ages', () => {
  it('reads mm/dd/yyyy calendar dates only', () => {
    expect(parseUsDate('02/29/2000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseUsDate('02/29/2001')).toBeUndefined();
    expect(parseUsDate('13/01/2000')).toBeUndefined();
    expect(parseUsDate('2000-01-01')).toBeUndefined();
  });

  it('round-trips any real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
          return JSON.stringify(parseUsDate(formatUsDate(date))) === JSON.stringify(date);
        },
      ),
    );
  });

  it('counts a birthday today as a year more', () => {
    const today = { year: 2026, month: 11, day: 21 };
    expect(ageOn({ year: 2010, month: 11, day: 21 }, today)).toBe(16);
    expect(ageOn({ year: 2010, month: 11, day: 22 }, today)).toBe(15);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
  });

  it('gives an age that grows by one each year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 100 }),
        (y, m, d, n) => {
          return ageOn({ year: y, month: m, day: d }, { year: y + n, month: m, day: d }) === n;
        },
      ),
    );
  });
});

describe('money', () => {
  it.each([
    ['1,234.56', 123456],
    ['1 234.56 $', 123456],
    ['$1234.5', 123450],
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    ['0', 0],
    ['-5', -500],
    ['12.345', undefined],
    // A French decimal comma is a decimal mark, never a thousands separator (issue 14: 1234,56 became 123 456.00).
    ['1234,56', 123456],
    ['12 500,00', 1250000],
    ['12\u00a0500,5', 1250050],
    ['12\u202f500,00 $', 1250000],
    ['1 234 567.89', 123456789],
    ['1,5', 150],
    ['1,234', 123400],
    ['1,234,567.89', 123456789],
    ['1,23,4', undefined],
    ['1 234,567', undefined],
    ['12,', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ])('%s → %s cents', (input, cents) => {
    expect(parseMoney(input)).toBe(cents);
  });

  it('reads back any amount written with thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const text = (cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 });
        return parseMoney(text) === cents;
      }),
    );
  });

  it('reads back any amount as a French user writes it, with a decimal comma and any thousands space', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(' ', '\u00a0', '\u202f'),
        fc.constantFrom(',', '.'),
        (cents, space, mark) => {
          const whole = Math.floor(cents / 100)
            .toString()
            .replace(/\B(?=(\d{3})+(?!\d))/g, space);
          const text = `${whole}${mark}${(cents % 100).toString().padStart(2, '0')} $`;
          return parseMoney(text) === cents;
        },
      ),
    );
  });
});
