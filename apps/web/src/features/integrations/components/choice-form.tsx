// The form that makes a key or an endpoint: one text field, the choices that go with it (permissions, events), the
// refusal if any, and the button that sends it.
import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';

export interface ChoiceFormProps {
  /** The form's accessible name, also its button's text. */
  title: string;
  field: { label: string; placeholder: string; type?: 'text' | 'url'; maxLength: number };
  text: string;
  onText: (value: string) => void;
  choicesLabel: string;
  choices: readonly { value: string; label: string }[];
  chosen: string[];
  onChosen: (value: string[]) => void;
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
}

export function ChoiceForm(props: ChoiceFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={props.title}>
      <Stack gap="xs">
        <TextInput
          label={props.field.label}
          placeholder={props.field.placeholder}
          type={props.field.type ?? 'text'}
          value={props.text}
          maxLength={props.field.maxLength}
          onChange={(event) => props.onText(event.currentTarget.value)}
        />
        <Checkbox.Group label={props.choicesLabel} value={props.chosen} onChange={props.onChosen}>
          <Stack gap={6} mt={4}>
            {props.choices.map((choice) => (
              <Checkbox key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={props.pending}>
            {props.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
