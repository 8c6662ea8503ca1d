// A Mantine text input with a react-imask pattern mask (SIN, phone, date, postal and zip codes): the mask is
// the format; the value is the text as shown ('(416) 555-0199'). A mask holding none of the user's characters (the
// '(' a phone mask puts before a refused letter) is empty: an optional field must not fail on it.
import { InputBase, type InputBaseProps } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

type NativeProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'defaultValue' | 'size'>;

interface PatternInputProps extends NativeProps {
  mask: string;
  value: string;
  onAccept: (value: string) => void;
  prepareChar?: ((char: string) => string) | undefined;
}

/** The bare masked <input> that Mantine wraps; the ref reaches the DOM input (focus on the first error). */
const PatternInput = forwardRef<HTMLInputElement, PatternInputProps>(function PatternInput(
  { mask, value, onAccept, prepareChar, ...native },
  ref,
) {
  return (
    <IMaskInput
      {...native}
      mask={mask}
      lazy
      prepareChar={prepareChar}
      value={value}
      onAccept={(accepted: string, mask: { unmaskedValue: string; value: string }) => {
        if (accepted !== '' && mask.unmaskedValue === '') {
          mask.value = '';
          onAccept('');
        } else onAccept(accepted);
      }}
      inputRef={ref}
    />
  );
});

export interface MaskedInputProps extends InputBaseProps, Omit<NativeProps, keyof InputBaseProps> {
  /** An imask pattern: 0 a digit, a a letter, [ ] an optional part. */
  mask: string;
  value: string;
  onChange: (value: string) => void;
  /** Turns each typed character into what the mask stores (upper case for postal codes). */
  prepareChar?: (char: string) => string;
}

export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, value, onChange, prepareChar, ...props },
  ref,
) {
  return (
    <InputBase
      ref={ref}
      component={PatternInput}
      mask={mask}
      prepareChar={prepareChar}
      value={value}
      onAccept={(accepted: string) => {
        if (accepted !== value) onChange(accepted);
      }}
      {...props}
    />
  );
});
