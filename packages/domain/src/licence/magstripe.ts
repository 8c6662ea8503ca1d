// Reads AAMVA magnetic-stripe tracks, which British Columbia's licences hold in their PDF417 instead of subfiles:
// %BC<city ≤13>^<LAST>,$<GIVEN>^<street>$<city> BC  <postal>^?;636028<licence#>=<YYMM><CCYYMMDD>=?_%0A<postal>…?
import { countryOfIssuer, countryOfRegion } from './jurisdictions.ts';
import {
  cleanValue,
  countryOfPostal,
  firstGivenName,
  type LicenceFields,
  normalizeLicencePostal,
  parseLicenceDate,
} from './licence-values.ts';

const TRACK1 = /%([A-Z]{2})([^?]*)\?/;
/** Track 2: issuer number, licence number (never kept), expiry YYMM, then the date of birth CCYYMMDD. */
const TRACK2 = /;(\d{6})\d{0,13}=\d{4}(\d{8})/;
/** Track 3 starts with a version and a security digit, then the postal code in 11 characters. */
const TRACK3_POSTAL = /\?[^%;]*%.{2}([A-Z0-9 ]{11})/;
/** The last line of BC's address: '<city> <province> <postal>'. */
const CITY_LINE = /^(.*\S)\s+([A-Z]{2})\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{5}(?:-?\d{4})?)$/;
const CITY_WIDTH = 13;

export function isMagstripe(text: string): boolean {
  return TRACK1.test(text) && TRACK2.test(text);
}

interface Track1 {
  region: string;
  city: string;
  name: string;
  address: string;
}

function readTrack1(text: string): Track1 | undefined {
  const track = TRACK1.exec(text);
  if (!track) return undefined;
  const [, region = '', body = ''] = track;
  // The city is '^'-terminated when shorter than its 13 characters, and runs straight into the name when full.
  const caret = body.indexOf('^');
  const cityEnd = caret >= 0 && caret <= CITY_WIDTH ? caret : CITY_WIDTH;
  const rest = body.slice(cityEnd + (cityEnd === caret ? 1 : 0));
  const [name = '', address = ''] = rest.split('^');
  return { region, city: body.slice(0, cityEnd), name, address };
}

function addressOf(track1: Track1) {
  const lines = track1.address
    .split('$')
    .map((line) => cleanValue(line))
    .filter(Boolean);
  const last = CITY_LINE.exec(lines.at(-1) ?? '');
  if (last && lines.length > 1) {
    return {
      address1: lines.slice(0, -1).join(' '),
      city: last[1] ?? '',
      province: last[2] ?? '',
      postal: normalizeLicencePostal(last[3]),
    };
  }
  return { address1: lines.join(' '), city: cleanValue(track1.city), province: track1.region, postal: '' };
}

/** The application's fields from magnetic-stripe tracks; undefined when the tracks are not there. */
export function magstripeFields(payload: string): LicenceFields | undefined {
  const track1 = readTrack1(payload);
  const track2 = TRACK2.exec(payload);
  if (!track1 || !track2) return undefined;
  const [lastPart = '', ...given] = track1.name.split(/[,$]/);
  const address = addressOf(track1);
  const postal = address.postal || normalizeLicencePostal(TRACK3_POSTAL.exec(payload)?.[1]);
  const province = address.province || track1.region;
  return {
    firstName: firstGivenName(given.join(' ')),
    lastName: cleanValue(lastPart),
    // Track 2 always writes the birth date year first.
    dob: parseLicenceDate(track2[2], 'CCYYMMDD') ?? '',
    address1: address.address1,
    city: address.city,
    province,
    postal,
    country: countryOfRegion(province) ?? countryOfIssuer(track2[1]) ?? countryOfPostal(postal) ?? '',
  };
}
