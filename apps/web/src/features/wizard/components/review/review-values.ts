// How the review shows each field: money and dates through lib/format, choices by their label, the consent
// as given or not, everything else as stored.
import { type Locale, MONEY_FIELDS } from '@vp/domain';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { type FormOptionGroup, type FormOptions, optionLabel } from '../../api/get-form-options.ts';
import type { FieldValue } from '../../form-values.ts';

const CHOICES: Record<string, FormOptionGroup> = {
  applicationType: 'applicationTypes',
  hasCoApplicant: 'yesNo',
  curAddressLess: 'yesNo',
  isImmediateFamily: 'yesNo',
  country: 'countries',
  province: 'provinces',
  prevProvince: 'provinces',
  titleOwner: 'titleOwners',
  referral: 'referrals',
  coborrowerRelationship: 'relationships',
};

export interface DisplayContext {
  locale: Locale;
  options: FormOptions;
  t: TFunction;
}

export function displayValue(field: string, value: FieldValue | undefined, ctx: DisplayContext): string {
  if (value === null || value === undefined || value === '') return '';
  if (MONEY_FIELDS.has(field)) return formatMoney(value as number | string, ctx.locale);
  if (field === 'dob') return formatDate(String(value), ctx.locale);
  if (field === 'creditReleaseObtained') {
    return ctx.t(value === 'Yes' ? 'application:review.consentGiven' : 'application:review.consentMissing');
  }
  const group = CHOICES[field];
  if (group) return optionLabel(ctx.options[group], String(value));
  return String(value);
}
