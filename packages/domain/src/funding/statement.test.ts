import { describe, expect, it } from 'vitest';
import { lenderDay } from '../financing/lease-date.ts';
import { dealerFeeCents, fundingStatementsQuery, statementAmounts } from './statement.ts';

describe('the funding statement', () => {
  it('takes the dealer fee, rounded half up to the cent, from the financed amount', () => {
    // 12,345.67 at 4.5 % is 555.555 15 → 555.56; the dealer is paid 11,790.11.
    expect(statementAmounts(1_234_567, '4.500')).toEqual({
      financedCents: 1_234_567,
      feeCents: 55_556,
      paidCents: 1_179_011,
    });
    expect(statementAmounts(1_234_567, '0')).toEqual({
      financedCents: 1_234_567,
      feeCents: 0,
      paidCents: 1_234_567,
    });
    // An exact half cent goes up (1,100 ¢ at 0.5 % is 5.5 ¢ → 6), less than half goes down (5.005 ¢, 5.489 ¢ → 5).
    expect(dealerFeeCents(1_001, '0.500')).toBe(5);
    expect(dealerFeeCents(1_100, '0.500')).toBe(6);
    expect(dealerFeeCents(1_100, '0.499')).toBe(5);
    expect(dealerFeeCents(100_000_000, '12.345')).toBe(12_345_000);
    expect(() => dealerFeeCents(100, '-1')).toThrow(RangeError);
    expect(() => dealerFeeCents(100, '1.2345')).toThrow(RangeError);
  });

  it("books on the lender's calendar day, Toronto's, whatever the server's zone", () => {
    // 03:30 UTC on April 1 is still March 31 in Toronto (EDT, UTC−4); 05:00 UTC on January 1 is midnight there (EST).
    expect(lenderDay(new Date('2026-04-01T03:30:00Z'))).toBe('2026-03-31');
    expect(lenderDay(new Date('2026-04-01T04:00:00Z'))).toBe('2026-04-01');
    expect(lenderDay(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
    expect(lenderDay(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });

  it('reads a period of ISO days, its end on or after its start', () => {
    expect(fundingStatementsQuery.parse({ from: '2026-03-01', to: '2026-03-31', vendorId: '7' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      vendorId: 7,
    });
    expect(fundingStatementsQuery.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
    const backwards = fundingStatementsQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.error?.issues[0]?.message).toBe('statements:api.periodOrder');
    expect(fundingStatementsQuery.safeParse({ from: '03/01/2026', to: '2026-03-31' }).success).toBe(false);
  });
});
