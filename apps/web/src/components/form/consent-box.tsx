// The credit consent as the customer reads and ticks it (spec §2: only the customer may tick it): the text, the note
// to staff and the box, in a fieldset of its own. The wizard's steps and the second look's consent step draw it.
import { Checkbox, Input, Paper, Stack, Text } from '@mantine/core';
import { type Ref, useId } from 'react';

export interface ConsentBoxProps {
  legend: string;
  text: string;
  note: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** The translated refusal, shown under the box and read with it. */
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function ConsentBox({
  legend,
  text,
  note,
  label,
  checked,
  onChange,
  onBlur,
  error,
  name,
  inputRef,
}: ConsentBoxProps) {
  const id = useId();
  const describedBy = [`${id}-text`, `${id}-note`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="choice-fieldset">
      <legend className="choice-legend">{legend}</legend>
      <Stack gap="xs">
        <Paper withBorder p="sm" bg="gray.0">
          <Text id={`${id}-text`} size="sm">
            {text}
          </Text>
        </Paper>
        <Text id={`${id}-note`} size="sm" fw={600}>
          {note}
        </Text>
        <Checkbox
          ref={inputRef}
          name={name}
          label={label}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
      </Stack>
    </fieldset>
  );
}
