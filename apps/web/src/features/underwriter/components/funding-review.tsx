// One submitted funding package in the lender's hands: its facts, the automatic checks, the combined PDF shown in
// the browser, and the review (fund or ask for missing documents).
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { FundingQueueItem } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatCount, formatDate, formatMoney, formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useFundingItem, usePackageUrl } from '../api/funding.ts';
import { applicantName } from '../applicant-name.ts';
import { EmptyValue } from './empty-value.tsx';
import { FactList } from './fact-list.tsx';
import { FundingChecks } from './funding-checks.tsx';
import { FundingReviewForm } from './funding-review-form.tsx';

function PackageFacts({ item }: { item: FundingQueueItem }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  return (
    <section aria-labelledby="package-title">
      <Title order={2} size="h3" id="package-title" mb="xs">
        {t('funding.detail.package')}
      </Title>
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
    </section>
  );
}

function PackagePdf({ item }: { item: FundingQueueItem }) {
  const { t } = useTranslation('underwriter');
  const pdf = usePackageUrl(item.id);
  const name = applicantName(item) || t('queue.unnamed');
  return (
    <section aria-labelledby="pdf-title">
      <Title order={2} size="h3" id="pdf-title" mb="xs">
        {t('funding.detail.pdf')}
      </Title>
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
    </section>
  );
}

function Detail({ item }: { item: FundingQueueItem }) {
  const { t } = useTranslation('underwriter');
  return (
    <>
      <PackageFacts item={item} />
      <section aria-labelledby="checks-title">
        <Title order={2} size="h3" id="checks-title" mb="xs">
          {t('funding.detail.checks')}
        </Title>
        <FundingChecks checks={item.checks} />
      </section>
      <PackagePdf item={item} />
      <section aria-labelledby="review-title">
        <Title order={2} size="h3" id="review-title" mb="xs">
          {t('funding.review.title')}
        </Title>
        {item.status === 'Documents Submitted' ? (
          <FundingReviewForm item={item} />
        ) : (
          <Text>
            {t('detail.notPending', {
              status: t(item.status, { ns: 'statuses', defaultValue: item.status }),
            })}
          </Text>
        )}
      </section>
    </>
  );
}

export function FundingReview() {
  const { t } = useTranslation('underwriter');
  const applicationId = useParams().applicationId ?? '';
  const item = useFundingItem(applicationId);
  const name = item.data ? applicantName(item.data) : '';
  return (
    <Stack gap="lg" maw="60rem">
      <Anchor component={Link} to={paths.underwriterFunding.build()} w="fit-content">
        {t('funding.detail.back')}
      </Anchor>
      <PageTitle>{name ? t('funding.detail.title', { name }) : t('funding.detail.titleLoading')}</PageTitle>
      {item.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(item.error, true)}
        </Alert>
      ) : !item.data ? (
        <Loader role="status" aria-label={t('common:loading')} />
      ) : (
        <Detail item={item.data} />
      )}
    </Stack>
  );
}
