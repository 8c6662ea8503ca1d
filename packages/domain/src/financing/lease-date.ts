// The lease (payment) date of spec §4 from the chosen day of the month, and its month/day/year form on the wire.
import { type CalendarDate, formatUsDate, toIsoDate } from '../application/fields.ts';

/** The days of the month a customer may pay on (spec §9). */
export const LEASE_DAYS = [1, 8, 15, 22] as const;
export type LeaseDay = (typeof LEASE_DAYS)[number];

export function isLeaseDay(value: unknown): value is LeaseDay {
  return (LEASE_DAYS as readonly unknown[]).includes(value);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` later (or earlier), on the month's last day when it has no such day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * Spec §4, word for word: the next occurrence of the chosen day; if today's day of the month is on or after the
 * chosen day, it falls in next month, otherwise in this month. December rolls into January of the next year; the
 * lease days (1 to 22) exist in every month, so no month end can move them.
 */
export function leaseDate(today: CalendarDate, day: LeaseDay): CalendarDate {
  if (!isLeaseDay(day)) throw new RangeError(`the lease day is one of ${LEASE_DAYS.join(', ')}, got ${day}`);
  const month = today.day >= day ? addMonths({ ...today, day: 1 }, 1) : { ...today, day: 1 };
  return { year: month.year, month: month.month, day };
}

/** The date of the k-th monthly payment (k = 1 is the lease date itself). */
export function paymentDate(lease: CalendarDate, k: number): CalendarDate {
  return addMonths(lease, k - 1);
}

/**
 * The first payment that is not zero: the lease date after the program's zero-payment months (decision 014). The
 * disclosure, the contract and the program screen's line under the payment date all take it from here.
 */
export function firstPaymentDate(lease: CalendarDate, zeroPaymentMonths: number): CalendarDate {
  return paymentDate(lease, zeroPaymentMonths + 1);
}

/** MM/DD/YYYY, the form the lease date is sent in. */
export function formatLeaseDate(date: CalendarDate): string {
  return formatUsDate(date);
}

/**
 * A month/day/year date as clients send it: 'MM/DD/YYYY', 'M/D/YYYY', or with dashes ('03-15-2026', as the
 * add-asset query writes the installation date); undefined when it is not a real calendar date.
 */
export function parseMonthDayYear(value: string): CalendarDate | undefined {
  const match = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** A lease date as sent: a real month/day/year date whose day is one of the lease days. */
export function parseLeaseDate(value: string): CalendarDate | undefined {
  const date = parseMonthDayYear(value);
  return date && isLeaseDay(date.day) ? date : undefined;
}

/**
 * Today's calendar date where the customer is (e.g. 'America/Toronto'; undefined: the runtime's own zone, the user's
 * calendar in a browser, read without Intl: a first formatter loads locale data, about 17 ms of a phone's first
 * render of the program screen, decision 038): the lease rule counts local days.
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): CalendarDate {
  if (timeZone === undefined)
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The lender's calendar: a rate sheet's version takes effect at midnight in Toronto, whatever node or browser asks. */
export const LENDER_TIME_ZONE = 'America/Toronto';

/** The lender's day at a moment, 'YYYY-MM-DD' (ISO dates compare as text). */
export function lenderDay(now: Date): string {
  return toIsoDate(todayIn(LENDER_TIME_ZONE, now));
}
