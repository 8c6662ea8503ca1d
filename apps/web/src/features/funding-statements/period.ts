// The statements page's periods (issue 35): a month's first and last days from a calendar day, in the lender's
// calendar (the days statements are booked on), and the period read from and written to the URL.
import { lenderDay } from '@vp/domain';

export interface Period {
  from: string;
  to: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The month `offset` months from the one `day` (yyyy-mm-dd) is in: its first and last days. */
export function monthOf(day: string, offset = 0): Period {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + offset;
  const first = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(year, month + 1, 0));
  const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { from: iso(first), to: iso(last) };
}

/** This month in the lender's calendar, and the one before it. */
export function presets(now = new Date()) {
  const today = lenderDay(now);
  return { thisMonth: monthOf(today), lastMonth: monthOf(today, -1) };
}

/** The period the URL names, or this month where it names none (or not a day). */
export function periodFrom(search: URLSearchParams, now = new Date()): Period & { vendorId?: number } {
  const fallback = presets(now).thisMonth;
  const day = (name: string, otherwise: string) => {
    const value = search.get(name) ?? '';
    return ISO_DAY.test(value) ? value : otherwise;
  };
  const vendor = Number(search.get('vendorId'));
  return {
    from: day('from', fallback.from),
    to: day('to', fallback.to),
    ...(Number.isSafeInteger(vendor) && vendor > 0 ? { vendorId: vendor } : {}),
  };
}
