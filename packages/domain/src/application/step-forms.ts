// Each wizard step's form: its fields (for drafts, field by field) and its whole schema (fields plus cross-field
// rules), the same for the browser and the server.
import type { z } from 'zod';
import {
  coApplicantStep0Schema,
  coApplicantStep1Schema,
  coApplicantStep2Schema,
  type FormContext,
  step1Schema,
  step2Schema,
  step3_1Schema,
  step3_2Schema,
  step3_3Fields,
  step3_3Schema,
} from './application.schema.ts';

export const APPLICATION_STEPS = ['1', '2', '3-1', '3-2', '3-3'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
export const CO_APPLICANT_STEPS = ['0', '1', '2'] as const;
export type CoApplicantStep = (typeof CO_APPLICANT_STEPS)[number];

/** A step's form: its fields (for drafts, field by field) and its whole schema (fields plus cross-field rules). */
export interface StepForm {
  fields: z.ZodObject;
  schema: z.ZodType<Record<string, unknown>>;
}

const form = (fields: z.ZodObject, schema: z.ZodType<Record<string, unknown>> = fields): StepForm => ({
  fields,
  schema,
});

export function applicationStepForm(step: ApplicationStep, ctx: FormContext): StepForm {
  switch (step) {
    case '1':
      return form(step1Schema);
    case '2':
      return form(step2Schema(ctx));
    case '3-1':
      return form(step3_1Schema(ctx));
    case '3-2':
      return form(step3_2Schema(ctx));
    case '3-3':
      return form(step3_3Fields(ctx), step3_3Schema(ctx));
  }
}

export function coApplicantStepForm(step: CoApplicantStep, ctx: FormContext): StepForm {
  switch (step) {
    case '0':
      return form(coApplicantStep0Schema(ctx));
    case '1':
      return form(coApplicantStep1Schema(ctx));
    case '2':
      return form(coApplicantStep2Schema(ctx));
  }
}

/**
 * A consent step once the consent is the customer's own (issue 26): the dealer's form without the box. The server
 * drops the same requirement (the consent stands as on file), and a submit still needs it given.
 */
export function withoutConsent(form: StepForm): StepForm {
  if (!Object.hasOwn(form.fields.shape, 'creditReleaseObtained')) return form;
  const fields = form.fields.omit({ creditReleaseObtained: true });
  return { fields, schema: form.schema === form.fields ? fields : form.schema };
}
