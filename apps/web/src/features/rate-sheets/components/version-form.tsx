// The new version of a program (issue 35): filled in from the version in effect; the day it takes effect (today or
// later), the rate, fees, deferral, terms as checkboxes, creditor, names in English and French and the reason. The
// domain's schema checks it here and the server again (and refuses one over the criminal rate, naming the term).
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type ProgramVersionAnswer, programVersionInput } from '@vp/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddVersion, type VersionDraft } from '../api/rate-sheets.ts';
import { VersionFields } from './version-fields.tsx';

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
  const form = useForm<VersionDraft>({
    resolver: zodResolver(programVersionInput),
    defaultValues: draftOf(from, today),
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const error = (field: keyof VersionDraft) => translateMessage(errors[field]?.message) || undefined;
  // The money field shows dollars as typed; the form keeps cents, as the API takes them.
  const [feeText, setFeeText] = useState((from.fee ?? 0).toFixed(2));

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const added = await add.mutateAsync(values);
      notifySuccess(
        t('form.added', { version: added.version, date: formatDate(added.effectiveFrom, locale) }),
      );
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
          <VersionFields form={form} error={error} feeText={feeText} onFeeText={setFeeText} />
          <Textarea
            label={t('form.reason')}
            required
            autosize
            minRows={2}
            error={error('reason')}
            {...register('reason')}
          />
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
