// A dealership's fields, shared by the onboarding and the Details tab: its names, where it is, its kind and its
// contact. Read from the form around them (react-hook-form's context); messages are the domain's i18n keys.
import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { DEALER_COUNTRIES, DEALER_KINDS, dealerRegions } from '@vp/domain';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';

export interface DealerFieldValues {
  name: string;
  legalName: string;
  country: 'CA' | 'US';
  province: string;
  kind: 'internal' | 'external';
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export const EMPTY_DEALER: DealerFieldValues = {
  name: '',
  legalName: '',
  country: 'CA',
  province: '',
  kind: 'external',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
};

/** The label of a province or state, in the options' words. */
export function useRegionLabel() {
  const { t } = useTranslation('options');
  return (country: string, code: string) =>
    t(country === 'US' ? `states.${code}` : `provinces.${code}`, { defaultValue: code });
}

export function DealerFields() {
  const { t } = useTranslation('dealers');
  const { register, watch, getValues, setValue, formState } = useFormContext<DealerFieldValues>();
  const { errors } = formState;
  const regionLabel = useRegionLabel();
  const country = watch('country');
  const error = (name: keyof DealerFieldValues) => translateMessage(errors[name]?.message) || undefined;
  // A province of the other country is no answer: the choice starts again.
  useEffect(() => {
    if (!dealerRegions(country).includes(getValues('province'))) setValue('province', '');
  }, [country, getValues, setValue]);

  return (
    <>
      <Fieldset legend={t('form.dealership')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('fields.name')}
            required
            autoComplete="off"
            error={error('name')}
            {...register('name')}
          />
          <TextInput
            label={t('fields.legalName')}
            required
            autoComplete="off"
            error={error('legalName')}
            {...register('legalName')}
          />
          <NativeSelect
            label={t('fields.country')}
            required
            error={error('country')}
            {...register('country')}
          >
            {DEALER_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`countries.${code}`)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('fields.province')}
            required
            error={error('province')}
            {...register('province')}
          >
            <option value="" disabled>
              {t('fields.province')}
            </option>
            {dealerRegions(country).map((code) => (
              <option key={code} value={code}>
                {regionLabel(country, code)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect label={t('fields.kind')} required error={error('kind')} {...register('kind')}>
            {DEALER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('fields.contactName')}
            required
            autoComplete="off"
            error={error('contactName')}
            {...register('contactName')}
          />
          <TextInput
            label={t('fields.contactEmail')}
            type="email"
            required
            autoComplete="off"
            error={error('contactEmail')}
            {...register('contactEmail')}
          />
          <TextInput
            label={t('fields.contactPhone')}
            description={t('form.phoneHint')}
            type="tel"
            required
            autoComplete="off"
            error={error('contactPhone')}
            {...register('contactPhone')}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
