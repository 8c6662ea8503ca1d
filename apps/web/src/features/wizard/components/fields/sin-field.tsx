// The SIN (SSN for a US vendor): optional, masked ### ### ###, labelled with its purpose. The number on file is
// never sent to the browser: its masked form is shown read-only and kept unless the user replaces it.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { MASKS } from '@vp/domain';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StepValues } from '../../api/save-application.ts';
import { isMaskedSin } from '../../hooks/step-resolver.ts';
import { MaskedField } from './masked-fields.tsx';

export function SinField({ country }: { country: 'CA' | 'US' }) {
  const { t } = useTranslation('application');
  const { setFocus } = useFormContext<StepValues>();
  const { field } = useController<StepValues>({ name: 'sin' });
  // The masked number the step opened with, to go back to after starting a replacement.
  const [onFile] = useState(() => (isMaskedSin(field.value) ? field.value : null));
  const [replacing, setReplacing] = useState(false);
  const label = t('fields.optional', { label: t(country === 'US' ? 'fields.ssn' : 'fields.sin') });

  useEffect(() => {
    if (replacing) setFocus('sin');
  }, [replacing, setFocus]);

  if (isMaskedSin(field.value)) {
    return (
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          className="grow"
          label={label}
          description={t('fields.sinHint')}
          value={field.value}
          readOnly
          variant="filled"
        />
        <Button
          variant="outline"
          onClick={() => {
            field.onChange('');
            setReplacing(true);
          }}
        >
          {t('actions.replaceSin')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <MaskedField name="sin" label={label} description={t('fields.sinHint')} mask={MASKS.sin} />
      {onFile && (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            field.onChange(onFile);
            setReplacing(false);
          }}
        >
          {t('actions.keepSin')}
        </Button>
      )}
    </Stack>
  );
}
