// Money as text in each locale (ARCHITECTURE §9: en '$1,234.56', fr '1 234.56 $'), for the API's messages and mails.
import type { Locale } from '../locale.ts';
import { assertCents, type Cents } from './cents.ts';

// French groups thousands and sets the dollar sign apart with a no-break space, so an amount never breaks a line.
const NBSP = '\u00a0';

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Whole cents to text, on integers so that no binary fraction shows: 123456 → '$1,234.56' / '1 234.56 $'. */
export function formatCents(cents: Cents, locale: Locale): string {
  const value = assertCents(cents);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  return locale === 'fr'
    ? `${sign}${groupThousands(whole, NBSP)}.${fraction}${NBSP}$`
    : `${sign}$${groupThousands(whole, ',')}.${fraction}`;
}
