// The new version's fields (issue 35): the day, creditor, names, rate, bump, fees, deferral and terms, each with its
// error from the domain's schema or the server's answer.
import { Checkbox, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { parseMoney, TERMS } from '@vp/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import type { VersionDraft } from '../api/rate-sheets.ts';

interface Props {
  form: UseFormReturn<VersionDraft>;
  error: (field: keyof VersionDraft) => string | undefined;
  /** The customer fee as typed, in dollars; the form keeps cents. */
  feeText: string;
  onFeeText: (text: string) => void;
}

export function VersionFields({ form, error, feeText, onFeeText }: Props) {
  const { t } = useTranslation('rates');
  const locale = currentLocale();
  const { register, control } = form;
  const today = form.formState.defaultValues?.effectiveFrom;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('form.effectiveFrom')}
          description={t('form.effectiveFromHint')}
          min={today}
          required
          error={error('effectiveFrom')}
          {...register('effectiveFrom')}
        />
        <Controller
          control={control}
          name="creditor"
          render={({ field }) => (
            <Radio.Group label={t('form.creditor')} value={field.value} onChange={field.onChange}>
              <Group gap="md" mt={4}>
                <Radio value="lender" label={t('creditor.lender')} />
                <Radio value="partner" label={t('creditor.partner')} />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('form.nameEn')}
          lang="en"
          required
          error={error('nameEn')}
          {...register('nameEn')}
        />
        <TextInput
          label={t('form.nameFr')}
          lang="fr"
          required
          error={error('nameFr')}
          {...register('nameFr')}
        />
        <TextInput
          label={t('form.rate')}
          inputMode="decimal"
          required
          error={error('ratePercent')}
          {...register('ratePercent')}
        />
        <TextInput
          label={t('form.rateBump')}
          inputMode="decimal"
          required
          error={error('rateBumpPercent')}
          {...register('rateBumpPercent')}
        />
        <Controller
          control={control}
          name="feeCents"
          render={({ field }) => (
            <MoneyInput
              locale={locale}
              label={t('form.fee')}
              value={feeText}
              onChange={(text) => {
                onFeeText(text);
                field.onChange(parseMoney(text) ?? 0);
              }}
              error={error('feeCents')}
            />
          )}
        />
        <TextInput
          label={t('form.dealerFee')}
          inputMode="decimal"
          required
          error={error('dealerFeePercent')}
          {...register('dealerFeePercent')}
        />
        <DeferralFields form={form} error={error} />
      </SimpleGrid>
      <Controller
        control={control}
        name="termIds"
        render={({ field }) => (
          <Checkbox.Group
            label={t('form.terms')}
            value={field.value.map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            error={error('termIds')}
          >
            <SimpleGrid cols={{ base: 2, xs: 4, sm: 6 }} mt="xs" spacing="xs">
              {Object.entries(TERMS).map(([termId, months]) => (
                <Checkbox key={termId} value={termId} label={t('values.months', { count: months })} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
    </Stack>
  );
}

/** The zero-payment months, and with some, the interest rule and the labels in both languages. */
function DeferralFields({ form, error }: Pick<Props, 'form' | 'error'>) {
  const { t } = useTranslation('rates');
  const { register, control, watch } = form;
  const deferred = Number(watch('deferralMonths')) > 0;
  return (
    <>
      <Controller
        control={control}
        name="deferralMonths"
        render={({ field }) => (
          <TextInput
            label={t('form.deferralMonths')}
            inputMode="numeric"
            value={String(field.value)}
            // Whole months as typed; anything else (a letter, a sign) is kept out of the field.
            onChange={(event) =>
              field.onChange(Number(event.currentTarget.value.replace(/\D/g, '').slice(0, 2) || 0))
            }
            error={error('deferralMonths')}
          />
        )}
      />
      {deferred && (
        <Controller
          control={control}
          name="deferralInterest"
          render={({ field }) => (
            <Radio.Group
              label={t('form.interest')}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={error('deferralInterest')}
            >
              <Group gap="md" mt={4}>
                <Radio value="accrue" label={t('form.interestAccrue')} />
                <Radio value="waive" label={t('form.interestWaive')} />
              </Group>
            </Radio.Group>
          )}
        />
      )}
      {deferred && (
        <TextInput
          label={t('form.deferralLabelEn')}
          lang="en"
          error={error('deferralLabelEn')}
          {...register('deferralLabelEn')}
        />
      )}
      {deferred && (
        <TextInput
          label={t('form.deferralLabelFr')}
          lang="fr"
          error={error('deferralLabelFr')}
          {...register('deferralLabelFr')}
        />
      )}
    </>
  );
}
