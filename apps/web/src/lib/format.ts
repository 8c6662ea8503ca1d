// Money, number and date formatting for both locales (ARCHITECTURE §9: en '$1,234.56', fr '1 234.56 $').
import type { Locale } from '@vp/domain';

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

function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** mm/dd/yyyy, the product's date format in both locales (spec §3, §5). Calendar dates use UTC. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
    // Already a calendar date as the API sends it (dob): never through Date, whose time zone could shift it.
    if (/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return value;
  }
  const date = toDate(value);
  if (!date) return '';
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** A moment (created, updated) in the user's time zone: 'Nov. 21, 2026, 3:04 p.m.' / '21 nov. 2026, 15 h 04'. */
export function formatTimestamp(value: Date | string | number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(`${locale}-CA`, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A rate as the API sends it, decimal text ('9.990'), with its percent sign: '9.990%' / '9.990 %' (no-break space). */
export function formatRate(percent: string, locale: Locale): string {
  return locale === 'fr' ? `${percent}${NBSP}%` : `${percent}%`;
}
