// The new version of a program (issue 35): filled in from the version in effect; the day it takes effect (today or
// later), the rate, fees, deferral, terms as checkboxes, creditor, names in English and French and the reason. The
// domain's schema checks it here and the server again (and refuses one over the criminal rate, naming the term).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ProgramVersionAnswer, parseMoney, programVersionInput, TERMS } from '@vp/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddVersion, type VersionDraft } from '../api/rate-sheets.ts';

interface Props {
  programId: number;
  /** The version in effect, whose terms the form starts from. */
  from: ProgramVersionAnswer;
  /** The lender's day ('YYYY-MM-DD'): the earliest a version may take effect. */
  today: string;
  onDone: () => void;
}

const draftOf = (v: ProgramVersionAnswer, today: string): VersionDraft => ({
  effectiveFrom: today,
  ratePercent: v.ratePercent,
  rateBumpPercent: v.rateBumpPercent,
  deferralMonths: v.deferralMonths,
  deferralInterest: v.deferralInterest,
  deferralLabelEn: v.deferralMonths > 0 ? v.deferralLabelEn : '',
  deferralLabelFr: v.deferralMonths > 0 ? v.deferralLabelFr : '',
  feeCents: Math.round(v.fee * 100),
  dealerFeePercent: v.dealerFeePercent,
  termIds: v.termIds,
  creditor: v.creditor,
  nameEn: v.nameEn,
  nameFr: v.nameFr,
  reason: '',
});

export function VersionForm({ programId, from, today, onDone }: Props) {
  const { t } = useTranslation('rates');
  const locale = currentLocale();
  const add = useAddVersion(programId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, setError, formState } = useForm<VersionDraft>({
    resolver: zodResolver(programVersionInput),
    defaultValues: draftOf(from, today),
  });
  const { errors } = formState;
  const error = (field: keyof VersionDraft) => translateMessage(errors[field]?.message) || undefined;
  const deferred = Number(watch('deferralMonths')) > 0;
  // The money field shows dollars as typed; the form keeps cents, as the API takes them.
  const [feeText, setFeeText] = useState((from.fee ?? 0).toFixed(2));

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const added = await add.mutateAsync(values);
      notifySuccess(t('form.added', { version: added.version, date: formatDate(added.effectiveFrom, locale) }));
      onDone();
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.entries(failure.fieldErrors) : [];
      for (const [field, message] of fields) setError(field as keyof VersionDraft, { message });
      if (fields.length === 0) setRefusal(errorText(failure));
    }
  });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="version-form-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="version-form-title">
            {t('form.title')}
          </Title>
          <Text size="sm">{t('form.intro')}</Text>
          {refusal && (
            <Alert color="red" variant="outline" role="alert">
              {refusal}
            </Alert>
          )}
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
            <TextInput label={t('form.nameEn')} lang="en" required error={error('nameEn')} {...register('nameEn')} />
            <TextInput label={t('form.nameFr')} lang="fr" required error={error('nameFr')} {...register('nameFr')} />
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
                    setFeeText(text);
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
            <Controller
              control={control}
              name="deferralMonths"
              render={({ field }) => (
                <NumberInput
                  label={t('form.deferralMonths')}
                  min={0}
                  max={24}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
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
          <Textarea label={t('form.reason')} required autosize minRows={2} error={error('reason')} {...register('reason')} />
          <Group gap="sm">
            <Button type="submit" loading={add.isPending}>
              {t('form.submit')}
            </Button>
            <Button variant="subtle" onClick={onDone}>
              {t('form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
