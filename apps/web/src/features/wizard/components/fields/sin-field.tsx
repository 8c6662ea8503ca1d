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

/** `description`: the hint in the reader's words (the customer's own page speaks to the customer); the dealer's by default. */
export function SinField({ country, description }: { country: 'CA' | 'US'; description?: string }) {
  const { t } = useTranslation('application');
  const { setFocus } = useFormContext<StepValues>();
  const { field } = useController<StepValues>({ name: 'sin' });
  // The masked number the step opened with, to go back to after starting a replacement.
  const [onFile] = useState(() => (isMaskedSin(field.value) ? field.value : null));
  const [replacing, setReplacing] = useState(false);
  const label = t('fields.optional', { label: t(country === 'US' ? 'fields.ssn' : 'fields.sin') });
  const hint = description ?? t('fields.sinHint');

  useEffect(() => {
    if (replacing) setFocus('sin');
  }, [replacing, setFocus]);

  if (isMaskedSin(field.value)) {
    return (
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          className="grow"
          label={label}
          description={hint}
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
      <MaskedField name="sin" label={label} description={hint} mask={MASKS.sin} />
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
