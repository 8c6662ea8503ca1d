// The values of a licence as the application writes them: dates, postal codes, names and padded text.
import type { Country } from '../vendor.ts';

/** What a scanned licence fills in: only the fields the application uses, never the licence number. */
export interface LicenceFields {
  firstName: string;
  lastName: string;
  /** mm/dd/yyyy, or '' when the licence has no readable date of birth. */
  dob: string;
  address1: string;
  city: string;
  province: string;
  postal: string;
  country: Country | '';
}

/** How a licence writes its dates: year first (Canada, AAMVA 2000) or month first (US since 2003). */
export type DateOrder = 'CCYYMMDD' | 'MMDDCCYY';

const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

function readDate(digits: string, order: DateOrder): string | undefined {
  const [year, month, day] =
    order === 'CCYYMMDD'
      ? [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)]
      : [digits.slice(4, 8), digits.slice(0, 2), digits.slice(2, 4)];
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return undefined;
  return `${month}/${day}/${year}`;
}

/**
 * An 8-digit licence date as mm/dd/yyyy. The expected order is tried first; a date that is not a real one in that
 * order is read in the other (New Brunswick writes MMDDCCYY although Canadian). No real date is valid both ways:
 * a year of 1900 or later never starts with a month.
 */
export function parseLicenceDate(value: string | undefined, expected: DateOrder): string | undefined {
  const digits = value?.replace(/[\s/-]/g, '') ?? '';
  if (!/^\d{8}$/.test(digits)) return undefined;
  const other: DateOrder = expected === 'CCYYMMDD' ? 'MMDDCCYY' : 'CCYYMMDD';
  return readDate(digits, expected) ?? readDate(digits, other);
}

const CA_POSTAL_LOOSE = /^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)$/;

/** A postal or zip code as the application writes it: 'A1A 1A1', '12345' or '12345-6789' (+4 of 0000 dropped). */
export function normalizeLicencePostal(value: string | undefined): string {
  const text = (value ?? '').trim().toUpperCase();
  const canadian = CA_POSTAL_LOOSE.exec(text);
  if (canadian) return `${canadian[1]} ${canadian[2]}`;
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{5,}$/.test(digits)) return text;
  const zip = digits.slice(0, 5);
  const plus4 = digits.slice(5, 9);
  return plus4.length === 4 && plus4 !== '0000' ? `${zip}-${plus4}` : zip;
}

/** The country a postal code's shape gives away. */
export function countryOfPostal(postal: string): Country | undefined {
  if (/^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(postal)) return 'CA';
  if (/^\d{5}(-\d{4})?$/.test(postal)) return 'US';
  return undefined;
}

/**
 * The words cards write where a value is missing (AAMVA: 'NONE', 'unavl'). Not 'NA': it is a name (Na, a Korean and
 * Vietnamese family name, or a given name), and a card that has no name writes NONE or leaves the element empty.
 */
const NO_VALUE = new Set(['NONE', 'UNAVL', 'UNAVAILABLE', 'UNKNOWN', 'N/A']);

/** A value without padding, Ontario's trailing commas, or the words licences write for 'no value'. */
export function cleanValue(value: string | undefined): string {
  const text = (value ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,]+$/, '')
    .trim();
  return NO_VALUE.has(text.toUpperCase()) ? '' : text;
}

/** The first given name of 'MARY,ANN', 'STAN CONSTANTINE' or 'ABDULAH,M'. */
export function firstGivenName(given: string | undefined): string {
  return cleanValue(given).split(/[\s,$]+/)[0] ?? '';
}

/** A whole name written 'LAST,FIRST,MIDDLE', 'LAST$FIRST$MIDDLE' or 'LAST FIRST MIDDLE' (AAMVA 2000, DAA). */
export function splitWholeName(name: string | undefined): { lastName: string; firstName: string } {
  const text = cleanValue(name);
  const parts = /[,$]/.test(text)
    ? text
        .split(/[,$]/)
        .map((p) => p.trim())
        .filter(Boolean)
    : text.split(' ');
  return { lastName: parts[0] ?? '', firstName: firstGivenName(parts[1]) };
}
