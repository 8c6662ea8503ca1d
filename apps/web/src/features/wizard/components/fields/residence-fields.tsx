// The current address of the applicant or the co-applicant (steps 3.2 and co-borrower 2): the country locked
// to the vendor's, the address, own or rent, years at the address, and a note.
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../../api/get-form-options.ts';
import { useWizard } from '../wizard-context.ts';
import { AddressFields } from './address-fields.tsx';
import { RadioField } from './choice-fields.tsx';
import { TextAreaField, TextField } from './text-fields.tsx';
import { useFieldError } from './use-field-error.ts';

/** The country is the vendor's (spec §6): shown, not editable, and still sent with the form. */
function CountryField() {
  const { t } = useTranslation('application');
  const { country, options } = useWizard();
  const error = useFieldError('country');
  return (
    <TextInput
      label={t('fields.country')}
      description={t('fields.countryHint')}
      value={optionLabel(options.countries, country)}
      error={error}
      readOnly
      variant="filled"
    />
  );
}

interface Props {
  titleOwnerLabel: string;
  yearsHint: string;
  noteName: 'note' | 'coborrowerNote';
}

export function ResidenceFields({ titleOwnerLabel, yearsHint, noteName }: Props) {
  const { t } = useTranslation('application');
  const { country, options } = useWizard();
  return (
    <Stack gap="lg">
      <CountryField />
      <AddressFields country={country} provinces={options.provinces} />
      <RadioField name="titleOwner" legend={titleOwnerLabel} options={options.titleOwners} required />
      <TextField
        name="yearsAtCurHouse"
        // Text, not number: a French user types '0,25', which a number input may refuse; the schema reads both marks.
        inputMode="decimal"
        label={t('fields.optional', { label: t('fields.yearsAtCurHouse') })}
        description={yearsHint}
      />
      <TextAreaField
        name={noteName}
        label={t('fields.optional', { label: t(`fields.${noteName}`) })}
        maxLength={1000}
      />
    </Stack>
  );
}
