// Money typed in dollars with two decimals and the locale's thousands separator (ARCHITECTURE §9:
// en '12,500.00', fr '12 500.00' with a no-break space). The value is the plain amount ('12500.00') in both locales.
// A French user types a decimal comma: in French both ',' and '.' are the decimal mark, and a space of any kind
// (ordinary, U+00A0, U+202F) only ever groups thousands.
import { InputBase, type InputBaseProps } from '@mantine/core';
import type { Locale } from '@vp/domain';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

export const MONEY_MAX = 9_999_999_999.99;

type NativeProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'defaultValue' | 'size'>;

/** What each locale reads as the decimal mark, and shows between thousands. */
const LOCALE_MARKS = {
  en: { decimalMarks: ['.'], thousandsSeparator: ',' },
  fr: { decimalMarks: [',', '.'], thousandsSeparator: '\u00a0' },
} as const satisfies Record<Locale, { decimalMarks: readonly string[]; thousandsSeparator: string }>;

// Spaces the user types or pastes between thousands: dropped, the mask regroups the digits itself.
const dropSpaces = (chars: string) => chars.replace(/[\s\u00a0\u202f]/g, '');

interface NumberInputProps extends NativeProps {
  thousandsSeparator: string;
  decimalMarks: readonly string[];
  value: string;
  onAccept: (value: string) => void;
}

const NumberMaskInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberMaskInput(
  { thousandsSeparator, decimalMarks, value, onAccept, ...native },
  ref,
) {
  return (
    <IMaskInput
      {...native}
      mask={Number}
      scale={2}
      radix="."
      mapToRadix={[...decimalMarks]}
      thousandsSeparator={thousandsSeparator}
      prepareChar={dropSpaces}
      padFractionalZeros
      normalizeZeros
      min={0}
      max={MONEY_MAX}
      unmask
      value={value}
      onAccept={(accepted: string) => onAccept(accepted)}
      inputRef={ref}
    />
  );
});

export interface MoneyInputProps extends InputBaseProps, Omit<NativeProps, keyof InputBaseProps> {
  locale: Locale;
  value: string;
  onChange: (value: string) => void;
}

export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { locale, value, onChange, ...props },
  ref,
) {
  return (
    <InputBase
      ref={ref}
      component={NumberMaskInput}
      // A new mask when the language changes: imask does not regroup the digits on an option change.
      key={locale}
      thousandsSeparator={LOCALE_MARKS[locale].thousandsSeparator}
      decimalMarks={LOCALE_MARKS[locale].decimalMarks}
      value={value}
      onAccept={(accepted: string) => {
        if (accepted !== value) onChange(accepted);
      }}
      inputMode="decimal"
      {...props}
    />
  );
});
