// Provinces and states an address may take (ARCHITECTURE §9), and the tax rate of each province.

export const PROVINCES = ['BC', 'AB', 'MB', 'SK', 'ON'] as const;
export const QUEBEC_PROVINCE = 'QC';

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** The regions an applicant's address may be in: Canadian provinces (with QC for a Quebec vendor) or US states. */
export function regionsFor(country: 'CA' | 'US', quebecVendor: boolean): readonly string[] {
  if (country === 'US') return US_STATES;
  return quebecVendor ? [...PROVINCES, QUEBEC_PROVINCE] : PROVINCES;
}

/** Sales tax by province in percent (ARCHITECTURE §9). */
export const PROVINCE_TAX_PERCENT: Record<string, string> = {
  ON: '13',
  BC: '12',
  AB: '5',
  SK: '11',
  MB: '12',
  QC: '14.975',
};
