// Rates and dates as the contract prints them in each language: the domain's one format of every screen and message
// (decision 032); money is the domain's formatCents (ARCHITECTURE §9: en '$1,234.56', fr '1 234.56 $').
import { calendarDateOf, formatDay, formatRate, type Locale } from '@vp/domain';

/** Dollars as answered (two decimals at most) to whole cents, without float drift. */
export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** A rate given as decimal text ('9.990') as a percentage: '9.990%' / '9,990 %' (decision 032). */
export function formatPercent(rate: string, locale: Locale): string {
  return formatRate(rate, locale);
}

/** A calendar date (YYYY-MM-DD or MM/DD/YYYY) spelled out: 'May 1, 2026' / '1 mai 2026' (no-break spaces). */
export function formatLongDate(value: string, locale: Locale): string {
  // A contract never prints an empty date: a value that is not one is a bug upstream.
  const date = calendarDateOf(value);
  if (!date) throw new Error(`not a date: ${value}`);
  return formatDay(date, locale);
}

/** An instant as UTC text, to the second: '2026-05-01 14:03:07'. */
export function formatUtc(at: Date): string {
  return at.toISOString().replace('T', ' ').slice(0, 19);
}
