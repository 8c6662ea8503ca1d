import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FinanceDecimal, sumCents } from './money.ts';
import {
  type LoanTerms,
  monthlyPayment,
  type PaymentSchedule,
  paymentSchedule,
  schedulePayments,
} from './payment.ts';

/**
 * The balance after the whole schedule, month by month in exact decimals (an independent walk of the same loan):
 * interest of the zero-payment months is added when it accrues, dropped when waived.
 */
function balanceAfter(s: PaymentSchedule, rate: string, accrue = true) {
  const i = new FinanceDecimal(rate).div(1200);
  let balance = new FinanceDecimal(s.principalCents);
  schedulePayments(s).forEach((payment, k) => {
    const interest = k < s.zeroPaymentMonths && !accrue ? 0 : balance.mul(i);
    balance = balance.plus(interest).minus(payment);
  });
  return balance;
}

const loan = (principalCents: number, annualRatePercent: string, termMonths: number): LoanTerms => ({
  principalCents,
  annualRatePercent,
  termMonths,
});

describe('monthly payment, standard amortisation (golden values computed independently)', () => {
  it.each([
    [10_000_00, '9.99', 60, 212_42],
    [15_000_00, '7.99', 120, 181_91],
    [2_400_00, '0', 24, 100_00],
    [20_000_00, '14.99', 180, 279_78],
    [5_000_00, '5.99', 36, 152_09],
  ])('%i cents at %s %% over %i months = %i cents', (principal, rate, term, expected) => {
    expect(monthlyPayment(loan(principal, rate, term))).toBe(expected);
  });

  it('closes the balance with the last payment: a few cents off the level one, never a fraction', () => {
    const s = paymentSchedule(loan(10_000_00, '9.99', 60));
    // 212.421246… rounded down to 212.42 leaves 0.001246 $ a month, grown over 59 months (×75.8), ≈ 0.095 $ more.
    expect(s.lastPaymentCents).toBe(212_52);
    expect(s.totalOfPaymentsCents).toBe(212_42 * 59 + 212_52);
    expect(balanceAfter(s, '9.99').toNumber()).toBeCloseTo(-0.5, 0);
    expect(schedulePayments(s)).toHaveLength(60);
  });
});

describe('0 % programs', () => {
  it('divide the principal by the count; the last payment absorbs the cents left over', () => {
    const s = paymentSchedule(loan(1_000_00, '0', 3));
    expect([s.paymentCents, s.lastPaymentCents]).toEqual([333_33, 333_34]);
    expect(s.totalOfPaymentsCents).toBe(1_000_00);
  });

  it('sum to the principal to the cent (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 180 }),
        (p, n) => {
          const s = paymentSchedule(loan(p, '0', n));
          return sumCents(schedulePayments(s)) === p && s.totalOfPaymentsCents === p;
        },
      ),
    );
  });
});

describe('deferred programs (decision 014)', () => {
  it('waived: the principal is amortised over the months left, at the program rate', () => {
    const s = paymentSchedule({ ...loan(10_000_00, '9.99', 66), deferral: { months: 6, interest: 'waive' } });
    expect(s.paymentCount).toBe(60);
    expect(s.paymentCents).toBe(212_42);
    expect(s.capitalisedInterestCents).toBe(0);
    expect(schedulePayments(s).slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, 212_42]);
  });

  it('accruing: six months of interest are capitalised, then amortised over the months left', () => {
    const s = paymentSchedule({ ...loan(10_000_00, '12', 66), deferral: { months: 6, interest: 'accrue' } });
    // 10,000 × 1.01^6 = 10,615.20150601; its 60-month payment at 1 % a month is 236.1295… → 236.13.
    expect(s.capitalisedInterestCents).toBe(615_20);
    expect(s.paymentCents).toBe(236_13);
    expect(s.deferralInterest).toBe('accrue');
  });

  it('refuse a deferral that leaves no payment', () => {
    expect(() =>
      paymentSchedule({ ...loan(1_000_00, '5', 12), deferral: { months: 12, interest: 'waive' } }),
    ).toThrow(RangeError);
  });
});

describe('inputs the math refuses', () => {
  it.each([
    [loan(0, '5', 12)],
    [loan(-1, '5', 12)],
    [loan(10.5, '5', 12)],
    [loan(1_000_00, '-1', 12)],
    [loan(1_000_00, 'abc', 12)],
    [loan(1_000_00, '5', 0)],
    [loan(1_000_00, '5', 12.5)],
  ])('%o', (terms) => {
    expect(() => paymentSchedule(terms)).toThrow();
  });

  it('an amount too small for its term, where rounding would leave no last payment', () => {
    expect(() => paymentSchedule(loan(2_00, '34', 180))).toThrow(/too small/);
  });
});

describe('properties of every schedule', () => {
  const principal = fc.integer({ min: 500_00, max: 500_000_00 });
  const rate = fc.integer({ min: 0, max: 2500 }).map((bp) => (bp / 100).toFixed(2));
  const term = fc.constantFrom(12, 24, 36, 48, 60, 72, 84, 96, 120, 144, 180);

  it('the payments add up to at least the principal', () => {
    fc.assert(
      fc.property(principal, rate, term, (p, r, n) => {
        const s = paymentSchedule(loan(p, r, n));
        return s.totalOfPaymentsCents >= p && sumCents(schedulePayments(s)) === s.totalOfPaymentsCents;
      }),
    );
  });

  it('the level payment times the count is at least the principal at any positive rate from 1 %', () => {
    fc.assert(
      fc.property(principal, rate, term, (p, r, n) => {
        fc.pre(Number.parseInt(r, 10) >= 1);
        const s = paymentSchedule(loan(p, r, n));
        return s.paymentCents * s.paymentCount >= p;
      }),
    );
  });

  it('the last payment leaves the balance, run month by month, at zero less under a cent', () => {
    fc.assert(
      fc.property(
        principal,
        rate,
        term,
        fc.integer({ min: 0, max: 11 }),
        fc.boolean(),
        (p, r, n, zero, accrue) => {
          const s = paymentSchedule({
            ...loan(p, r, n),
            deferral: { months: zero, interest: accrue ? 'accrue' : 'waive' },
          });
          const end = balanceAfter(s, r, accrue);
          return s.lastPaymentCents > 0 && end.lte(0) && end.gt(-1);
        },
      ),
    );
  });
});
