// Dates and rates as every screen, message, mail and contract shows them (decision 032): one formatter for both
// the web app and the API. A date is written with its month's name, never as digits a reader could take either way.
import type { CalendarDate } from './application/fields.ts';
import type { Locale } from './locale.ts';

const NBSP = '\u00a0';

// A calendar date is formatted as midnight UTC in UTC: whatever the machine's or the reader's time zone, the day
// shown is the day given. Each formatter is made on its first use: making one loads the locale's data, a long task
// on a phone for a page that may show no date (decision 038).
const DAY: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  const format =
    DAY[locale] ?? new Intl.DateTimeFormat(`${locale}-CA`, { dateStyle: 'long', timeZone: 'UTC' });
  DAY[locale] = format;
  return format;
}

/** 'YYYY-MM-DD' or 'MM/DD/YYYY' (the masks' and the wire's forms) to a calendar date; undefined otherwise. */
export function calendarDateOf(value: string): CalendarDate | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [Number.NaN, Number.NaN, Number.NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

function dayOfMoment(moment: Date, timeZone: string | undefined): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * A day with its month's name: 'December 1, 2026' / '1 décembre 2026' (no-break spaces in French, so the day
 * never parts from its month). A calendar date ('2026-12-01', '12/01/2026', { year, month, day }) is that day in
 * every time zone; a moment (a Date or a timestamp) is the day it was in `timeZone` (the runtime's by default).
 * '' for anything that is not a date.
 */
export function formatDay(
  value: CalendarDate | Date | string | null | undefined,
  locale: Locale,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  let date: CalendarDate | undefined;
  if (value instanceof Date) date = Number.isNaN(value.getTime()) ? undefined : dayOfMoment(value, timeZone);
  else if (typeof value === 'string') {
    date = calendarDateOf(value);
    if (!date && /^\d{4}-\d{2}-\d{2}[T ]/.test(value)) {
      const moment = new Date(value);
      if (!Number.isNaN(moment.getTime())) date = dayOfMoment(moment, timeZone);
    }
  } else date = value;
  if (!date) return '';
  const text = dayFormat(locale).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  return locale === 'fr' ? text.replaceAll(' ', NBSP) : text;
}

/**
 * A rate or a ratio given as decimal text ('9.990', '4.99', '-2') with its percent sign: '9.990%' / '9,990 %'.
 * French writes a rate with the decimal comma and a no-break space before '%', as the contract does (decision 019);
 * only money keeps ARCHITECTURE §9's point (decision 032). The digits are the ones given: never rounded here.
 */
export function formatRate(percent: string, locale: Locale): string {
  if (!/^[-+]?\d+(\.\d+)?$/.test(percent)) throw new RangeError(`not a rate: ${percent}`);
  return locale === 'fr' ? `${percent.replace('.', ',')}${NBSP}%` : `${percent}%`;
}
