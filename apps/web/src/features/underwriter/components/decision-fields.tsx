// What the lender's two deciding forms share (the credit's approve or decline, the package's fund or ask for missing
// documents): the form with the refusal shown above its fields, the choice between two decisions, and the note.
import { Alert, Group, Radio, Stack, Textarea } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { type Control, Controller, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { errorText } from '../../../lib/errors.ts';

export const NOTE_MAX_LENGTH = 1000;

/** The rules of the note: required, spaces alone do not count. */
export const NOTE_REQUIRED = { validate: (value: string) => value.trim() !== '' || 'validation:required' };

interface FormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the server refused the decision, shown above the fields. */
  failure: unknown;
  children: ReactNode;
}

export function DecisionForm({ labelledBy, onSubmit, failure, children }: FormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md" maw="32rem">
        {failure ? (
          <Alert color="red" variant="outline" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  );
}

interface ChoiceProps<V extends { decision: string }> {
  control: Control<V>;
  label: string;
  /** The text of an error's message key. */
  message: (key: string | undefined) => string | undefined;
  options: readonly [Choice, Choice];
}

/** One decision; a disabled one is shown but cannot be chosen (four eyes' booking, decision 046). */
interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The two decisions as radio buttons, one of them required; the first takes the focus when none is chosen. */
export function DecisionChoice<V extends { decision: string }>({
  control,
  label,
  message,
  options: [first, second],
}: ChoiceProps<V>) {
  return (
    <Controller
      control={control}
      name={'decision' as Path<V>}
      rules={{ validate: (value) => value !== '' || 'validation:oneOf' }}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          withAsterisk
          value={field.value}
          onChange={field.onChange}
          error={message(fieldState.error?.message)}
        >
          <Group gap="lg" mt="xs">
            <Radio
              ref={field.ref}
              value={first.value}
              label={first.label}
              disabled={first.disabled}
              onBlur={field.onBlur}
            />
            <Radio
              value={second.value}
              label={second.label}
              disabled={second.disabled}
              onBlur={field.onBlur}
            />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

interface NoteProps {
  label: string;
  description: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

export function DecisionNote({ label, description, error, registration }: NoteProps) {
  return (
    <Textarea
      label={label}
      description={description}
      withAsterisk
      autosize
      minRows={3}
      maxLength={NOTE_MAX_LENGTH}
      error={error}
      {...registration}
    />
  );
}
