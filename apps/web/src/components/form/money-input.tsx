// Money typed in dollars with two decimals and the locale's thousands separator (ARCHITECTURE §9:
// en '12,500.00', fr '12 500.00'). The value is the plain amount ('12500.00'), the same in both locales.
import { InputBase, type InputBaseProps } from '@mantine/core';
import type { Locale } from '@vp/domain';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

export const MONEY_MAX = 9_999_999_999.99;

type NativeProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'defaultValue' | 'size'>;

interface NumberInputProps extends NativeProps {
  thousandsSeparator: string;
  value: string;
  onAccept: (value: string) => void;
}

const NumberMaskInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberMaskInput(
  { thousandsSeparator, value, onAccept, ...native },
  ref,
) {
  return (
    <IMaskInput
      {...native}
      mask={Number}
      scale={2}
      radix="."
      mapToRadix={['.']}
      thousandsSeparator={thousandsSeparator}
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
      thousandsSeparator={locale === 'fr' ? ' ' : ','}
      value={value}
      onAccept={(accepted: string) => {
        if (accepted !== value) onChange(accepted);
      }}
      inputMode="decimal"
      {...props}
    />
  );
});
