// The cards of the two reviews (spec §2): which fields each shows, under which label, and which step edits it.

import type { ApplicationRecord } from '@vp/domain';
import { needsPreviousAddress } from '@vp/domain';
import type { TFunction } from 'i18next';
import type { FieldValue } from '../../form-values.ts';
import type { WizardScreen } from '../../wizard-steps.ts';
import type { ReviewItem } from './review-card.tsx';
import { type DisplayContext, displayValue } from './review-values.ts';

export interface ReviewSection {
  key: string;
  title: string;
  edit: WizardScreen;
  items: ReviewItem[];
}

interface Facts extends DisplayContext {
  t: TFunction;
  quebec: boolean;
  country: 'CA' | 'US';
  errors: Record<string, string>;
}

/** The label a field has on its step, without '(optional)'; US addresses say state and zip code. */
function labelKey(field: string, country: 'CA' | 'US', coApplicant: boolean): string {
  if (country === 'US') {
    const us: Record<string, string> = {
      sin: 'ssn',
      province: 'state',
      postal: 'zip',
      prevProvince: 'prevState',
      prevPostal: 'prevZip',
    };
    if (us[field]) return `application:fields.${us[field]}`;
  }
  if (coApplicant && field === 'titleOwner') return 'application:fields.coTitleOwner';
  return `application:fields.${field}`;
}

function section(
  key: string,
  edit: WizardScreen,
  fields: readonly string[],
  source: Record<string, FieldValue> | null,
  facts: Facts,
  coApplicant = false,
): ReviewSection {
  return {
    key,
    title: facts.t(`application:sections.${key}`),
    edit,
    items: fields.map((field) => ({
      field,
      label: facts.t(labelKey(field, facts.country, coApplicant)),
      value: displayValue(field, source?.[field], facts),
      error: facts.errors[field],
    })),
  };
}

const STEP_1 = ['creditReleaseObtained', 'amount', 'applicationType', 'description', 'hasCoApplicant'];
const APPLICANT = [
  'firstName',
  'lastName',
  'dob',
  'sin',
  'primaryPhone',
  'mobilePhone',
  'businessPhone',
  'email',
  'employer',
];
const QUEBEC = ['grossIncome', 'totalHousingCosts', 'totalOtherMonthlyCosts', 'referral', 'referralOther'];
const ADDRESS = [
  'country',
  'address1',
  'address2',
  'city',
  'province',
  'postal',
  'titleOwner',
  'yearsAtCurHouse',
];
const PREVIOUS = ['curAddressLess', 'prevAddress1', 'prevAddress2', 'prevCity', 'prevProvince', 'prevPostal'];

export function applicationSections(record: ApplicationRecord, facts: Facts): ReviewSection[] {
  const app = record.application;
  const sections = [
    section('application', 'step1', STEP_1, app, facts),
    section('applicant', 'step3_1', APPLICANT, app, facts),
  ];
  if (facts.quebec) sections.push(section('quebec', 'step3_1', QUEBEC, app, facts));
  sections.push(section('address', 'step3_2', [...ADDRESS, 'note'], app, facts));
  if (needsPreviousAddress(app.yearsAtCurHouse as number | null)) {
    sections.push(section('previousAddress', 'step3_3', PREVIOUS, app, facts));
  }
  return sections;
}

const CO_APPLICANT = ['creditReleaseObtained', 'isImmediateFamily', 'coborrowerRelationship', ...APPLICANT];

export function coApplicantSections(record: ApplicationRecord, facts: Facts): ReviewSection[] {
  const co = record.coApplicant;
  return [
    section('coApplicant', 'co1', CO_APPLICANT, co, facts, true),
    section('coAddress', 'co2', [...ADDRESS, 'coborrowerNote'], co, facts, true),
  ];
}
