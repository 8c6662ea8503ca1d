// Which country a licence comes from: AAMVA issuer numbers (IIN) and the codes of provinces and states.
import type { Country } from '../vendor.ts';

/** Every Canadian province and territory, as licences write them in DAJ. */
export const CANADIAN_REGIONS: ReadonlySet<string> = new Set([
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
]);

/** US states, the District of Columbia and the territories whose licences carry AAMVA barcodes. */
export const US_REGIONS: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND ' +
    'OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI'
  ).split(' '),
);

/** AAMVA issuer identification numbers and the jurisdiction each one is (AAMVA IIN list). */
export const ISSUERS: Readonly<Record<string, string>> = {
  '636000': 'VA',
  '636001': 'NY',
  '636002': 'MA',
  '636003': 'MD',
  '636004': 'NC',
  '636005': 'SC',
  '636006': 'CT',
  '636007': 'LA',
  '636008': 'MT',
  '636009': 'NM',
  '636010': 'FL',
  '636011': 'DE',
  '636012': 'ON',
  '636013': 'NS',
  '636014': 'CA',
  '636015': 'TX',
  '636016': 'NL',
  '636017': 'NB',
  '636018': 'IA',
  '636019': 'GU',
  '636020': 'CO',
  '636021': 'AR',
  '636022': 'KS',
  '636023': 'OH',
  '636024': 'VT',
  '636025': 'PA',
  '636026': 'AZ',
  '636028': 'BC',
  '636029': 'OR',
  '636030': 'MO',
  '636031': 'WI',
  '636032': 'MI',
  '636033': 'AL',
  '636034': 'ND',
  '636035': 'IL',
  '636036': 'NJ',
  '636037': 'IN',
  '636038': 'MN',
  '636039': 'NH',
  '636040': 'UT',
  '636041': 'ME',
  '636042': 'SD',
  '636043': 'DC',
  '636044': 'SK',
  '636045': 'WA',
  '636046': 'KY',
  '636047': 'HI',
  '636048': 'MB',
  '636049': 'NV',
  '636050': 'ID',
  '636051': 'MS',
  '636052': 'RI',
  '636053': 'TN',
  '636054': 'NE',
  '636055': 'GA',
  '636058': 'OK',
  '636059': 'AK',
  '636060': 'WY',
  '636061': 'WV',
  '636062': 'VI',
  '604426': 'PE',
  '604427': 'AS',
  '604428': 'QC',
  '604429': 'YT',
  '604430': 'MP',
  '604431': 'PR',
  '604432': 'AB',
  '604433': 'NU',
  '604434': 'NT',
};

/** The country of a province or state code, when it is one of Canada's or the United States'. */
export function countryOfRegion(region: string | undefined): Country | undefined {
  if (!region) return undefined;
  const code = region.trim().toUpperCase();
  if (CANADIAN_REGIONS.has(code)) return 'CA';
  if (US_REGIONS.has(code)) return 'US';
  return undefined;
}

/** The country of an issuer number, when the number is a known Canadian or US jurisdiction. */
export function countryOfIssuer(iin: string | undefined): Country | undefined {
  return iin ? countryOfRegion(ISSUERS[iin]) : undefined;
}

/** A licence's country code (DCG) as the application writes it: CAN → CA, USA → US. */
export function countryOfCode(code: string | undefined): Country | undefined {
  const value = code?.trim().toUpperCase();
  if (value === 'CAN' || value === 'CA') return 'CA';
  if (value === 'USA' || value === 'US') return 'US';
  return undefined;
}
