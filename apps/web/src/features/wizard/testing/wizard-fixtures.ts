// Test data of the wizard: an application as the API answers it, and the form options it would send.

import {
  type Application,
  type ApplicationRecord,
  type CoApplicant,
  type FormOption,
  type FormOptions,
  NO_CLOSING,
  NO_CONSENT_RECORD,
  NO_SECOND_LOOK,
} from '@vp/domain';
import { resources } from '@vp/i18n';
import { applicationFixture, coApplicantFixture } from '../../../testing/application-answer.ts';

export const APP_ID = '4f9c2d1e-8a7b-4c6d-9e0f-1a2b3c4d5e6f';

function list(locale: 'en' | 'fr', group: keyof (typeof resources)['en']['options'], values: string[]) {
  const labels = resources[locale].options[group] as Record<string, string>;
  return values.map((value): FormOption => ({ value, label: labels[value] ?? value }));
}

export function formOptions(locale: 'en' | 'fr' = 'en'): FormOptions {
  return {
    applicationTypes: list(locale, 'applicationTypes', ['Finance', 'Rental']),
    yesNo: list(locale, 'yesNo', ['Yes', 'No']),
    countries: list(locale, 'countries', ['CA']),
    provinces: list(locale, 'provinces', ['BC', 'AB', 'MB', 'SK', 'ON']),
    referrals: list(locale, 'referrals', ['other', 'porte-a-porte', 'telemarketing']),
    titleOwners: list(locale, 'titleOwners', ['Own', 'Rent']),
    relationships: list(locale, 'relationships', [
      'spouse',
      'commonLaw',
      'parent',
      'child',
      'sibling',
      'other',
    ]),
  };
}

export function application(overrides: Partial<Application> = {}): Application {
  return applicationFixture({
    id: APP_ID,
    status: 'Incomplete',
    version: 3,
    amount: 12500,
    applicationType: 'Finance',
    description: 'Furnace',
    creditReleaseObtained: 'Yes',
    hasCoApplicant: 'No',
    firstName: 'Olivia',
    lastName: 'Brown',
    sin: '*** *** 286',
    dob: '04/15/1980',
    primaryPhone: '(416) 555-0199',
    mobilePhone: null,
    businessPhone: '(416) 555-0100 ext. 12',
    email: 'olivia@example.com',
    employer: 'Acme',
    grossIncome: null,
    totalHousingCosts: null,
    totalOtherMonthlyCosts: null,
    referral: null,
    referralOther: null,
    country: 'CA',
    address1: '1 King St W',
    address2: null,
    city: 'Toronto',
    province: 'ON',
    postal: 'M5H 1A1',
    titleOwner: 'Own',
    yearsAtCurHouse: 4,
    note: null,
    curAddressLess: 'No',
    prevAddress1: null,
    prevAddress2: null,
    prevCity: null,
    prevProvince: null,
    prevPostal: null,
    ...overrides,
  });
}

export function record(
  app: Partial<Application> = {},
  coApplicant: Partial<CoApplicant> | null = null,
): ApplicationRecord {
  const a = application(app);
  return {
    application: a,
    coApplicant: coApplicant && coApplicantFixture(coApplicant),
    status: a.status,
    permissions: { edit: { en: 'Edit Application', fr: 'Modifier la demande' } },
    closing: NO_CLOSING,
    secondLook: NO_SECOND_LOOK,
    consent: NO_CONSENT_RECORD,
    coApplicantConsent: null,
  };
}
