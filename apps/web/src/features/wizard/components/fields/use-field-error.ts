// The translated error of one field of the step's form, or undefined when it is valid.
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n.ts';
import type { StepValues } from '../../api/save-application.ts';

export function useFieldError(name: string): string | undefined {
  // Re-rendered on a language change: zod's messages are i18n keys, translated here.
  useTranslation();
  const { errors } = useFormState<StepValues>({ name });
  return translateMessage(errors[name]?.message) || undefined;
}
