import { describe, expect, it } from 'vitest';
import type { FormContext } from '../application.schema.ts';
import type { ApplicationStored, CoApplicantStored } from './application.fields.ts';
import { validateStoredApplication } from './validate-stored.ts';

const ontario: FormContext = {
  vendorCountry: 'CA',
  quebecVendor: false,
  today: { year: 2026, month: 11, day: 21 },
};

const application = {
  amountCents: 650_000,
  applicationType: 'Finance',
  description: 'Furnace',
  creditReleaseObtained: 'Yes',
  hasCoApplicant: 'No',
  firstName: 'Olivia',
  lastName: 'Brown',
  sinLast3: '286',
  dobIso: '1980-04-15',
  primaryPhone: '(416) 555-0199',
  businessPhone: '(416) 555-0100',
  email: 'olivia@example.com',
  employer: 'Acme',
  country: 'CA',
  address1: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  postal: 'M5H 1A1',
  titleOwner: 'Own',
  yearsAtCurHouse: 4,
} as unknown as ApplicationStored;

describe('validateStoredApplication', () => {
  it('passes a complete application', () => {
    expect(validateStoredApplication(application, null, ontario)).toEqual({
      application: {},
      coApplicant: {},
    });
  });

  it('answers the steps’ own messages, money read from cents', () => {
    const stored = { ...application, amountCents: 0, dobIso: '2020-01-01', email: null };
    expect(validateStoredApplication(stored, null, ontario).application).toEqual({
      amount: 'validation:moneyPositive',
      dob: 'validation:age',
      email: 'validation:required',
    });
  });

  it('asks for the previous address under six months at the current one', () => {
    const stored = { ...application, yearsAtCurHouse: 0.25, curAddressLess: 'Yes' };
    expect(validateStoredApplication(stored, null, ontario).application).toEqual({
      prevAddress1: 'validation:required',
      prevCity: 'validation:required',
      prevProvince: 'validation:provinceRequired',
      prevPostal: 'validation:required',
    });
  });

  it('checks the co-applicant only when there is one, every required field when none is stored', () => {
    const stored = { ...application, hasCoApplicant: 'Yes' };
    const { coApplicant } = validateStoredApplication(stored, null, ontario);
    expect(coApplicant).toMatchObject({
      firstName: 'validation:required',
      titleOwner: 'validation:required',
    });
    const co = { firstName: 'Liam' } as unknown as CoApplicantStored;
    expect(validateStoredApplication(stored, co, ontario).coApplicant.firstName).toBeUndefined();
  });
});
