import { describe, expect, it } from 'vitest';
import { monthOf, periodFrom, presets } from './period.ts';

describe("the statements page's periods", () => {
  it('gives a month’s first and last days, across years and leap Februaries', () => {
    expect(monthOf('2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthOf('2026-01-31', -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(monthOf('2028-03-01', -1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it("counts months in the lender's calendar: 23:30 in Toronto on March 31 is still March", () => {
    expect(presets(new Date('2026-04-01T03:30:00Z'))).toEqual({
      thisMonth: { from: '2026-03-01', to: '2026-03-31' },
      lastMonth: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('reads the period from the URL, this month where it names none', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(periodFrom(new URLSearchParams('from=2026-01-01&to=2026-01-31&vendorId=4'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      vendorId: 4,
    });
    expect(periodFrom(new URLSearchParams('from=junk&vendorId=x'), now)).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
  });
});
