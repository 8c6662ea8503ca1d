// The actuarial APR of a payment schedule, the cost-of-borrowing disclosure built on it, and the criminal-rate check.
import type { CalendarDate } from '../application/fields.ts';
import { firstPaymentDate, formatLeaseDate } from './lease-date.ts';
import {
  assertCents,
  type Cents,
  type DecimalValue,
  FinanceDecimal,
  formatPercent,
  type PercentText,
  sumCents,
} from './money.ts';
import { type LoanTerms, type PaymentSchedule, paymentSchedule } from './payment.ts';

/** Criminal Code s. 347: an APR over 35 % is a criminal rate (since January 1, 2025). */
export const CRIMINAL_RATE_PERCENT: PercentText = '35';

/** The APR is solved well below the 0.001 % it is shown to, so the rounding of the answer is the only error. */
const MONTHLY_TOLERANCE = new FinanceDecimal('1e-14');
const MAX_MONTHLY_RATE = new FinanceDecimal(100);
/** A guard only: the Illinois steps close the bracket in about ten. */
const MAX_STEPS = 200;

type Flows = Pick<
  PaymentSchedule,
  'zeroPaymentMonths' | 'paymentCount' | 'paymentCents' | 'lastPaymentCents'
>;

/**
 * The value today of a schedule at a monthly rate j, in cents: payment k (k = 1 after one month) is discounted by
 * (1 + j)^k. The level payments are summed as an annuity, so a 180-month term costs three powers, not 180 terms.
 */
export function presentValue(flows: Flows, j: FinanceDecimal): FinanceDecimal {
  const { zeroPaymentMonths: n0, paymentCount: m, paymentCents: a, lastPaymentCents: last } = flows;
  if (j.isZero()) return new FinanceDecimal(a).mul(m - 1).plus(last);
  const v = new FinanceDecimal(1).div(j.plus(1));
  const deferred = n0 === 0 ? new FinanceDecimal(1) : v.pow(n0);
  // v^m from v^(m-1): one power instead of two (the powers are most of an APR's cost).
  const beforeLast = v.pow(m - 1);
  const level = new FinanceDecimal(1).minus(beforeLast).div(j);
  return deferred.mul(new FinanceDecimal(a).mul(level).plus(new FinanceDecimal(last).mul(beforeLast.mul(v))));
}

/**
 * Where the root lies, in binary floating point: the secant method on the present value computed in doubles. Only
 * aims the exact search (which checks that the decimals bracket the root there, and searches as before if not); never
 * an answer. Undefined when it leaves the positive rates.
 */
function roughMonthlyRate(flows: Flows, target: number, guess: number): number | undefined {
  const { zeroPaymentMonths: n0, paymentCount: m, paymentCents: a, lastPaymentCents: last } = flows;
  const excess = (j: number) => {
    const v = 1 / (1 + j);
    const beforeLast = v ** (m - 1);
    return v ** n0 * ((a * (1 - beforeLast)) / j + last * beforeLast * v) - target;
  };
  let [x0, x1] = [guess, guess * 1.01];
  let f0 = excess(x0);
  for (let step = 0; step < 60; step++) {
    const f1 = excess(x1);
    if (f1 === 0 || f1 === f0) return x1 > 0 ? x1 : undefined;
    const x2 = x1 - (f1 * (x1 - x0)) / (f1 - f0);
    if (!Number.isFinite(x2) || x2 <= 0 || x2 > 100) return undefined;
    [x0, f0, x1] = [x1, f1, x2];
    if (Math.abs(x1 - x0) <= 1e-15) break;
  }
  return x1;
}

/** Half the width of the exact bracket set around the rough root: far wider than the doubles' error (about 1e-15). */
const AIM_HALF_WIDTH = new FinanceDecimal('1e-12');

