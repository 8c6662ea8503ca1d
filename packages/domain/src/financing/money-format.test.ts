import { describe, expect, it } from 'vitest';
import { formatCents } from './money-format.ts';

describe('formatCents', () => {
  it('writes English money with commas and a leading dollar sign', () => {
    expect(formatCents(123456, 'en')).toBe('$1,234.56');
    expect(formatCents(5, 'en')).toBe('$0.05');
    expect(formatCents(100_000_000, 'en')).toBe('$1,000,000.00');
  });

  it('writes French money with no-break spaces, a decimal point and the dollar sign after', () => {
    expect(formatCents(123456, 'fr')).toBe('1\u00a0234.56\u00a0$');
    expect(formatCents(99, 'fr')).toBe('0.99\u00a0$');
  });

  it('keeps the sign and refuses a fraction of a cent', () => {
    expect(formatCents(-1050, 'en')).toBe('-$10.50');
    expect(() => formatCents(1.5, 'en')).toThrow(RangeError);
  });
});
