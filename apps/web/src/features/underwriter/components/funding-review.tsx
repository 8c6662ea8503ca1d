// One submitted funding package in the lender's hands: its facts, the automatic checks, the combined PDF shown in
// the browser, and the review (fund or ask for missing documents).
import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { FundingQueueItem } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { errorText } from '../../../lib/errors.ts';
import { formatCount, formatDate, formatMoney, formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { StatementPreview } from '../../funding-statements/index.ts';
import { type FundingItem, useFundingItem, usePackageUrl } from '../api/funding.ts';
import { applicantName } from '../applicant-name.ts';
import { CreditorBadge } from './creditor-badge.tsx';
import { EmptyValue } from './empty-value.tsx';
import { FactList } from './fact-list.tsx';
import { FundingChecks } from './funding-checks.tsx';
import { FundingReviewForm } from './funding-review-form.tsx';
import { LenderReview, ReviewDecision, ReviewSection } from './lender-review.tsx';

function PackageFacts({ item }: { item: FundingQueueItem }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  return (
    <ReviewSection id="package-title" title={t('funding.detail.package')}>
      <FactList
        facts={[
          { label: t('detail.vendor'), value: item.vendorName },
          { label: t('detail.applicant'), value: applicantName(item) || <EmptyValue /> },
          { label: t('funding.detail.loanNumber'), value: item.edgeId ?? <EmptyValue /> },
          { label: t('funding.detail.province'), value: item.province ?? <EmptyValue /> },
          {
            label: t('funding.detail.financed'),
            value: formatMoney(item.financedAmount, locale) || <EmptyValue />,
          },
          { label: t('funding.detail.submitted'), value: formatTimestamp(item.submittedAt, locale) },
          { label: t('funding.detail.pages'), value: formatCount(item.pages, locale) },
          { label: t('funding.detail.earliest'), value: formatDate(item.earliestFundingDate, locale) },
          { label: t('detail.status'), value: t(item.status, { ns: 'statuses', defaultValue: item.status }) },
        ]}
      />
    </ReviewSection>
  );
}

function PackagePdf({ item }: { item: FundingQueueItem }) {
  const { t } = useTranslation('underwriter');
  const pdf = usePackageUrl(item.id);
  const name = applicantName(item) || t('queue.unnamed');
  return (
    <ReviewSection id="pdf-title" title={t('funding.detail.pdf')}>
      {pdf.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(pdf.error)}
        </Alert>
      ) : !pdf.url ? (
        <Loader role="status" aria-label={t('funding.detail.pdfLoading')} />
      ) : (
        <Stack gap="xs">
          <Button
            component="a"
            href={pdf.url}
            target="_blank"
            rel="noopener"
            variant="outline"
            w="fit-content"
          >
            {t('funding.detail.openPdf')}
          </Button>
          <iframe className="uw-pdf" src={pdf.url} title={t('funding.detail.pdfFrame', { name })} />
        </Stack>
      )}
    </ReviewSection>
  );
}

function Detail({ item }: { item: FundingItem }) {
  const { t } = useTranslation('underwriter');
  return (
    <>
      <PackageFacts item={item} />
      <ReviewSection id="checks-title" title={t('funding.detail.checks')}>
        <FundingChecks checks={item.checks} />
      </ReviewSection>
      <PackagePdf item={item} />
      {/* What the dealer will be paid: the statement the booking writes (issue 35). */}
      <ReviewSection id="statement-title" title={t('statements:statement.previewTitle')}>
        <StatementPreview financedAmount={item.financedAmount} dealerFeePercent={item.dealerFeePercent} />
      </ReviewSection>
      <ReviewDecision
        id="review-title"
        title={t('funding.review.title')}
        status={item.status}
        review="funding"
      >
        <FundingReviewForm item={item} />
      </ReviewDecision>
    </>
  );
}

export function FundingReview() {
  const applicationId = useParams().applicationId ?? '';
  const item = useFundingItem(applicationId);
  return (
    <LenderReview
      back={{ to: paths.underwriterFunding.build(), label: 'funding.detail.back' }}
      title={{ named: 'funding.detail.title', loading: 'funding.detail.titleLoading' }}
      query={item}
      badge={(data) => <CreditorBadge creditor={data.creditor} />}
    >
      {(data) => <Detail item={data} />}
    </LenderReview>
  );
}
