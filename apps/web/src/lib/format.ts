// Money, number, date and rate formatting for both locales (ARCHITECTURE §9: en '$1,234.56', fr '1 234.56 $');
// dates and rates are the domain's (display.ts), the same the API's messages and the contract use.
import { type CalendarDate, formatDay, formatRate as formatSharedRate, type Locale } from '@vp/domain';

// French groups thousands and sets the dollar sign apart with a no-break space, so an amount never breaks a line.
const NBSP = '\u00a0';

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Integer cents to text, computed on integers so that no binary fraction shows. */
export function formatCents(cents: number, locale: Locale): string {
  if (!Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  return locale === 'fr'
    ? `${sign}${groupThousands(whole, NBSP)}.${fraction}${NBSP}$`
    : `${sign}$${groupThousands(whole, ',')}.${fraction}`;
}

/** A dollar amount (as the API sends it) to text; '' for something that is not a number. */
export function formatMoney(amount: number | string | null | undefined, locale: Locale): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/[\s,$]/g, '')) : amount;
  if (value === null || value === undefined || amount === '' || !Number.isFinite(value)) return '';
  return formatCents(Math.round(value * 100), locale);
}

/** Whole numbers with the locale's thousands separator: 1,234 / 1 234. */
export function formatCount(value: number, locale: Locale): string {
  const digits = groupThousands(Math.abs(Math.trunc(value)).toString(), locale === 'fr' ? NBSP : ',');
  return value < 0 ? `-${digits}` : digits;
}

// Each formatter is made once per locale and options, on its first use: making one loads the locale's data, a long
// task on a phone (decision 038), and a report's table of 500 dealers formats a share on each row.
const FORMATS = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function madeOnce<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  const format = (FORMATS.get(key) as T | undefined) ?? make();
  FORMATS.set(key, format);
  return format;
}

/** The locale's number formatter with these options, made once. */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return madeOnce(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(`${locale}-CA`, options),
  );
}

/** The locale's date and time formatter with these options, made once. */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return madeOnce(
    `dateTime ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(`${locale}-CA`, options),
  );
}

function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A day with its month's name, the one date format of every screen (decision 032): 'December 1, 2026' /
 * '1 décembre 2026'. A calendar date ('2026-12-01', '12/01/2026') never moves a day with the reader's time zone;
 * a moment (created, submitted) is the day it was where the reader is. The mm/dd/yyyy masks are for typing only.
 */
export function formatDate(
  value: CalendarDate | Date | string | number | null | undefined,
  locale: Locale,
): string {
  if (value === null || value === undefined || value === '') return '';
  return formatDay(typeof value === 'number' ? toDate(value) : value, locale);
}

/** A moment (created, updated) in the user's time zone: 'Nov. 21, 2026, 3:04 p.m.' / '21 nov. 2026, 15 h 04'. */
export function formatTimestamp(value: Date | string | number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A rate as the API sends it, decimal text ('9.990'): '9.990%' / '9,990 %' (decision 032). */
export function formatRate(percent: string, locale: Locale): string {
  return formatSharedRate(percent, locale);
}

/** A share from 0 to 1 as a percentage with one decimal: '42.5%' / '42,5 %'; '' for null. */
export function formatPercent(share: number | null | undefined, locale: Locale): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '';
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
}
