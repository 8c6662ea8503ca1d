// The underwriter's decision on a Pending application: approve (an amount, by default the requested one, never
// more) or decline, always with a note; confirmed in a dialog, announced by a notification, then back to the queue.
import { Button, TextInput } from '@mantine/core';
import type { QueueItem } from '@vp/domain';
import { centsToAmount, type Locale, parseMoney } from '@vp/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ApiError } from '../../../lib/errors.ts';
import { formatCents } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type DecideInput, useDecideApplication } from '../api/decide-application.ts';
import { applicantName } from '../applicant-name.ts';
import { ConfirmDecision } from './confirm-decision.tsx';
import { DecisionChoice, DecisionForm, DecisionNote, NOTE_REQUIRED } from './decision-fields.tsx';
import { inSentence } from './in-sentence.ts';

interface DecideValues {
  decision: '' | 'approve' | 'decline';
  amount: string;
  note: string;
}

/** An amount as typed in the field, without the currency sign: '8,000.00' / '8 000.00'. */
function amountText(cents: number, locale: Locale): string {
  return formatCents(cents, locale).replace('$', '').trim();
}

/** The message key of what is wrong with an approved amount, or undefined when it may be sent. */
export function amountProblem(text: string, requestedCents: number): string | undefined {
  const cents = parseMoney(text);
  if (text.trim() === '') return 'validation:required';
  if (cents === undefined) return 'validation:money';
  if (cents <= 0) return 'validation:moneyPositive';
  if (cents > requestedCents) return 'underwriter:decide.amountTooHigh';
  return undefined;
}

export function DecideForm({ item }: { item: QueueItem }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const navigate = useNavigate();
  const decide = useDecideApplication(item.id);
  const requestedCents = parseMoney(item.amount) ?? 0;
  const requested = inSentence(formatCents(requestedCents, locale));
  const name = applicantName(item);
  const [confirming, setConfirming] = useState<DecideInput | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const { control, register, handleSubmit, watch, formState } = useForm<DecideValues>({
    defaultValues: { decision: '', amount: amountText(requestedCents, locale), note: '' },
  });
  const approving = watch('decision') === 'approve';
  const message = (key: string | undefined) => (key ? t(key, { amount: requested }) : undefined);

  const onValid = (values: DecideValues) => {
    setFailure(null);
    const approve = values.decision === 'approve';
    setConfirming({
      decision: approve ? 'approve' : 'decline',
      amount: approve ? centsToAmount(parseMoney(values.amount) ?? 0) : undefined,
      note: values.note.trim(),
    });
  };

  const confirm = async (input: DecideInput) => {
    try {
      await decide.mutateAsync(input);
      const amount = inSentence(formatCents(Math.round((input.amount ?? 0) * 100), locale));
      notifySuccess(
        input.decision === 'approve'
          ? t('decide.approved', { name, amount })
          : t('decide.declined', { name }),
      );
      await navigate(paths.underwriterQueue.build());
    } catch (error) {
      setConfirming(null);
      if (!(error instanceof ApiError && error.sessionExpired)) setFailure(error);
    }
  };

  return (
    <>
      <DecisionForm labelledBy="decide-title" onSubmit={handleSubmit(onValid)} failure={failure}>
        <DecisionChoice
          control={control}
          label={t('decide.decision')}
          message={message}
          options={[
            { value: 'approve', label: t('decide.approve') },
            { value: 'decline', label: t('decide.decline') },
          ]}
        />
        {approving && (
          <TextInput
            label={t('decide.amount')}
            description={t('decide.amountHint', { amount: requested })}
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
            error={message(formState.errors.amount?.message)}
            {...register('amount', { validate: (value) => amountProblem(value, requestedCents) ?? true })}
          />
        )}
        <DecisionNote
          label={t('decide.note')}
          description={t('decide.noteHint')}
          error={message(formState.errors.note?.message)}
          registration={register('note', NOTE_REQUIRED)}
        />
        <div>
          <Button type="submit">{t('decide.submit')}</Button>
        </div>
      </DecisionForm>
      <ConfirmDecision
        input={confirming}
        name={name}
        busy={decide.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(input) => void confirm(input)}
      />
    </>
  );
}
