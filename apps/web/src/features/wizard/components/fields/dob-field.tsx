// The date of birth: typed with its mask, or, once the customer gave it on their own device (issue 26), shown to the
// dealer by its year only, read-only; a save sends it back masked and the server keeps the customer's own.
import { TextInput } from '@mantine/core';
import { MASKS } from '@vp/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StepValues } from '../../api/save-application.ts';
import { maskedDobYear } from '../../hooks/step-resolver.ts';
import { MaskedField } from './masked-fields.tsx';

export function DobField({ label }: { label?: string }) {
  const { t } = useTranslation('application');
  const { field } = useController<StepValues>({ name: 'dob' });
  const text = label ?? t('fields.dob');
  if (maskedDobYear(field.value))
    return (
      <TextInput
        label={text}
        description={t('fields.dobGivenByCustomer')}
        value={String(field.value)}
        readOnly
        variant="filled"
      />
    );
  return (
    <MaskedField name="dob" label={text} description={t('fields.dateHint')} mask={MASKS.date} required />
  );
}
