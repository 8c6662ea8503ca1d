// The lender's review of a funding package: Fund on a date (the server refuses one before the cooling-off period
// ends, and its message is shown) → Booked, or Missing Documents with a note the dealer reads on the list and the
// upload screen. Then back to the funding queue with a notification.
import { Alert, Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ApiError } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type FundingItem, useReviewFunding } from '../api/funding.ts';
import { applicantName } from '../applicant-name.ts';
import { DecisionChoice, DecisionForm, DecisionNote, NOTE_REQUIRED } from './decision-fields.tsx';

interface ReviewValues {
  decision: '' | 'fund' | 'missingDocuments';
  fundingDate: string;
  note: string;
}

/** Today in the browser's calendar, as yyyy-mm-dd. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date proposed first: the earliest funding date, or today when that is already past. */
export function proposedFundingDate(earliest: string, now = today()): string {
  return earliest > now ? earliest : now;
}

export function FundingReviewForm({ item }: { item: FundingItem }) {
  const { t } = useTranslation('underwriter');
  const navigate = useNavigate();
  const review = useReviewFunding(item.id);
  const [failure, setFailure] = useState<unknown>(null);
  const name = applicantName(item) || t('queue.unnamed');
  const { control, register, handleSubmit, watch, formState } = useForm<ReviewValues>({
    defaultValues: { decision: '', fundingDate: proposedFundingDate(item.earliestFundingDate), note: '' },
  });
  const decision = watch('decision');
  // Four eyes (decision 046): who approved the credit is told before trying, and may only send it back.
  const fourEyes = item.fourEyes && item.youApprovedCredit;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onValid = async (values: ReviewValues) => {
    setFailure(null);
    try {
      if (values.decision === 'fund') {
        await review.mutateAsync({ decision: 'fund', fundingDate: values.fundingDate });
        notifySuccess(
          t('funding.review.funded', { name, date: formatDate(values.fundingDate, currentLocale()) }),
        );
      } else {
        await review.mutateAsync({ decision: 'missingDocuments', note: values.note.trim() });
        notifySuccess(t('funding.review.missingSent', { name, vendor: item.vendorName }));
      }
      await navigate(paths.underwriterFunding.build());
    } catch (error) {
      if (!(error instanceof ApiError && error.sessionExpired)) setFailure(error);
    }
  };

  return (
    <DecisionForm labelledBy="review-title" onSubmit={handleSubmit(onValid)} failure={failure}>
      {fourEyes && (
        <Alert color="yellow" variant="outline" data-four-eyes>
          {t('lender:funding.youApproved')}
        </Alert>
      )}
      <DecisionChoice
        control={control}
        label={t('funding.review.decision')}
        message={message}
        options={[
          { value: 'fund', label: t('funding.review.fund'), disabled: fourEyes },
          { value: 'missingDocuments', label: t('funding.review.missingDocuments') },
        ]}
      />
      {decision === 'fund' && (
        <TextInput
          type="date"
          label={t('funding.review.fundingDate')}
          description={t('funding.review.fundingDateHint', {
            date: formatDate(item.earliestFundingDate, currentLocale()),
          })}
          withAsterisk
          min={item.earliestFundingDate}
          error={message(formState.errors.fundingDate?.message)}
          {...register('fundingDate', {
            validate: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || 'validation:date',
          })}
        />
      )}
      {decision === 'missingDocuments' && (
        <DecisionNote
          label={t('funding.review.note')}
          description={t('funding.review.noteHint')}
          error={message(formState.errors.note?.message)}
          registration={register('note', NOTE_REQUIRED)}
        />
      )}
      <div>
        <Button type="submit" loading={review.isPending}>
          {decision === 'missingDocuments'
            ? t('funding.review.submitMissing')
            : t('funding.review.submitFund')}
        </Button>
      </div>
    </DecisionForm>
  );
}
