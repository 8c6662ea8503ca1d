// Money in whole cents and rates of at most three decimals as whole thousandths of a percent: the browser's exact
// math, with no decimal library (the asset form and the calculator load this, not decimal.js; decision 022).
import { parseMoney } from '../application/fields.ts';

/** A whole number of cents (1234.56 $ is 123456). */
export type Cents = number;

/** A rate as written by a person or stored as text: '9.99' means 9.99 % a year. Never a binary float. */
export type PercentText = string;

/** Throws unless the value is a whole, safely representable number of cents: a fraction of a cent is a bug. */
export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
  return value;
}

/** The sum of whole cents; integer addition is exact below 2^53 cents, checked. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += assertCents(value);
  return assertCents(total, 'sum');
}

/** Money typed or sent by the API (1234.56, '1,234.56') → cents; throws when it is not money. */
export function dollarsToCents(value: unknown): Cents {
  const cents = parseMoney(value);
  if (cents === undefined) throw new RangeError(`not money: ${String(value)}`);
  return cents;
}

/** Thousandths of a percent in one percent. */
const PER_PERCENT = 1000;

/**
 * A non-negative percentage with at most three decimals as whole thousandths of a percent: '14.975' → 14975,
 * '13' → 13000. Every tax rate in the tables fits (QST 9.975, Missouri 4.225); a fourth decimal is refused, not
 * rounded, so that no rate is ever changed on its way in.
 */
export function percentThousandths(percent: PercentText): number {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(percent.trim());
  const value = match ? Number(match[1]) * PER_PERCENT + Number((match[2] ?? '').padEnd(3, '0')) : Number.NaN;
  if (!Number.isSafeInteger(value))
    throw new RangeError(`not a percentage with at most three decimals: ${percent}`);
  return value;
}

/** Thousandths of a percent as the shortest decimal text: 14975 → '14.975', 13000 → '13', 5600 → '5.6'. */
export function thousandthsToPercent(thousandths: number): PercentText {
  if (!Number.isSafeInteger(thousandths) || thousandths < 0)
    throw new RangeError(`not a whole number of thousandths: ${thousandths}`);
  const whole = Math.floor(thousandths / PER_PERCENT);
  const fraction = String(thousandths % PER_PERCENT)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * `thousandths` thousandths of a percent of an amount, rounded once, half-up (away from zero), to the cent:
 * percentOfCentsExact(1_00, 14975) = 15 (0.14975 $). Exact in BigInt, so no product can lose a digit.
 */
export function percentOfCentsExact(cents: Cents, thousandths: number): Cents {
  assertCents(cents);
  if (!Number.isSafeInteger(thousandths) || thousandths < 0)
    throw new RangeError(`not a whole number of thousandths: ${thousandths}`);
  // cents × thousandths is in units of 1/100,000 of a cent.
  const product = BigInt(cents) * BigInt(thousandths);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + 50_000n) / 100_000n;
  return assertCents(Number(product < 0n ? -rounded : rounded));
}
