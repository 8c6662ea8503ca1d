import {
  applicationStepForm,
  buildAamvaPayload,
  buildMagstripePayload,
  coApplicantStepForm,
  type FormContext,
  type LicenceFields,
  parseLicence,
} from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { checkScannedValues, licenceToValues, SCANNED_FIELDS, toUsDate } from './scan-values.ts';

const today = { year: 2025, month: 6, day: 1 };
const ontarioVendor: FormContext = { vendorCountry: 'CA', quebecVendor: false, today };
const newYorkVendor: FormContext = { vendorCountry: 'US', quebecVendor: false, today };

const ontario: LicenceFields = {
  firstName: 'ELODIE',
  lastName: 'TREMBLAY',
  dob: '07/04/1985',
  address1: '120 KING ST W',
  city: 'TORONTO',
  province: 'ON',
  postal: 'M5H 1A1',
  country: 'CA',
};

const newYork: LicenceFields = {
  firstName: 'JAMES',
  lastName: 'MILLER',
  dob: '03/14/1979',
  address1: '350 5TH AVE',
  city: 'NEW YORK',
  province: 'NY',
  postal: '10118',
  country: 'US',
};

describe('licenceToValues', () => {
  it('keeps the fields the step fills in, in the order they are shown', () => {
    expect(Object.keys(licenceToValues(ontario))).toEqual([...SCANNED_FIELDS]);
    expect(licenceToValues(ontario)).toEqual(ontario);
  });

  it('turns a country written CAN or USA into CA or US', () => {
    // LicenceFields says CA | US | '', but a server of another version could answer the licence's own code.
    const asWritten = (country: string) => ({ ...ontario, country }) as unknown as LicenceFields;
    expect(licenceToValues(asWritten('CAN')).country).toBe('CA');
    expect(licenceToValues(asWritten('can')).country).toBe('CA');
    expect(licenceToValues(asWritten('USA')).country).toBe('US');
    expect(licenceToValues(asWritten('')).country).toBe('');
  });

  it('shows a date of birth read year first as mm/dd/yyyy', () => {
    expect(toUsDate('1985-07-04')).toBe('07/04/1985');
    expect(toUsDate('19850704')).toBe('07/04/1985');
    expect(toUsDate('07/04/1985')).toBe('07/04/1985');
    expect(toUsDate('')).toBe('');
  });

  it('trims padding and joins runs of spaces, uppercases province and postal code', () => {
    expect(
      licenceToValues({
        ...ontario,
        firstName: '  MARY ',
        address1: '123  ST GEORGE ST E ',
        province: 'on',
        postal: 'n1m 3j6',
      }),
    ).toMatchObject({ firstName: 'MARY', address1: '123 ST GEORGE ST E', province: 'ON', postal: 'N1M 3J6' });
  });

  it('maps what the parser reads from an Ontario AAMVA payload and a British Columbia stripe', () => {
    const aamva = parseLicence(
      buildAamvaPayload({
        iin: '636012',
        version: 9,
        elements: [
          ['DCS', 'TREMBLAY,'],
          ['DAC', 'ELODIE'],
          ['DBB', '19850704'],
          ['DAG', '120 KING ST W,'],
          ['DAI', 'TORONTO'],
          ['DAJ', 'ON'],
          ['DAK', 'M5H1A1    '],
          ['DAQ', 'T1234-56789-50704'],
          ['DCG', 'CAN'],
        ],
      }),
    );
    expect(aamva && licenceToValues(aamva)).toEqual(ontario);
    const stripe = parseLicence(
      buildMagstripePayload({
        region: 'BC',
        city: 'VICTORIA',
        lastName: 'SPECIMEN',
        givenNames: 'TEST',
        street: '910 GOVERNMENT ST',
        postal: 'V8W 3Y8',
        iin: '636028',
        licenceNumber: '2222222',
        expiry: '2409',
        dob: '19700906',
      }),
    );
    expect(stripe && licenceToValues(stripe)).toMatchObject({
      firstName: 'TEST',
      lastName: 'SPECIMEN',
      dob: '09/06/1970',
      province: 'BC',
      postal: 'V8W 3Y8',
      country: 'CA',
    });
    // The licence number is never among the values.
    expect(JSON.stringify(aamva && licenceToValues(aamva))).not.toContain('T1234');
  });
});

describe('checkScannedValues', () => {
  it('accepts every value of a licence from the vendor’s own province', () => {
    const { items, accepted } = checkScannedValues(
      licenceToValues(ontario),
      applicationStepForm('2', ontarioVendor),
    );
    expect(items.every((item) => item.problem === undefined)).toBe(true);
    expect(accepted).toEqual(ontario);
  });

  it('leaves out, with the form’s own message, what an Ontario vendor’s form refuses from a New York licence', () => {
    const { items, accepted } = checkScannedValues(
      licenceToValues(newYork),
      applicationStepForm('2', ontarioVendor),
    );
    const problems = Object.fromEntries(items.filter((i) => i.problem).map((i) => [i.field, i.problem]));
    expect(problems).toEqual({
      province: 'validation:province',
      postal: 'validation:postal',
      country: 'validation:countryLocked',
    });
    expect(accepted).toEqual({
      firstName: 'JAMES',
      lastName: 'MILLER',
      dob: '03/14/1979',
      address1: '350 5TH AVE',
      city: 'NEW YORK',
    });
  });

  it('accepts a New York licence for a US vendor, and refuses a province there', () => {
    const form = applicationStepForm('2', newYorkVendor);
    expect(checkScannedValues(licenceToValues(newYork), form).accepted).toEqual(newYork);
    const { items } = checkScannedValues(licenceToValues(ontario), form);
    expect(items.find((i) => i.field === 'province')?.problem).toBe('validation:state');
  });

  it('refuses a date of birth outside the age range, as the step does', () => {
    const child = { ...ontario, dob: '01/15/2015' };
    const { items, accepted } = checkScannedValues(
      licenceToValues(child),
      applicationStepForm('2', ontarioVendor),
    );
    expect(items.find((i) => i.field === 'dob')?.problem).toBe('validation:age');
    expect(accepted).not.toHaveProperty('dob');
  });

  it('fills in nothing for what the licence does not have, and does not call it a problem', () => {
    const partial = { ...ontario, dob: '', postal: '', country: '' } as LicenceFields;
    const { items, accepted } = checkScannedValues(
      licenceToValues(partial),
      coApplicantStepForm('0', ontarioVendor),
    );
    expect(items.filter((i) => i.problem)).toEqual([]);
    expect(Object.keys(accepted)).toEqual(['firstName', 'lastName', 'address1', 'city', 'province']);
  });
});
