// Rates and dates as the contract prints them in each language; money is the domain's formatCents (ARCHITECTURE §9:
// en '$1,234.56', fr '1 234.56 $' with no-break spaces).
import type { Locale } from '@vp/domain';

const NBSP = '\u00a0';

/** Dollars as answered (two decimals at most) to whole cents, without float drift. */
export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** A rate given as decimal text ('9.990') as a percentage; French prose writes the decimal comma. */
export function formatPercent(rate: string, locale: Locale): string {
  return locale === 'fr' ? `${rate.replace('.', ',')}${NBSP}%` : `${rate}%`;
}

const MONTHS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** A calendar date (YYYY-MM-DD or MM/DD/YYYY) spelled out: 'May 1, 2026' / '1 mai 2026'. */
export function formatLongDate(value: string, locale: Locale): string {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : value;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${value}`);
  // Spaces in a French date must not break a line between the day and the month.
  const text = MONTHS[locale].format(date);
  return locale === 'fr' ? text.replaceAll(' ', NBSP) : text;
}

/** An instant as UTC text, to the second: '2026-05-01 14:03:07'. */
export function formatUtc(at: Date): string {
  return at.toISOString().replace('T', ' ').slice(0, 19);
}
