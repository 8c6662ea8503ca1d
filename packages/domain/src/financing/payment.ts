// The monthly payment of a financing or rental: standard amortisation in exact decimals, with deferred months.
// The conventions (rounding, the last payment, zero-payment months) are decision 014's.
import {
  assertCents,
  type Cents,
  ceilToCent,
  FinanceDecimal,
  type PercentText,
  roundToCent,
  toPercent,
} from './money.ts';

/** What happens to interest during a deferred program's zero-payment months: added to the balance, or forgiven. */
export type DeferralInterest = 'accrue' | 'waive';

export interface Deferral {
  /** Months of zero payments at the start of the term (qtyZeroPayments). */
  months: number;
  interest: DeferralInterest;
}

export interface LoanTerms {
  /** The amount financed: the assets' total with tax (financedAmount), in cents. */
  principalCents: Cents;
  /** The nominal annual rate in percent, compounded monthly: '9.99'. */
  annualRatePercent: PercentText;
  /** The whole term in months, zero-payment months included. */
  termMonths: number;
  deferral?: Deferral | undefined;
}

/** The payments of a loan, summarised: zero-payment months, then level payments, the last one closing the balance. */
export interface PaymentSchedule {
  principalCents: Cents;
  annualRatePercent: PercentText;
  termMonths: number;
  zeroPaymentMonths: number;
  deferralInterest: DeferralInterest | null;
  /** Interest added to the balance during the zero-payment months (0 when waived or not deferred). */
  capitalisedInterestCents: Cents;
  paymentCount: number;
  /** The level monthly payment (the one the screens show). */
  paymentCents: Cents;
  /** The last payment: the level one give or take the cents the rounding of the others left. */
  lastPaymentCents: Cents;
  totalOfPaymentsCents: Cents;
}

/** Longest term accepted: 50 years, far beyond the catalogue's 180 months, only to refuse nonsense. */
export const MAX_TERM_MONTHS = 600;

/** The monthly rate of an annual percentage: '12' → 0.01. */
export function monthlyRate(annualRatePercent: PercentText): FinanceDecimal {
  const percent = toPercent(annualRatePercent);
  if (percent.isNegative()) throw new RangeError(`a rate cannot be negative: ${annualRatePercent}`);
  return percent.div(1200);
}

function checkTerms({ principalCents, termMonths, deferral }: LoanTerms): number {
  assertCents(principalCents, 'principal');
  if (principalCents <= 0) throw new RangeError('the amount financed must be positive');
  if (!Number.isInteger(termMonths) || termMonths < 1 || termMonths > MAX_TERM_MONTHS) {
    throw new RangeError(`a term is 1 to ${MAX_TERM_MONTHS} whole months, got ${termMonths}`);
  }
  const zero = deferral?.months ?? 0;
  if (!Number.isInteger(zero) || zero < 0 || zero >= termMonths) {
    throw new RangeError(`zero-payment months must leave at least one payment in the term, got ${zero}`);
  }
  return zero;
}

/**
 * The schedule of a loan. The balance grows by exact decimal interest (never rounded month by month); every
 * payment but the last is the level payment rounded half-up to the cent; the last is what is left, rounded up to
 * the cent, so the schedule always pays the loan off at its own rate and never leaves a fraction of a cent owing.
 * At 0 % the level payment is the principal divided by the count, rounded down, and the last takes the remainder.
 */
export function paymentSchedule(terms: LoanTerms): PaymentSchedule {
  const zeroPaymentMonths = checkTerms(terms);
  const i = monthlyRate(terms.annualRatePercent);
  const count = terms.termMonths - zeroPaymentMonths;
  const principal = new FinanceDecimal(terms.principalCents);
  const accrues = zeroPaymentMonths > 0 && terms.deferral?.interest === 'accrue';
  // Interest of the zero-payment months is capitalised: the balance the payments amortise is P(1+i)^N.
  const balance = accrues ? principal.mul(i.plus(1).pow(zeroPaymentMonths)) : principal;

  let payment: Cents;
  let last: Cents;
  if (i.isZero()) {
    payment = Math.floor(terms.principalCents / count);
    last = terms.principalCents - payment * (count - 1);
  } else {
    const growth = i.plus(1).pow(count);
    const exact = balance.mul(i).mul(growth).div(growth.minus(1));
    payment = roundToCent(exact);
    // What is owed just before the last payment: the balance grown over count-1 months less the payments made,
    // each grown from its own month; the last payment adds the last month's interest.
    const before = i.plus(1).pow(count - 1);
    const owed = balance.mul(before).minus(new FinanceDecimal(payment).mul(before.minus(1)).div(i));
    last = ceilToCent(owed.mul(i.plus(1)));
    if (count === 1) payment = last;
  }
  if (last <= 0) {
    throw new RangeError('the amount financed is too small for this term: the last payment would be nothing');
  }
  return {
    principalCents: terms.principalCents,
    annualRatePercent: terms.annualRatePercent,
    termMonths: terms.termMonths,
    zeroPaymentMonths,
    deferralInterest: zeroPaymentMonths > 0 ? (terms.deferral?.interest ?? null) : null,
    capitalisedInterestCents: accrues ? roundToCent(balance.minus(principal)) : 0,
    paymentCount: count,
    paymentCents: payment,
    lastPaymentCents: last,
    totalOfPaymentsCents: payment * (count - 1) + last,
  };
}

/** The level monthly payment of a loan, in cents (results.monthlyPayment once in dollars). */
export function monthlyPayment(terms: LoanTerms): Cents {
  return paymentSchedule(terms).paymentCents;
}

/** Every month's payment in order, the zero-payment months included: what the contract's schedule lists. */
export function schedulePayments(schedule: PaymentSchedule): Cents[] {
  const payments: Cents[] = Array.from({ length: schedule.zeroPaymentMonths }, () => 0);
  for (let k = 1; k < schedule.paymentCount; k++) payments.push(schedule.paymentCents);
  payments.push(schedule.lastPaymentCents);
  return payments;
}
