// The wizard's fields and form hook that another screen asking the same answers draws (issue 26's customer page): the
// same masks, rules and messages as the wizard's steps.

export type { StepValues } from './api/save-application.ts';
export { AddressFields } from './components/fields/address-fields.tsx';
export { ConsentField } from './components/fields/choice-fields.tsx';
export { DobField } from './components/fields/dob-field.tsx';
export { MoneyField } from './components/fields/masked-fields.tsx';
export { SinField } from './components/fields/sin-field.tsx';
export { TextField } from './components/fields/text-fields.tsx';
export { localToday } from './form-values.ts';
export { isMaskedSin } from './hooks/step-resolver.ts';
export { useStepForm } from './hooks/use-step-form.ts';
