// Reads the AAMVA DL/ID card format (versions 01 to 10): the header, then the DL or ID subfile's data elements.
import type { Country } from '../vendor.ts';
import { countryOfCode, countryOfIssuer, countryOfRegion, ISSUERS } from './jurisdictions.ts';
import {
  cleanValue,
  countryOfPostal,
  type DateOrder,
  firstGivenName,
  type LicenceFields,
  normalizeLicencePostal,
  parseLicenceDate,
  splitWholeName,
} from './licence-values.ts';

export interface AamvaRecord {
  /** Issuer identification number, e.g. 636012 for Ontario ('' when the header is missing). */
  iin: string;
  /** AAMVA version, 1 to 10 (0 when the header is missing). */
  version: number;
  /** Data elements of the DL or ID subfile by their three-letter id; the first occurrence of each wins. */
  elements: ReadonlyMap<string, string>;
}

/** 'ANSI ' (or 'AAMVA', or 'ANSI' without its space) then the issuer number and the version. */
const HEADER = /(?:ANSI ?|AAMVA)(\d{6})(\d{2})/;
/** After the version: the jurisdiction version (from version 02 on) and the number of subfiles. */
const COUNTS = /^(?:\d{2})?\d{2}(?=[A-Za-z]{2})/;
/** Where the data of the first DL or ID subfile starts: its type (optional: some omit it) then an element id. */
const DATA_START = /(?:DL|ID)?(?=D[A-Z]{2})/;
/** Separators seen in the wild: LF, CR, RS, and '|' from keyboard-wedge scanners. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: RS (U+001E) is the AAMVA record separator.
const SEPARATORS = /[\n\r\u001e|]+/;
/** A subfile type that starts a line, before that subfile's first element (e.g. 'ZVZVA01', 'IDDAQ…'). */
const SUBFILE_PREFIX = /^(?:DL|ID|Z[A-Z])(?=[DZ][A-Z]{2})/;
const ELEMENT = /^(D[A-Z]{2})(.*)$/s;

/** True when the text looks like an AAMVA card payload (header, or at least a name and a birth date element). */
export function isAamva(text: string): boolean {
  return HEADER.test(text) || (/(^|[\n\r|])DBB\d/.test(text) && /(^|[\n\r|])D(CS|AA|AB)/.test(text));
}

function dataOf(text: string): { iin: string; version: number; data: string } {
  const header = HEADER.exec(text);
  if (!header) return { iin: '', version: 0, data: text };
  const afterVersion = text.slice(header.index + header[0].length);
  const counts = COUNTS.exec(afterVersion);
  const rest = counts ? afterVersion.slice(counts[0].length) : afterVersion;
  // The directory's offsets are unreliable in the wild (0000, 'abac'), so find the first element instead.
  const start = DATA_START.exec(rest);
  const data = start ? rest.slice(start.index + start[0].length) : rest;
  return { iin: header[1] ?? '', version: Number(header[2]), data };
}

/** Splits a payload into its header facts and the DL/ID subfile's elements, tolerating padding and junk. */
export function readAamva(payload: string): AamvaRecord {
  const { iin, version, data } = dataOf(payload);
  const elements = new Map<string, string>();
  for (const raw of data.split(SEPARATORS)) {
    const line = raw.trimStart().replace(SUBFILE_PREFIX, '');
    const element = ELEMENT.exec(line);
    if (!element) continue;
    const [, id = '', value = ''] = element;
    if (!elements.has(id)) elements.set(id, value);
  }
  return { iin, version, elements };
}

function namesOf(get: (id: string) => string): { firstName: string; lastName: string } {
  const whole = splitWholeName(get('DAA'));
  const lastName = cleanValue(get('DCS')) || cleanValue(get('DAB')) || whole.lastName;
  const firstName = cleanValue(get('DAC')) || firstGivenName(get('DCT')) || whole.firstName;
  return { firstName, lastName };
}

/**
 * Dates are CCYYMMDD in version 01 (AAMVA DL/ID-2000) and on Canadian cards, MMDDCCYY on US cards from version 02;
 * parseLicenceDate falls back to the other order when the expected one is not a real date.
 */
function dateOrderOf(version: number, issuerCountry: Country | undefined): DateOrder {
  if (version === 1) return 'CCYYMMDD';
  return issuerCountry === 'US' ? 'MMDDCCYY' : 'CCYYMMDD';
}

/** The application's fields from an AAMVA record; undefined when it has neither a name nor a date of birth. */
export function aamvaFields(record: AamvaRecord): LicenceFields | undefined {
  const get = (id: string) => record.elements.get(id) ?? '';
  const { firstName, lastName } = namesOf(get);
  const province = cleanValue(get('DAJ')).toUpperCase() || (ISSUERS[record.iin] ?? '');
  const postal = normalizeLicencePostal(get('DAK'));
  const issuerCountry = countryOfIssuer(record.iin) ?? countryOfCode(get('DCG')) ?? countryOfRegion(province);
  const dob = parseLicenceDate(get('DBB'), dateOrderOf(record.version, issuerCountry)) ?? '';
  if (!firstName && !lastName && !dob) return undefined;
  const country =
    countryOfCode(get('DCG')) ??
    countryOfRegion(province) ??
    countryOfIssuer(record.iin) ??
    countryOfPostal(postal) ??
    '';
  return {
    firstName,
    lastName,
    dob,
    address1: cleanValue(get('DAG')),
    city: cleanValue(get('DAI')),
    province,
    postal,
    country,
  };
}
