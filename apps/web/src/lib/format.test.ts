import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatCents,
  formatCount,
  formatDate,
  formatMoney,
  formatTimestamp,
  numberFormat,
} from './format.ts';

describe('format', () => {
  it('writes money the Canadian way in each locale', () => {
    expect(formatMoney(1234.56, 'en')).toBe('$1,234.56');
    expect(formatMoney(1234.56, 'fr')).toBe('1\u00a0234.56\u00a0$');
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('$0.30');
    expect(formatMoney(-5, 'fr')).toBe('-5.00\u00a0$');
    expect(formatMoney('1,000,000', 'en')).toBe('$1,000,000.00');
    expect(formatMoney('abc', 'en')).toBe('');
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatCents(123456789, 'fr')).toBe('1\u00a0234\u00a0567.89\u00a0$');
  });

  it('groups counts', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'fr')).toBe('1\u00a0234');
    expect(formatCount(7, 'fr')).toBe('7');
  });

  it('writes dates with the month by name, in each language', () => {
    expect(formatDate('1980-02-29', 'en')).toBe('February 29, 1980');
    expect(formatDate('1980-02-29', 'fr')).toBe('29\u00a0février\u00a01980');
    expect(formatDate(new Date(2026, 10, 1, 12), 'en')).toBe('November 1, 2026');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate('04/15/1980', 'fr')).toBe('15\u00a0avril\u00a01980');
    expect(formatDate('12/01/2026', 'fr')).toBe('1\u00a0décembre\u00a02026');
    expect(formatTimestamp('2026-11-21T15:04:00Z', 'en')).toMatch(/2026/);
  });
});

describe('numberFormat and dateTimeFormat', () => {
  it('make one formatter per locale and options, reused by every later call (a report formats a share per row)', () => {
    const options = { style: 'percent', maximumFractionDigits: 1 } as const;
    expect(numberFormat('fr', options)).toBe(numberFormat('fr', { ...options }));
    expect(numberFormat('fr', options)).not.toBe(numberFormat('en', options));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('en', { dateStyle: 'long' }),
    );
    expect(numberFormat('fr', options).format(0.425)).toMatch(/^42,5\s%$/);
  });
});
