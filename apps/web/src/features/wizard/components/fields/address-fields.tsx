// An address in the vendor's country (spec §5): street, city, province or state from the form options, and the
// postal code (A1A 1A1) or zip code (12345 or 12345-6789) with its mask. `prev` names the previous address.
import { SimpleGrid, Stack } from '@mantine/core';
import { MASKS } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import type { FormOption } from '../../api/get-form-options.ts';
import { MaskedField } from './masked-fields.tsx';
import { SelectField, TextField } from './text-fields.tsx';

interface Props {
  country: 'CA' | 'US';
  provinces: readonly FormOption[];
  prefix?: '' | 'prev';
}

export function AddressFields({ country, provinces, prefix = '' }: Props) {
  const { t } = useTranslation('application');
  const us = country === 'US';
  const name = (field: string) => (prefix ? `prev${field[0]?.toUpperCase()}${field.slice(1)}` : field);
  const label = (key: string) => t(`fields.${name(key)}`);
  // The browser's saved address is the current one: never offer it for the previous address.
  const auto = (token: string) => (prefix ? 'off' : token);
  return (
    <Stack gap="md">
      <TextField
        name={name('address1')}
        label={label('address1')}
        required
        autoComplete={auto('address-line1')}
      />
      <TextField
        name={name('address2')}
        label={t('fields.optional', { label: label('address2') })}
        autoComplete={auto('address-line2')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField name={name('city')} label={label('city')} required autoComplete={auto('address-level2')} />
        <SelectField
          name={name('province')}
          label={label(us ? 'state' : 'province')}
          options={provinces}
          required
        />
        <MaskedField
          // A new input when the mask changes, so that imask starts from the right pattern.
          key={country}
          name={name('postal')}
          label={label(us ? 'zip' : 'postal')}
          description={t(us ? 'fields.zipHint' : 'fields.postalHint')}
          // Under the input: above it, it pushed Postal code 19 px below City and Province (issue 14).
          hintBelow
          mask={us ? MASKS.zip : MASKS.postalCA}
          upperCase={!us}
          inputMode={us ? 'numeric' : 'text'}
          autoComplete={auto('postal-code')}
          required
        />
      </SimpleGrid>
    </Stack>
  );
}
