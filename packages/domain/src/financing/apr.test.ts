import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costOfBorrowing, criminalRateRefusal, presentValue, solveApr } from './apr.ts';
import { FinanceDecimal } from './money.ts';
import { type LoanTerms, paymentSchedule } from './payment.ts';

const leaseDate = { year: 2026, month: 3, day: 15 };
const loan = (principalCents: number, annualRatePercent: string, termMonths: number): LoanTerms => ({
  principalCents,
  annualRatePercent,
  termMonths,
});

describe('actuarial APR', () => {
  it('is the nominal rate when there is no fee and no deferral (to 0.001 %)', () => {
    const s = paymentSchedule(loan(10_000_00, '9.99', 60));
    expect(solveApr(s, s.principalCents).toFixed(3)).toBe('9.990');
  });

  it('prices a fee paid for the credit: 10,000 $ over 60 months at 9.99 % with a 295 $ fee', () => {
    const s = paymentSchedule(loan(10_000_00, '9.99', 60));
    const apr = solveApr(s, s.principalCents, 295_00);
    // The schedule's present value at that APR is the 9,705 $ of credit actually given, to a thousandth of a cent.
    expect(presentValue(s, apr.div(1200)).minus(9_705_00).abs().lt('0.001')).toBe(true);
    // 11.29097… found apart by bisection over the 60 payments one by one (Python's decimal).
    expect(apr.toFixed(3)).toBe('11.291');
  });

  it('is zero for a 0 % program without a fee, and positive with one', () => {
    const s = paymentSchedule(loan(2_400_00, '0', 24));
    expect(solveApr(s, s.principalCents).abs().lt('1e-9')).toBe(true);
    expect(solveApr(s, s.principalCents, 50_00).gt(1.9)).toBe(true);
  });

  it('falls below the nominal rate when a deferral waives the interest', () => {
    const s = paymentSchedule({
      ...loan(10_000_00, '9.99', 72),
      deferral: { months: 12, interest: 'waive' },
    });
    expect(solveApr(s, s.principalCents).lt('9.99')).toBe(true);
  });

  it('refuses fees that leave no credit', () => {
    const s = paymentSchedule(loan(1_000_00, '5', 12));
    expect(() => solveApr(s, 1_000_00, 1_000_00)).toThrow(RangeError);
  });

  it('is never below the nominal rate, a fee of up to 5 % or none, interest accruing or no deferral (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500_00, max: 500_000_00 }),
        fc.integer({ min: 0, max: 2500 }).map((bp) => (bp / 100).toFixed(2)),
        fc.constantFrom(12, 24, 36, 60, 84, 120, 180),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 500 }),
        (p, r, n, zero, feePerMille) => {
          const fee = Math.floor((p * feePerMille) / 10_000);
          const s = paymentSchedule({ ...loan(p, r, n), deferral: { months: zero, interest: 'accrue' } });
          const apr = solveApr(s, p, fee).toFixed(3);
          return new FinanceDecimal(apr).gte(r);
        },
      ),
    );
  });
});

describe('the APR search aimed by a root found in doubles', () => {
  it('finds the same APR as the search from the nominal rate alone, deferred or not, with fees (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500_00, max: 500_000_00 }),
        fc.integer({ min: 0, max: 3000 }).map((bp) => (bp / 100).toFixed(2)),
        fc.constantFrom(12, 24, 36, 60, 84, 120, 180),
        fc.integer({ min: 0, max: 11 }),
        fc.constantFrom('accrue' as const, 'waive' as const),
        fc.integer({ min: 0, max: 500 }),
        (p, r, n, zero, interest, feePerMille) => {
          const fee = Math.floor((p * feePerMille) / 10_000);
          const s = paymentSchedule({ ...loan(p, r, n), deferral: { months: zero, interest } });
          const aimed = solveApr(s, p, fee, r);
          const plain = solveApr(s, p, fee, r, { aim: false });
          expect(aimed.minus(plain).abs().lt('1e-9'), `${aimed} vs ${plain}`).toBe(true);
          expect(aimed.toFixed(3)).toBe(plain.toFixed(3));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('still prices the golden fee case without the doubles', () => {
    const s = paymentSchedule(loan(10_000_00, '9.99', 60));
    expect(solveApr(s, s.principalCents, 295_00, '9.99', { aim: false }).toFixed(3)).toBe('11.291');
  });
});

describe('cost-of-borrowing disclosure', () => {
  it('shows every figure, in cents, with the first payment after the zero-payment months', () => {
    const result = costOfBorrowing({
      terms: { ...loan(10_000_00, '9.99', 66), deferral: { months: 6, interest: 'accrue' } },
      feeCents: 99_00,
      leaseDate,
    });
    if (!result.ok) throw new Error('refused');
    const d = result.disclosure;
    expect(d.paymentCount).toBe(60);
    expect(d.zeroPaymentMonths).toBe(6);
    expect(d.firstPaymentDate).toBe('09/15/2026');
    expect(d.totalOfPaymentsCents).toBe(d.paymentCents * 59 + d.lastPaymentCents);
    expect(d.totalObligationCents).toBe(d.totalOfPaymentsCents + 99_00);
    expect(d.costOfCreditCents).toBe(d.totalOfPaymentsCents + 99_00 - 10_000_00);
    expect(Number(d.aprPercent)).toBeGreaterThan(9.99);
    expect(d.aprPercent).toMatch(/^\d+\.\d{3}$/);
  });

  it('starts on the lease date when nothing is deferred, and rolls over the year', () => {
    const result = costOfBorrowing({
      terms: loan(5_000_00, '5.99', 36),
      leaseDate: { year: 2026, month: 12, day: 22 },
    });
    expect(result.ok && result.disclosure.firstPaymentDate).toBe('12/22/2026');
    expect(result.ok && result.disclosure.paymentCents).toBe(152_09);
  });

  it('refuses an APR over the criminal rate of 35 %, a fee pushing it over too', () => {
    const over = costOfBorrowing({ terms: loan(1_000_00, '36', 12), leaseDate });
    expect(over).toMatchObject({
      ok: false,
      error: { key: 'financing:errors.criminalRate', values: { limit: '35' } },
    });
    const fee = costOfBorrowing({ terms: loan(1_000_00, '30', 12), feeCents: 100_00, leaseDate });
    expect(fee.ok).toBe(false);
    expect(costOfBorrowing({ terms: loan(1_000_00, '30', 12), leaseDate }).ok).toBe(true);
  });

  it('criminalRateRefusal: 35 % is lawful, anything above is not', () => {
    expect(criminalRateRefusal('35')).toBeUndefined();
    expect(criminalRateRefusal('35.001')?.key).toBe('financing:errors.criminalRate');
  });
});
