// Masked fields of a wizard step (money, dates, phones, postal and zip codes), bound to its form by name.
import { MASKS } from '@vp/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../../components/form/masked-input.tsx';
import { MoneyInput } from '../../../../components/form/money-input.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { StepValues } from '../../api/save-application.ts';
import { useFieldError } from './use-field-error.ts';

interface Props {
  name: string;
  label: string;
  description?: string;
  required?: boolean;
}

export function MoneyField({ name, label, description, required = false }: Props) {
  useTranslation();
  const { field } = useController<StepValues>({ name });
  const error = useFieldError(name);
  return (
    <MoneyInput
      ref={field.ref}
      name={field.name}
      locale={currentLocale()}
      label={label}
      description={description}
      required={required}
      withAsterisk={false}
      error={error}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

// The phone's extension reads 'poste' in French; the value keeps the 'ext.' of the API's format (PHONE).
const toFrench = (stored: string) => stored.replace(' ext. ', ' poste ');
const fromFrench = (shown: string) => shown.replace(' poste ', ' ext. ');

export function PhoneField({ name, label, description, required = false }: Props) {
  useTranslation();
  const { field } = useController<StepValues>({ name });
  const error = useFieldError(name);
  const french = currentLocale() === 'fr';
  const value = field.value ?? '';
  return (
    <MaskedInput
      // A new mask when the language changes: imask keeps its pattern otherwise.
      key={french ? 'fr' : 'en'}
      ref={field.ref}
      name={field.name}
      mask={french ? MASKS.phoneFr : MASKS.phone}
      label={label}
      description={description}
      required={required}
      withAsterisk={false}
      error={error}
      inputMode="tel"
      value={french ? toFrench(value) : value}
      onChange={(shown) => field.onChange(french ? fromFrench(shown) : shown)}
      onBlur={field.onBlur}
    />
  );
}

const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

export function MaskedField({
  name,
  label,
  description,
  required = false,
  mask,
  upperCase = false,
  inputMode = 'numeric',
  autoComplete,
  hintBelow = false,
}: Props & {
  mask: string;
  upperCase?: boolean;
  inputMode?: 'numeric' | 'text' | 'tel';
  autoComplete?: string;
  /** The hint under the input, so that the input lines up with its neighbours' in a row of fields. */
  hintBelow?: boolean;
}) {
  const { field } = useController<StepValues>({ name });
  const error = useFieldError(name);
  return (
    <MaskedInput
      ref={field.ref}
      name={field.name}
      mask={mask}
      prepareChar={upperCase ? (char) => char.toUpperCase() : undefined}
      label={label}
      description={description}
      inputWrapperOrder={hintBelow ? HINT_BELOW : undefined}
      required={required}
      withAsterisk={false}
      error={error}
      inputMode={inputMode}
      autoComplete={autoComplete}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