/**
 * The APR in percent, exact to about 1e-12 %: the annual rate r (12 × the monthly rate) at which the schedule's
 * present value equals the amount financed less the fees paid for the credit. The present value falls as the rate
 * rises, so the root is bracketed, then closed in by regula falsi with the Illinois step: it keeps the bracket (no
 * divergence, unlike Newton's method) and converges in a few steps where bisection takes forty-five.
 * The bracket is first tried 2e-12 wide around a root found in doubles (four exact evaluations in all instead of ten
 * to sixteen: each costs a few 40-digit powers); when the decimals do not confirm it, the search starts from
 * `guessPercent` (the nominal rate, when known). Either changes the speed, never the answer beyond the tolerance.
 * `aim: false` skips the doubles (the tests compare both ways).
 */
export function solveApr(
  flows: Flows,
  amountFinancedCents: Cents,
  feeCents: Cents = 0,
  guessPercent: DecimalValue = 12,
  { aim = true }: { aim?: boolean } = {},
): FinanceDecimal {
  const target = new FinanceDecimal(assertCents(amountFinancedCents)).minus(assertCents(feeCents, 'fee'));
  if (target.lte(0)) throw new RangeError('the fees leave no credit to price');
  const excess = (j: FinanceDecimal) => presentValue(flows, j).minus(target);
  const zero = new FinanceDecimal(0);
  const fZero = excess(zero);
  if (fZero.isNegative())
    throw new RangeError('the payments repay less than the credit: the APR would be negative');
  if (fZero.isZero()) return zero;
  // Bracket the root from a guess (the nominal rate is usually within a few hundredths of a point of the APR), so
  // that regula falsi starts on a nearly straight stretch of the curve.
  const guess = FinanceDecimal.max(new FinanceDecimal(guessPercent).div(1200), '1e-6');
  const rough = aim ? roughMonthlyRate(flows, target.toNumber(), guess.toNumber()) : undefined;
  if (rough !== undefined) {
    const near = new FinanceDecimal(rough);
    const [below, above] = [near.minus(AIM_HALF_WIDTH), near.plus(AIM_HALF_WIDTH)];
    if (below.isPositive()) {
      const [fBelow, fAbove] = [excess(below), excess(above)];
      if (fBelow.isPositive() && fAbove.isNegative()) return closeIn(excess, below, fBelow, above, fAbove);
    }
  }
  let step = guess.div(20);
  let [lo, fLo, hi, fHi] = [zero, fZero, guess, excess(guess)];
  if (fHi.isZero()) return guess.mul(1200);
  if (fHi.isPositive()) {
    [lo, fLo] = [hi, fHi];
    for (hi = lo.plus(step), fHi = excess(hi); fHi.isPositive(); hi = lo.plus(step), fHi = excess(hi)) {
      [lo, fLo] = [hi, fHi];
      step = step.mul(4);
      if (hi.gt(MAX_MONTHLY_RATE)) throw new RangeError('no APR under 120,000 % prices this schedule');
    }
  } else if (guess.minus(step).isPositive()) {
    const below = guess.minus(step);
    const fBelow = excess(below);
    if (fBelow.isNegative()) [hi, fHi] = [below, fBelow];
    else [lo, fLo] = [below, fBelow];
  }
  return closeIn(excess, lo, fLo, hi, fHi);
}

/**
 * Regula falsi with the Illinois step on a bracket [lo, hi] of monthly rates (excess positive at lo, negative or zero
 * at hi), to MONTHLY_TOLERANCE; the APR in percent.
 */
function closeIn(
  excess: (j: FinanceDecimal) => FinanceDecimal,
  lo: FinanceDecimal,
  fLo: FinanceDecimal,
  hi: FinanceDecimal,
  fHi: FinanceDecimal,
): FinanceDecimal {
  let kept: 'lo' | 'hi' | undefined;
  for (let n = 0; n < MAX_STEPS && hi.minus(lo).gt(MONTHLY_TOLERANCE) && !fHi.isZero(); n++) {
    const next = lo.mul(fHi).minus(hi.mul(fLo)).div(fHi.minus(fLo));
    const fNext = excess(next);
    // A probe one tolerance beyond the estimate closes the bracket as soon as the estimate is good enough: regula
    // falsi alone creeps up to a root from one side and would leave the other end far away.
    const probe = fNext.isPositive() ? next.plus(MONTHLY_TOLERANCE) : next.minus(MONTHLY_TOLERANCE);
    const fProbe = excess(probe);
    if (fNext.isPositive() !== fProbe.isPositive()) {
      [lo, fLo, hi, fHi] = fNext.isPositive() ? [next, fNext, probe, fProbe] : [probe, fProbe, next, fNext];
      break;
    }
    if (fNext.isPositive()) {
      [lo, fLo] = [probe, fProbe];
      // The same end kept twice: halve its value so that the other end moves too (the Illinois step).
      if (kept === 'hi') fHi = fHi.div(2);
      kept = 'hi';
    } else {
      [hi, fHi] = [probe, fProbe];
      if (kept === 'lo') fLo = fLo.div(2);
      kept = 'lo';
    }
  }
  return (fHi.isZero() ? hi : lo.plus(hi).div(2)).mul(1200);
}

