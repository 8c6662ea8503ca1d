import { describe, expect, it } from 'vitest';
import type { FormContext } from './application.schema.ts';
import { applicationStepForm } from './step-forms.ts';
import { validateStep } from './validate.ts';

const ctx: FormContext = {
  vendorCountry: 'CA',
  quebecVendor: false,
  today: { year: 2026, month: 11, day: 21 },
};

describe('validating a step as the wizard saves it', () => {
  it('on Next, applies every rule of the step', () => {
    const result = validateStep(
      applicationStepForm('3-3', ctx),
      { curAddressLess: 'Yes', prevCity: 'Ottawa' },
      'next',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        prevAddress1: 'validation:required',
        prevProvince: 'validation:provinceRequired',
        prevPostal: 'validation:required',
      },
    });
  });

  it('on Back, keeps a draft: empty required fields pass, given values are checked and normalised', () => {
    const form = applicationStepForm('3-1', ctx);
    expect(validateStep(form, { firstName: 'Olivia', email: '' }, 'back')).toEqual({
      ok: true,
      data: { firstName: 'Olivia', email: undefined },
    });
    expect(validateStep(form, { firstName: 'Olivia', email: 'nope', dob: '13/45/2000' }, 'back')).toEqual({
      ok: false,
      errors: { email: 'validation:email', dob: 'validation:date' },
    });
    const step1 = validateStep(applicationStepForm('1', ctx), { amount: '1,000' }, 'back');
    expect(step1.ok && step1.data.amount).toBe(100_000);
  });

  it('answers only the fields the input carries, so that a partial page keeps the others', () => {
    const scan = applicationStepForm('2', ctx);
    expect(validateStep(scan, {}, 'back')).toEqual({ ok: true, data: {} });
    expect(validateStep(scan, {}, 'next')).toEqual({ ok: true, data: {} });
    expect(validateStep(scan, { firstName: 'OLIVIA', city: '' }, 'next')).toEqual({
      ok: true,
      data: { firstName: 'OLIVIA', city: undefined },
    });
  });

  it('never takes a field the step does not own', () => {
    const result = validateStep(
      applicationStepForm('1', ctx),
      { amount: '5', status: 'Approved', amountApproved: 9 },
      'back',
    );
    expect(result.ok && Object.keys(result.data)).not.toContain('status');
    expect(result.ok && Object.keys(result.data)).not.toContain('amountApproved');
  });
});
