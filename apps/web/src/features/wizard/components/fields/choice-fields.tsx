// Choices of a wizard step: a group of radio buttons in a fieldset (arrow keys move within it), and the
// credit consent checkbox with its text (spec §2: only the customer may tick it).
import { Group, Input, Radio } from '@mantine/core';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { ConsentBox } from '../../../../components/form/consent-box.tsx';
import type { FormOption } from '../../api/get-form-options.ts';
import type { StepValues } from '../../api/save-application.ts';
import { useFieldError } from './use-field-error.ts';

export function RadioField({
  name,
  legend,
  options,
  required = false,
}: {
  name: string;
  legend: string;
  options: readonly FormOption[];
  required?: boolean;
}) {
  const { field } = useController<StepValues>({ name });
  const error = useFieldError(name);
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="choice-fieldset">
      <legend className="choice-legend">{legend}</legend>
      <Group gap="lg">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            ref={index === 0 ? field.ref : undefined}
            name={field.name}
            value={option.value}
            label={option.label}
            checked={field.value === option.value}
            onChange={() => field.onChange(option.value)}
            onBlur={field.onBlur}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        ))}
      </Group>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}

interface ConsentProps {
  name: string;
  legend: string;
  text: string;
  note: string;
  label: string;
}

/** A Yes/No field shown as one checkbox: ticked is 'Yes'. */
export function ConsentField({ name, legend, text, note, label }: ConsentProps) {
  const { field } = useController<StepValues>({ name });
  const error = useFieldError(name);
  return (
    <ConsentBox
      legend={legend}
      text={text}
      note={note}
      label={label}
      name={field.name}
      inputRef={field.ref}
      checked={field.value === 'Yes'}
      onChange={(checked) => field.onChange(checked ? 'Yes' : 'No')}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
