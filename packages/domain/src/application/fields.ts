// Field formats of the application forms (spec §3, §5): masks, postal and zip codes, phones, SIN, dates, money.

/** Mask patterns for the browser's input masks (react-imask: 0 digit, a letter). */
export const MASKS = {
  sin: '000 000 000',
  phone: '(000) 000-0000[ ext. 000000]',
  /** French shows the extension as 'poste'; the value stored and sent keeps 'ext.' (PHONE). */
  phoneFr: '(000) 000-0000[ poste 000000]',
  date: '00/00/0000',
  postalCA: 'a0a 0a0',
  zip: '00000[-0000]',
} as const;

export const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
export const US_ZIP = /^\d{5}(-\d{4})?$/;

/** 'k1a0b1' → 'K1A 0B1'; '123456789' → '12345-6789'; anything else is returned trimmed. */
export function normalizePostal(value: string, country: 'CA' | 'US'): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (country === 'CA' && compact.length === 6) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'US' && compact.length === 9 && /^\d+$/.test(compact))
    return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  if (country === 'US' && compact.length === 5) return compact;
  return value.trim();
}

export function isPostalFor(value: string, country: 'CA' | 'US'): boolean {
  return country === 'CA' ? CA_POSTAL.test(value) : US_ZIP.test(value);
}

/** '(416) 555-0199 ext. 12' as a phone; the extension is optional, up to 6 digits. */
export const PHONE = /^\(\d{3}\) \d{3}-\d{4}( ext\. \d{1,6})?$/;

/** Digits of a phone in the mask's shape; the extension is kept when present. */
export function formatPhone(value: string): string {
  const [main = '', ext] = value.split(/ext\.?|poste|x/i);
  const digits = main.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return value.trim();
  const extDigits = ext?.replace(/\D/g, '');
  const base = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return extDigits ? `${base} ext. ${extDigits}` : base;
}

export const SIN = /^\d{3} \d{3} \d{3}$/;

/** Canadian SINs carry a Luhn check digit; a failed check is a typing mistake. */
export function isValidSin(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 9) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(digits[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function formatSin(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 9
    ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
    : value.trim();
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 'mm/dd/yyyy' → a real calendar date, or undefined (02/30/2000 is not one). */
export function parseUsDate(value: string): CalendarDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

export function formatUsDate({ year, month, day }: CalendarDate): string {
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function fromIsoDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
}

/** Whole years between a birth date and today (a birthday today counts). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const before = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (before ? 1 : 0);
}

export const AGE_MIN = 16;
export const AGE_MAX = 120;

// Sign, whole dollars (plain, or grouped by commas in threes), then an optional decimal mark and one or two digits.
const MONEY_TEXT = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Money typed or sent as '1,234.56', '1 234.56 $', '1 234,56 $', '$1234.5' or 1234.56 → integer cents; undefined when
 * it is not money. A French user types a decimal comma, so a comma or a period followed by one or two final digits is
 * the decimal mark; a comma before three digits groups thousands ('1,234'); spaces of any kind (ordinary, U+00A0,
 * U+202F) only group thousands, never mark decimals. Cents are counted from the digits, never through binary floats.
 */
export function parseMoney(value: unknown): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return parseMoney(value.toFixed(2));
  }
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[\s\u00a0\u202f$]/g, '');
  const match = MONEY_TEXT.exec(cleaned);
  if (!match) return undefined;
  const whole = (match[2] as string).replace(/,/g, '');
  if (whole.length > 13) return undefined;
  const cents = Number(whole) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Integer cents → a plain decimal string for the API ('123456' cents → 1234.56 as a number). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
