import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  coApplicantStep1Schema,
  coApplicantStep2Schema,
  type FormContext,
  needsPreviousAddress,
  step1Schema,
  step2Schema,
  step3_1Schema,
  step3_2Schema,
  step3_3Schema,
} from './application.schema.ts';

const today = { year: 2026, month: 11, day: 21 };
const ontario: FormContext = { vendorCountry: 'CA', quebecVendor: false, today };
const quebec: FormContext = { vendorCountry: 'CA', quebecVendor: true, today };
const newYork: FormContext = { vendorCountry: 'US', quebecVendor: false, today };

function errors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const applicant = {
  firstName: 'Olivia',
  lastName: 'Brown',
  sin: '046 454 286',
  dob: '04/15/1980',
  primaryPhone: '(416) 555-0199',
  businessPhone: '(416) 555-0100 ext. 12',
  email: 'olivia@example.com',
  employer: 'Acme',
};
const address = {
  country: 'CA',
  address1: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  postal: 'M5H 1A1',
  titleOwner: 'Own',
  yearsAtCurHouse: '4',
};

describe('step 1', () => {
  it('requires the terms accepted, a positive amount, the type and the description', () => {
    expect(errors(step1Schema, {})).toEqual({
      creditReleaseObtained: 'validation:mustAcceptTerms',
      amount: 'validation:required',
      applicationType: 'validation:required',
      description: 'validation:required',
    });
    expect(
      errors(step1Schema, {
        creditReleaseObtained: 'No',
        amount: '0',
        applicationType: 'Lease',
        description: ' ',
      }),
    ).toEqual({
      creditReleaseObtained: 'validation:mustAcceptTerms',
      amount: 'validation:moneyPositive',
      applicationType: 'validation:required',
      description: 'validation:required',
    });
  });

  it('reads the amount as money in cents and defaults hasCoApplicant to No', () => {
    const parsed = step1Schema.parse({
      creditReleaseObtained: 'Yes',
      amount: '12,345.60',
      applicationType: 'Finance',
      description: 'Furnace',
    });
    expect(parsed).toEqual({
      creditReleaseObtained: 'Yes',
      amount: 1_234_560,
      applicationType: 'Finance',
      description: 'Furnace',
      hasCoApplicant: 'No',
    });
    expect(errors(step1Schema, { amount: 'ten dollars' }).amount).toBe('validation:money');
    expect(errors(step1Schema, { amount: -5 }).amount).toBe('validation:moneyPositive');
  });
});

describe('step 2 (scan)', () => {
  it('has no required field but still checks formats', () => {
    expect(errors(step2Schema(ontario), {})).toEqual({});
    expect(errors(step2Schema(ontario), { postal: '12345', dob: '1980-04-15', province: 'QC' })).toEqual({
      postal: 'validation:postal',
      dob: 'validation:date',
      province: 'validation:province',
    });
  });
});

describe('step 3.1', () => {
  it('requires names, date of birth, phones, e-mail and employer; SIN and mobile are optional', () => {
    expect(errors(step3_1Schema(ontario), {})).toEqual({
      firstName: 'validation:required',
      lastName: 'validation:required',
      dob: 'validation:required',
      primaryPhone: 'validation:required',
      businessPhone: 'validation:required',
      email: 'validation:required',
      employer: 'validation:required',
    });
    expect(errors(step3_1Schema(ontario), { ...applicant, sin: '', mobilePhone: '' })).toEqual({});
  });

  it('checks formats: SIN check digit, mm/dd/yyyy, age 16 to 120, phone mask, e-mail', () => {
    expect(
      errors(step3_1Schema(ontario), {
        ...applicant,
        sin: '046 454 287',
        dob: '11/22/2010',
        primaryPhone: '416-555-0199',
        email: 'olivia@',
      }),
    ).toEqual({
      sin: 'validation:sin',
      dob: 'validation:age',
      primaryPhone: 'validation:phone',
      email: 'validation:email',
    });
    expect(errors(step3_1Schema(ontario), { ...applicant, dob: '11/21/2010' })).toEqual({});
    expect(errors(step3_1Schema(ontario), { ...applicant, dob: '11/21/1905' }).dob).toBe('validation:age');
    expect(errors(step3_1Schema(ontario), { ...applicant, dob: '11/22/1905' })).toEqual({});
    expect(errors(step3_1Schema(ontario), { ...applicant, dob: '02/30/1980' }).dob).toBe('validation:date');
  });

  it('takes a US SSN without the Canadian check digit', () => {
    expect(errors(step3_1Schema(newYork), { ...applicant, sin: '123 456 789' })).toEqual({});
  });

  it('keeps the Quebec-only fields for Quebec vendors, optional, zero allowed', () => {
    const quebecApplicant = {
      ...applicant,
      grossIncome: '0',
      totalHousingCosts: '',
      referral: 'porte-a-porte',
    };
    expect(errors(step3_1Schema(quebec), quebecApplicant)).toEqual({});
    expect(step3_1Schema(quebec).parse(quebecApplicant)).toMatchObject({
      grossIncome: 0,
      referral: 'porte-a-porte',
    });
    expect(errors(step3_1Schema(quebec), { ...applicant, referral: 'radio', grossIncome: '-1' })).toEqual({
      referral: 'validation:oneOf',
      grossIncome: 'validation:moneyNotNegative',
    });
    expect(step3_1Schema(ontario).parse({ ...applicant, grossIncome: '50000' })).not.toHaveProperty(
      'grossIncome',
    );
  });
});

