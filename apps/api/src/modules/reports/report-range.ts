// A report's date range (issue 37): the preset or the custom dates resolved to inclusive local dates in a time zone,
// and the half-open instants [from, to) the facts are counted in.
import type { ReportQuery } from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';

export interface ResolvedRange {
  /** Inclusive ISO dates, local to `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  fromInstant: Date;
  /** The instant the day after `to` begins. */
  toInstant: Date;
}

const DAY_MS = 86_400_000;
const MAX_DAYS = 731;

export const badTimeZone = () => new AppError('errors:api.badTimeZone', 400);
const badRange = () => new AppError('errors:api.badReportRange', 400);

/** Whether the IANA name is one this runtime knows. */
export function checkTimeZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw badTimeZone();
  }
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
export const addDays = (iso: string, days: number) => isoOf(msOf(iso) + days * DAY_MS);

/** The local date of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant a local date begins in a zone . */
export function startOfLocalDay(iso: string, timeZone: string): Date {
  const guess = msOf(iso);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

function presetDates(query: ReportQuery, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (query.range) {
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const from = isoOf(Date.UTC(month === 1 ? year - 1 : year, month === 1 ? 11 : month - 2, 1));
      return { from, to: addDays(monthStart, -1) };
    }
    case 'last90Days':
      return { from: addDays(today, -89), to: today };
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
    case 'custom': {
      const { from, to } = query;
      if (!from || !to || Number.isNaN(msOf(from)) || Number.isNaN(msOf(to)) || from > to) throw badRange();
      if ((msOf(to) - msOf(from)) / DAY_MS >= MAX_DAYS) throw badRange();
      return { from, to };
    }
  }
}

export function resolveRange(query: ReportQuery, timeZone: string, now: Date): ResolvedRange {
  const zone = checkTimeZone(timeZone);
  const { from, to } = presetDates(query, localDate(now, zone));
  return {
    from,
    to,
    timeZone: zone,
    fromInstant: startOfLocalDay(from, zone),
    toInstant: startOfLocalDay(addDays(to, 1), zone),
  };
}

/** The first day of each week (from Monday) or month the range touches, in order. */
export function periodStarts(from: string, to: string, period: 'week' | 'month'): string[] {
  const starts: string[] = [];
  let start =
    period === 'month'
      ? `${from.slice(0, 7)}-01`
      : addDays(from, -((new Date(msOf(from)).getUTCDay() + 6) % 7));
  while (start <= to) {
    starts.push(start);
    if (period === 'week') start = addDays(start, 7);
    else {
      const [y, m] = start.split('-').map(Number) as [number, number];
      start = isoOf(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1));
    }
  }
  return starts;
}
