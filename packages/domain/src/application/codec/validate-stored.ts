// The full check at submit (spec §4 After submit): the stored application and co-applicant against the very rules
// (and messages) of the wizard's steps, read from the stored values, not rebuilt from an answer or a form's text.
import { type FormContext, needsPreviousAddress } from '../application.schema.ts';
import { centsToAmount, formatUsDate, fromIsoDate } from '../fields.ts';
import {
  type ApplicationStep,
  applicationStepForm,
  type CoApplicantStep,
  coApplicantStepForm,
  type StepForm,
} from '../step-forms.ts';
import { type FieldErrors, validateStep } from '../validate.ts';
import {
  APPLICATION_FIELDS,
  type ApplicationStored,
  CO_APPLICANT_FIELDS,
  type CoApplicantStored,
} from './application.fields.ts';
import { type FieldTable, storedKey } from './field-table.ts';

/**
 * The values the steps' schemas read, from stored ones: money as a number of dollars, a date mm/dd/yyyy, an empty
 * field absent. The SIN is left out: a stored one was valid when it was sealed, and only its last digits are read.
 */
function schemaInput(table: FieldTable, stored: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(table)) {
    const value = stored[storedKey(field, spec)];
    if (value === null || value === undefined || spec.kind === 'sin') continue;
    if (spec.kind === 'money') input[field] = centsToAmount(value as number);
    else if (spec.kind === 'date') {
      const date = fromIsoDate(value as string);
      if (date) input[field] = formatUsDate(date);
    } else input[field] = value;
  }
  return input;
}

function errorsOf(input: Record<string, unknown>, forms: StepForm[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const form of forms) {
    const result = validateStep(form, input, 'next');
    if (!result.ok) Object.assign(errors, result.errors);
  }
  return errors;
}

export interface StoredErrors {
  application: FieldErrors;
  coApplicant: FieldErrors;
}

/**
 * Every step of the application (3.3 when the current address is under six months) and, when it has one, of the
 * co-applicant (none stored yet: every required field missing). Empty errors: it may be submitted.
 */
export function validateStoredApplication(
  application: ApplicationStored,
  coApplicant: CoApplicantStored | null,
  ctx: FormContext,
): StoredErrors {
  const steps: ApplicationStep[] = ['1', '3-1', '3-2'];
  if (needsPreviousAddress(application.yearsAtCurHouse)) steps.push('3-3');
  const applicationErrors = errorsOf(
    schemaInput(APPLICATION_FIELDS, application),
    steps.map((step) => applicationStepForm(step, ctx)),
  );
  if (application.hasCoApplicant !== 'Yes') return { application: applicationErrors, coApplicant: {} };
  const coSteps: CoApplicantStep[] = ['1', '2'];
  return {
    application: applicationErrors,
    coApplicant: errorsOf(
      coApplicant ? schemaInput(CO_APPLICANT_FIELDS, coApplicant) : {},
      coSteps.map((step) => coApplicantStepForm(step, ctx)),
    ),
  };
}
