// Text, long text and list fields of a wizard step, bound to its form by name (Mantine gives each one its
// label, aria-invalid and the error tied by aria-describedby).
import { NativeSelect, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormOption } from '../../api/get-form-options.ts';
import type { StepValues } from '../../api/save-application.ts';
import { useFieldError } from './use-field-error.ts';

interface BaseProps {
  name: string;
  label: string;
  description?: string;
  /** Required fields say so to assistive technology; optional ones say '(optional)' in their label. */
  required?: boolean;
}

export function TextField({
  name,
  label,
  description,
  required = false,
  ...input
}: BaseProps & Omit<TextInputProps, 'name' | 'label' | 'description' | 'required' | 'error'>) {
  const { register } = useFormContext<StepValues>();
  const error = useFieldError(name);
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      withAsterisk={false}
      error={error}
      {...input}
      {...register(name)}
    />
  );
}

export function TextAreaField({
  name,
  label,
  description,
  required = false,
  ...input
}: BaseProps & Omit<TextareaProps, 'name' | 'label' | 'description' | 'required' | 'error'>) {
  const { register } = useFormContext<StepValues>();
  const error = useFieldError(name);
  return (
    <Textarea
      label={label}
      description={description}
      required={required}
      withAsterisk={false}
      error={error}
      autosize
      minRows={2}
      maxRows={8}
      {...input}
      {...register(name)}
    />
  );
}

/** A native select (keyboard and phone friendly) with a blank first choice. */
export function SelectField({
  name,
  label,
  description,
  required = false,
  options,
  blankLabel,
}: BaseProps & { options: readonly FormOption[]; blankLabel?: string }) {
  const { t } = useTranslation('application');
  const { register } = useFormContext<StepValues>();
  const error = useFieldError(name);
  return (
    <NativeSelect
      label={label}
      description={description}
      required={required}
      withAsterisk={false}
      error={error}
      data={[{ value: '', label: blankLabel ?? t('fields.choose') }, ...options]}
      {...register(name)}
    />
  );
}