describe('step 3.2', () => {
  it('requires the address, with the provinces of ARCHITECTURE §9', () => {
    expect(errors(step3_2Schema(ontario), address)).toEqual({});
    expect(errors(step3_2Schema(ontario), { ...address, province: 'QC' }).province).toBe(
      'validation:province',
    );
    expect(errors(step3_2Schema(quebec), { ...address, province: 'QC', postal: 'H2X 1Y4' })).toEqual({});
  });

  it('locks the country to the vendor’s and uses zip codes and states for US vendors', () => {
    expect(errors(step3_2Schema(ontario), { ...address, country: 'USA' }).country).toBe(
      'validation:countryLocked',
    );
    const us = { ...address, country: 'USA', province: 'NY', postal: '10001-1234' };
    expect(errors(step3_2Schema(newYork), us)).toEqual({});
    expect(step3_2Schema(newYork).parse(us).country).toBe('US');
    expect(errors(step3_2Schema(newYork), { ...us, postal: 'M5H 1A1', province: 'ON' })).toEqual({
      postal: 'validation:zip',
      province: 'validation:state',
    });
  });

  it('takes years at the current house as a number from 0, or empty', () => {
    expect(errors(step3_2Schema(ontario), { ...address, yearsAtCurHouse: '' })).toEqual({});
    expect(errors(step3_2Schema(ontario), { ...address, yearsAtCurHouse: '-1' }).yearsAtCurHouse).toBe(
      'validation:years',
    );
    expect(errors(step3_2Schema(ontario), { ...address, yearsAtCurHouse: 'abc' }).yearsAtCurHouse).toBe(
      'validation:years',
    );
  });
});

describe('step 3.3', () => {
  it('requires the previous address only when curAddressLess is Yes', () => {
    expect(errors(step3_3Schema(ontario), {})).toEqual({ curAddressLess: 'validation:required' });
    expect(errors(step3_3Schema(ontario), { curAddressLess: 'No' })).toEqual({});
    expect(errors(step3_3Schema(ontario), { curAddressLess: 'Yes' })).toEqual({
      prevAddress1: 'validation:required',
      prevCity: 'validation:required',
      // One message per rule (issue 14): a missing province says 'Choose a province.' wherever it is missing.
      prevProvince: 'validation:provinceRequired',
      prevPostal: 'validation:required',
    });
    expect(errors(step3_2Schema(ontario), { ...address, province: '' }).province).toBe(
      'validation:provinceRequired',
    );
    expect(errors(step3_2Schema(ontario), { ...address, province: undefined }).province).toBe(
      'validation:provinceRequired',
    );
  });

  it('applies under 6 months at the current residence', () => {
    expect(needsPreviousAddress('0.4')).toBe(true);
    expect(needsPreviousAddress(0)).toBe(true);
    expect(needsPreviousAddress(0.5)).toBe(false);
    expect(needsPreviousAddress('')).toBe(false);
    expect(needsPreviousAddress(null)).toBe(false);
  });
});

describe('co-applicant', () => {
  it('requires consent, family, names, relationship, employer, phones and date of birth; e-mail optional', () => {
    expect(errors(coApplicantStep1Schema(ontario), {})).toEqual({
      creditReleaseObtained: 'validation:mustAcceptTerms',
      isImmediateFamily: 'validation:required',
      firstName: 'validation:required',
      lastName: 'validation:required',
      coborrowerRelationship: 'validation:required',
      dob: 'validation:required',
      primaryPhone: 'validation:required',
      businessPhone: 'validation:required',
      employer: 'validation:required',
    });
    expect(errors(coApplicantStep1Schema(ontario), { email: 'nope' }).email).toBe('validation:email');
  });

  it('takes an address like step 3.2 with an optional note', () => {
    expect(
      errors(coApplicantStep2Schema(ontario), { ...address, country: 'CA', coborrowerNote: '' }),
    ).toEqual({});
  });
});
