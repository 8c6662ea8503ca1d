// Money in integer cents and rates in decimal.js for the financing math: no binary float on the money path.
import Decimal from 'decimal.js';
import { assertCents, type Cents } from './cents.ts';

// Cents, their sum and parsing, and the integer percent math live in cents.ts, without decimal.js, for the browser.
export * from './cents.ts';

/**
 * A Decimal of its own, so that no other user of decimal.js can change our precision or rounding.
 * 40 significant digits: (1 + r)^180 and its inverse keep far more digits than the cent needs.
 */
export const FinanceDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type FinanceDecimal = Decimal;
/** What a Decimal is made from: a decimal string, an integer, or another Decimal. */
export type DecimalValue = Decimal.Value;

/** A decimal amount of cents rounded half-up (away from zero) to a whole cent. */
export function roundToCent(cents: DecimalValue): Cents {
  return new FinanceDecimal(cents).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** A decimal amount of cents rounded up to a whole cent, for a last payment that must close the balance. */
export function ceilToCent(cents: DecimalValue): Cents {
  return new FinanceDecimal(cents).toDecimalPlaces(0, Decimal.ROUND_CEIL).toNumber();
}

/** `percent` % of an amount, half-up to the cent: percentOfCents(100_00, '14.975') = 14_98. */
export function percentOfCents(cents: Cents, percent: DecimalValue): Cents {
  assertCents(cents);
  return roundToCent(new FinanceDecimal(cents).mul(percent).div(100));
}

/** A percentage as a Decimal, refusing what is not a finite decimal number ('9.99', '0', 5). */
export function toPercent(value: DecimalValue): FinanceDecimal {
  const percent = new FinanceDecimal(value);
  if (!percent.isFinite()) throw new RangeError(`not a percentage: ${String(value)}`);
  return percent;
}

/** Cents as an exact Decimal of dollars (123456 → 1234.56), for text and for answers built from Decimals. */
export function centsToDollars(cents: Cents): FinanceDecimal {
  return new FinanceDecimal(assertCents(cents)).div(100);
}

/** A percentage written with a fixed number of decimals, half-up: formatPercent('14.9749', 3) = '14.975'. */
export function formatPercent(value: DecimalValue, decimals = 3): string {
  return new FinanceDecimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
}
