import { describe, expect, it, vi } from 'vitest';
import { calendarDateOf, formatDay, formatRate } from './display.ts';

const NBSP = '\u00a0';

describe('formatDay', () => {
  it('writes the month by name in each language', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatDay('2026-12-01', 'fr')).toBe(`1${NBSP}décembre${NBSP}2026`);
    expect(formatDay('06/08/2027', 'en')).toBe('June 8, 2027');
    expect(formatDay('06/08/2027', 'fr')).toBe(`8${NBSP}juin${NBSP}2027`);
    expect(formatDay({ year: 2027, month: 1, day: 12 }, 'fr')).toBe(`12${NBSP}janvier${NBSP}2027`);
  });

  it('reads mm/dd/yyyy as month first: 12/01 is December 1, never January 12', () => {
    expect(formatDay('12/01/2026', 'fr')).toBe(`1${NBSP}décembre${NBSP}2026`);
    expect(calendarDateOf('12/01/2026')).toEqual({ year: 2026, month: 12, day: 1 });
  });

  it('gives nothing for what is not a date', () => {
    expect(formatDay('', 'en')).toBe('');
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('02/30/2026', 'en')).toBe('');
    expect(formatDay('2026-13-01', 'fr')).toBe('');
    expect(formatDay('soon', 'en')).toBe('');
    expect(formatDay(new Date(Number.NaN), 'en')).toBe('');
  });

  it('places a moment on the day it was in the given time zone', () => {
    const lateEvening = '2026-12-02T04:30:00Z'; // 11:30 p.m. on Dec. 1 in Toronto, 5:30 p.m. on Dec. 2 in Auckland
    expect(formatDay(lateEvening, 'en', 'America/Toronto')).toBe('December 1, 2026');
    expect(formatDay(new Date(lateEvening), 'en', 'Pacific/Auckland')).toBe('December 2, 2026');
  });

  // A date-only value is formatted in UTC, so the machine's zone cannot move it a day either way: the runtime's zone
  // is switched (Node applies a new TZ at once) to one behind UTC and one ahead of it, and the module is loaded again
  // under it, as a browser or a server in that zone would load it.
  it.each(['America/Vancouver', 'Pacific/Auckland'])(
    'keeps a date-only value on its day with TZ=%s',
    async (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
        vi.resetModules();
        const { formatDay } = await import('./display.ts');
        for (const [value, en] of [
          ['2026-01-01', 'January 1, 2026'],
          ['12/31/2026', 'December 31, 2026'],
          ['2026-03-08', 'March 8, 2026'], // the spring-forward day in North America
          ['2026-04-05', 'April 5, 2026'], // the day New Zealand leaves daylight time
        ] as const) {
          expect(formatDay(value, 'en')).toBe(en);
        }
        expect(formatDay('2026-01-01', 'fr')).toBe(`1${NBSP}janvier${NBSP}2026`);
      } finally {
        if (before === undefined) delete process.env.TZ;
        else process.env.TZ = before;
      }
    },
  );
});

describe('formatRate', () => {
  it('writes the decimal comma and a no-break space before % in French, the point in English', () => {
    expect(formatRate('9.990', 'en')).toBe('9.990%');
    expect(formatRate('9.990', 'fr')).toBe(`9,990${NBSP}%`);
    expect(formatRate('4.99', 'fr')).toBe(`4,99${NBSP}%`);
    expect(formatRate('+2', 'fr')).toBe(`+2${NBSP}%`);
    expect(formatRate('-2', 'en')).toBe('-2%');
  });

  it('refuses text that is not a rate rather than show it', () => {
    expect(() => formatRate('4,99', 'fr')).toThrow(RangeError);
    expect(() => formatRate('', 'en')).toThrow(RangeError);
  });
});