/** The criminal-rate check: undefined when lawful, else the refusal as an i18n key with the limit it names. */
export function criminalRateRefusal(aprPercent: DecimalValue) {
  if (new FinanceDecimal(aprPercent).lte(CRIMINAL_RATE_PERCENT)) return undefined;
  return { key: 'financing:errors.criminalRate' as const, values: { limit: CRIMINAL_RATE_PERCENT } };
}

/** The figures the cost-of-borrowing disclosure shows, and the contract keeps. Money in cents, rates in percent. */
export interface CostOfBorrowing {
  /** The APR, actuarial, fees included, to 0.001 %: '9.990'. */
  aprPercent: string;
  /** The nominal annual rate the payment is computed at: '9.99'. */
  annualRatePercent: PercentText;
  principalCents: Cents;
  feeCents: Cents;
  termMonths: number;
  zeroPaymentMonths: number;
  paymentCount: number;
  paymentCents: Cents;
  lastPaymentCents: Cents;
  /** MM/DD/YYYY: the first payment that is not zero (the lease date, after any zero-payment months). */
  firstPaymentDate: string;
  totalOfPaymentsCents: Cents;
  /** Total of payments plus fees less the principal: the cost of borrowing (frais de crédit). */
  costOfCreditCents: Cents;
  /** Total of payments plus fees: everything the customer pays (obligation totale). */
  totalObligationCents: Cents;
}

export type DisclosureResult =
  | { ok: true; disclosure: CostOfBorrowing; schedule: PaymentSchedule }
  | {
      ok: false;
      error: { key: 'financing:errors.criminalRate'; values: { limit: PercentText } };
      aprPercent: string;
    };

/**
 * The disclosure of a loan: its schedule, its APR with the program's fee (paid by the customer at signing, not
 * financed), and the first payment's date from the lease date. Refuses, with the criminal-rate key, an APR over 35 %.
 */
export function costOfBorrowing(input: {
  terms: LoanTerms;
  feeCents?: Cents;
  leaseDate: CalendarDate;
}): DisclosureResult {
  const feeCents = assertCents(input.feeCents ?? 0, 'fee');
  const schedule = paymentSchedule(input.terms);
  const apr = solveApr(schedule, schedule.principalCents, feeCents, schedule.annualRatePercent);
  const aprPercent = formatPercent(apr, 3);
  const refusal = criminalRateRefusal(apr) ?? criminalRateRefusal(input.terms.annualRatePercent);
  if (refusal) return { ok: false, error: refusal, aprPercent };
  const totalObligationCents = sumCents([schedule.totalOfPaymentsCents, feeCents]);
  return {
    ok: true,
    schedule,
    disclosure: {
      aprPercent,
      annualRatePercent: schedule.annualRatePercent,
      principalCents: schedule.principalCents,
      feeCents,
      termMonths: schedule.termMonths,
      zeroPaymentMonths: schedule.zeroPaymentMonths,
      paymentCount: schedule.paymentCount,
      paymentCents: schedule.paymentCents,
      lastPaymentCents: schedule.lastPaymentCents,
      firstPaymentDate: formatLeaseDate(firstPaymentDate(input.leaseDate, schedule.zeroPaymentMonths)),
      totalOfPaymentsCents: schedule.totalOfPaymentsCents,
      costOfCreditCents: totalObligationCents - schedule.principalCents,
      totalObligationCents,
    },
  };
}
