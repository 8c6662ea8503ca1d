import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Locale } from '@vp/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MaskedInput } from './masked-input.tsx';
import { MoneyInput } from './money-input.tsx';

function Money({
  locale,
  initial,
  onValue,
}: {
  locale: Locale;
  initial: string;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyInput
      label="Amount"
      locale={locale}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.input(input, { target: { value: text } });
}

describe('MoneyInput', () => {
  it('shows dollars with two decimals and commas in English', () => {
    render(
      <MantineProvider>
        <Money locale="en" initial="12500" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('12,500.00');
  });

  it('groups thousands with a space in French, with a period for the decimals', () => {
    render(
      <MantineProvider>
        <Money locale="fr" initial="1234567.5" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('1\u00a0234\u00a0567.50');
  });

  it('gives the plain amount as typed, whatever the locale', () => {
    const values: string[] = [];
    render(
      <MantineProvider>
        <Money locale="fr" initial="" onValue={(v) => values.push(v)} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    type(input, '9876.5');
    expect(input.value).toBe('9\u00a0876.5');
    expect(values.at(-1)).toBe('9876.5');
    fireEvent.blur(input);
    expect(input.value).toBe('9\u00a0876.50');
  });
});

describe('MoneyInput in French (issue 14: a decimal comma multiplied the amount by 100)', () => {
  function frenchInput(values: string[]) {
    render(
      <MantineProvider>
        <Money locale="fr" initial="" onValue={(v) => values.push(v)} />
      </MantineProvider>,
    );
    return screen.getByLabelText<HTMLInputElement>('Amount');
  }

  it.each([
    ['1234,56', '1234.56', '1\u00a0234.56'],
    ['12 500,00', '12500', '12\u00a0500.00'],
    ['12\u00a0500,5', '12500.5', '12\u00a0500.50'],
    ['12\u202f500,00', '12500', '12\u00a0500.00'],
    ['1234.56', '1234.56', '1\u00a0234.56'],
  ])('reads %s as %s and shows %s', (typed, amount, shown) => {
    const values: string[] = [];
    const input = frenchInput(values);
    type(input, typed);
    fireEvent.blur(input);
    expect(values.at(-1)).toBe(amount);
    expect(input.value).toBe(shown);
  });

  it('reads a comma typed key by key as the decimal mark', () => {
    const values: string[] = [];
    const input = frenchInput(values);
    for (const char of '1234,56') type(input, input.value + char);
    expect(values.at(-1)).toBe('1234.56');
    expect(input.value).toBe('1\u00a0234.56');
  });
});

function Phone({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedInput
      label="Phone"
      mask="(000) 000-0000[ ext. 000000]"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('MaskedInput', () => {
  it('formats a phone with its optional extension', () => {
    const values: string[] = [];
    render(
      <MantineProvider>
        <Phone onValue={(v) => values.push(v)} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    type(input, '416555019912');
    expect(input.value).toBe('(416) 555-0199 ext. 12');
    expect(values.at(-1)).toBe('(416) 555-0199 ext. 12');
  });

  it('counts a mask with none of the user’s characters as empty (issue 14: a stray "(" after a letter)', () => {
    const values: string[] = [];
    render(
      <MantineProvider>
        <Phone onValue={(v) => values.push(v)} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    type(input, 'a');
    expect(input.value).toBe('');
    expect(values.filter((v) => v !== '')).toEqual([]);
    type(input, '4');
    expect(input.value).toBe('(4');
  });
});
