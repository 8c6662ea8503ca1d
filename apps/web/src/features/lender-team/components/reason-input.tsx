// Why a change is made: optional, kept with the change in the history.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ReasonInput({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const { t } = useTranslation('lender');
  return (
    <TextInput
      mt="md"
      label={t('reason.label')}
      description={t('reason.hint')}
      maxLength={500}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
