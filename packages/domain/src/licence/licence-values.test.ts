import { describe, expect, it } from 'vitest';
import { countryOfCode, countryOfIssuer, countryOfRegion } from './jurisdictions.ts';
import {
  cleanValue,
  firstGivenName,
  normalizeLicencePostal,
  parseLicenceDate,
  splitWholeName,
} from './licence-values.ts';

describe('licence dates', () => {
  it('reads the expected order, and the other when the expected one is not a date', () => {
    expect(parseLicenceDate('19600901', 'CCYYMMDD')).toBe('09/01/1960');
    expect(parseLicenceDate('09011960', 'MMDDCCYY')).toBe('09/01/1960');
    expect(parseLicenceDate('08081962', 'CCYYMMDD')).toBe('08/08/1962');
    expect(parseLicenceDate('19620808', 'MMDDCCYY')).toBe('08/08/1962');
  });

  it('refuses what is a date in neither order', () => {
    for (const value of ['19990231', '13131999', '00000000', '1999', 'MMDDCCYY', '', undefined]) {
      expect(parseLicenceDate(value, 'CCYYMMDD')).toBeUndefined();
    }
    expect(parseLicenceDate('20000229', 'CCYYMMDD')).toBe('02/29/2000');
    expect(parseLicenceDate('19000229', 'CCYYMMDD')).toBeUndefined();
  });
});

describe('licence postal codes', () => {
  it.each([
    ['L7N 1B9    ', 'L7N 1B9'],
    ['T4G7A7', 'T4G 7A7'],
    ['k1a0b1', 'K1A 0B1'],
    ['752050000  ', '75205'],
    ['0210800000', '02108'],
    ['85641-4321', '85641-4321'],
    ['061091896  ', '06109-1896'],
    ['000000000', '00000'],
    ['00783', '00783'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(normalizeLicencePostal(value)).toBe(expected);
  });
});

describe('licence names and padding', () => {
  it('drops padding, trailing commas and the words for no value', () => {
    expect(cleanValue('ABBOTT,                  ')).toBe('ABBOTT');
    expect(cleanValue('  ORTIZ  ORTIZ ')).toBe('ORTIZ ORTIZ');
    expect(cleanValue('NONE')).toBe('');
    expect(cleanValue('unavl')).toBe('');
    expect(cleanValue('N/A')).toBe('');
    expect(cleanValue('NA')).toBe('NA');
  });

  it('takes the first given name', () => {
    expect(firstGivenName('MARY,ANN')).toBe('MARY');
    expect(firstGivenName('STAN CONSTANTINE')).toBe('STAN');
    expect(firstGivenName('ABDULAH,M     ')).toBe('ABDULAH');
  });

  it('splits a whole name', () => {
    expect(splitWholeName('TESTER,JOEY, MIDLAND')).toEqual({ lastName: 'TESTER', firstName: 'JOEY' });
    expect(splitWholeName('CTLIC,ADULT,A')).toEqual({ lastName: 'CTLIC', firstName: 'ADULT' });
    expect(splitWholeName('SMITH$JOHN$Q')).toEqual({ lastName: 'SMITH', firstName: 'JOHN' });
    expect(splitWholeName('')).toEqual({ lastName: '', firstName: '' });
  });
});

describe('licence countries', () => {
  it('maps codes, regions and issuer numbers', () => {
    expect(countryOfCode('CAN')).toBe('CA');
    expect(countryOfCode('USA')).toBe('US');
    expect(countryOfCode('MEX')).toBeUndefined();
    expect(countryOfRegion('ab')).toBe('CA');
    expect(countryOfRegion('PR')).toBe('US');
    expect(countryOfIssuer('604428')).toBe('CA');
    expect(countryOfIssuer('636014')).toBe('US');
    expect(countryOfIssuer('990876')).toBeUndefined();
  });
});
