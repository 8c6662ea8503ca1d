import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  firstPaymentDate,
  formatLeaseDate,
  LEASE_DAYS,
  leaseDate,
  parseLeaseDate,
  parseMonthDayYear,
  todayIn,
} from './lease-date.ts';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('lease date (spec §4)', () => {
  it('falls this month when today is before the chosen day', () => {
    expect(leaseDate(d(2026, 3, 7), 8)).toEqual(d(2026, 3, 8));
    expect(leaseDate(d(2026, 3, 14), 22)).toEqual(d(2026, 3, 22));
  });

  it('falls next month when today is on or after the chosen day', () => {
    expect(leaseDate(d(2026, 3, 8), 8)).toEqual(d(2026, 4, 8));
    expect(leaseDate(d(2026, 3, 9), 8)).toEqual(d(2026, 4, 8));
    expect(leaseDate(d(2026, 3, 1), 1)).toEqual(d(2026, 4, 1));
  });

  it('crosses month ends: the 31st, February in leap and common years', () => {
    expect(leaseDate(d(2026, 1, 31), 15)).toEqual(d(2026, 2, 15));
    expect(leaseDate(d(2028, 2, 29), 1)).toEqual(d(2028, 3, 1));
    expect(leaseDate(d(2026, 2, 28), 22)).toEqual(d(2026, 3, 22));
    expect(leaseDate(d(2026, 4, 30), 8)).toEqual(d(2026, 5, 8));
  });

  it('rolls December into January of the next year', () => {
    expect(leaseDate(d(2026, 12, 22), 22)).toEqual(d(2027, 1, 22));
    expect(leaseDate(d(2026, 12, 31), 1)).toEqual(d(2027, 1, 1));
    expect(leaseDate(d(2026, 12, 21), 22)).toEqual(d(2026, 12, 22));
  });

  it('is sent month/day/year', () => {
    expect(formatLeaseDate(leaseDate(d(2026, 12, 31), 8))).toBe('01/08/2027');
  });

  it('refuses a day that is not a lease day', () => {
    expect(() => leaseDate(d(2026, 3, 1), 10 as 8)).toThrow(RangeError);
  });

  it('is always a lease day, after today, and less than two months ahead (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...LEASE_DAYS),
        (now, day) => {
          const today = d(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
          const lease = leaseDate(today, day);
          const utc = (c: typeof today) => Date.UTC(c.year, c.month - 1, c.day);
          const days = (utc(lease) - utc(today)) / 86_400_000;
          return lease.day === day && days >= 1 && days <= 31;
        },
      ),
    );
  });
});

describe('month arithmetic and month/day/year text', () => {
  it('adds months across years and keeps the day where the month has it', () => {
    expect(addMonths(d(2026, 11, 22), 3)).toEqual(d(2027, 2, 22));
    expect(addMonths(d(2026, 1, 31), 1)).toEqual(d(2026, 2, 28));
    expect(addMonths(d(2028, 1, 31), 1)).toEqual(d(2028, 2, 29));
    expect(addMonths(d(2026, 1, 15), -1)).toEqual(d(2025, 12, 15));
    expect(addMonths(d(2026, 6, 8), 180)).toEqual(d(2041, 6, 8));
  });

  it('parses MM/DD/YYYY, M/D/YYYY and dashes; refuses what is not a calendar date', () => {
    expect(parseMonthDayYear('03/15/2026')).toEqual(d(2026, 3, 15));
    expect(parseMonthDayYear('3/8/2026')).toEqual(d(2026, 3, 8));
    expect(parseMonthDayYear('03-15-2026')).toEqual(d(2026, 3, 15));
    expect(parseMonthDayYear('02/29/2028')).toEqual(d(2028, 2, 29));
    for (const bad of ['02/29/2026', '13/01/2026', '00/10/2026', '03/15-2026', '2026-03-15', '', '3/15/26']) {
      expect(parseMonthDayYear(bad), bad).toBeUndefined();
    }
  });

  it('parses a lease date only on a lease day, and round-trips what it formats', () => {
    expect(parseLeaseDate('1/22/2027')).toEqual(d(2027, 1, 22));
    expect(parseLeaseDate('01/23/2027')).toBeUndefined();
    for (const day of LEASE_DAYS) {
      const date = d(2026, 12, day);
      expect(parseLeaseDate(formatLeaseDate(date))).toEqual(date);
    }
  });

  it('tells today in the customer’s time zone', () => {
    const evening = new Date('2026-03-01T03:30:00Z');
    expect(todayIn('America/Toronto', evening)).toEqual(d(2026, 2, 28));
    expect(todayIn('UTC', evening)).toEqual(d(2026, 3, 1));
  });

  it('tells today in the runtime’s own time zone without one named', () => {
    const evening = new Date('2026-03-01T03:30:00Z');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(todayIn(undefined, evening)).toEqual(todayIn(zone, evening));
  });
});

describe('first payment date (issue 23: one computation for the screen, the disclosure and the contract)', () => {
  it('is the lease date without deferral, and the lease date after the zero-payment months with one', () => {
    expect(firstPaymentDate(d(2026, 12, 8), 0)).toEqual(d(2026, 12, 8));
    expect(firstPaymentDate(d(2026, 12, 8), 6)).toEqual(d(2027, 6, 8));
    expect(firstPaymentDate(d(2026, 12, 22), 12)).toEqual(d(2027, 12, 22));
  });
});
