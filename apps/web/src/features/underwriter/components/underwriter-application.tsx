// One application in the underwriter's hands: the application, the decision record and the bureau files, and
// the form that approves or declines it while it is Pending.
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import type { QueueItem } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatMoney, formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useUnderwriterApplication } from '../api/get-underwriter-application.ts';
import { applicantName } from '../applicant-name.ts';
import { DecideForm } from './decide-form.tsx';
import { DecisionSummary } from './decision-summary.tsx';
import { EmptyValue } from './empty-value.tsx';
import { FactList } from './fact-list.tsx';

function ApplicationFacts({ item }: { item: QueueItem }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const type = item.applicationType;
  return (
    <section aria-labelledby="application-title">
      <Title order={2} size="h3" id="application-title" mb="xs">
        {t('detail.application')}
      </Title>
      <FactList
        facts={[
          { label: t('detail.vendor'), value: `${item.vendorName} (${item.vendorProvince})` },
          { label: t('detail.applicant'), value: applicantName(item) || <EmptyValue /> },
          {
            label: t('detail.applicationType'),
            value: type ? t(`applicationTypes.${type}`, { defaultValue: type }) : <EmptyValue />,
          },
          { label: t('detail.amountRequested'), value: formatMoney(item.amount, locale) || <EmptyValue /> },
          { label: t('detail.coApplicant'), value: item.hasCoApplicant === 'Yes' ? t('yes') : t('no') },
          { label: t('detail.status'), value: t(item.status, { ns: 'statuses', defaultValue: item.status }) },
          { label: t('detail.updated'), value: formatTimestamp(item.updated, locale) },
        ]}
      />
    </section>
  );
}

function Detail({ item }: { item: QueueItem }) {
  const { t } = useTranslation('underwriter');
  return (
    <>
      <ApplicationFacts item={item} />
      <DecisionSummary decision={item.decision} />
      <section aria-labelledby="decide-title">
        <Title order={2} size="h3" id="decide-title" mb="xs">
          {t('decide.title')}
        </Title>
        {item.status === 'Pending' ? (
          <DecideForm item={item} />
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

export function UnderwriterApplication() {
  const { t } = useTranslation('underwriter');
  const applicationId = useParams().applicationId ?? '';
  const application = useUnderwriterApplication(applicationId);
  const name = application.data ? applicantName(application.data) : '';
  return (
    <Stack gap="lg" maw="60rem">
      <Anchor component={Link} to={paths.underwriterQueue.build()}>
        {t('detail.back')}
      </Anchor>
      <PageTitle>{name ? t('detail.title', { name }) : t('detail.titleLoading')}</PageTitle>
      {application.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(application.error, true)}
        </Alert>
      ) : !application.data ? (
        <Loader role="status" aria-label={t('common:loading')} />
      ) : (
        <Detail item={application.data} />
      )}
    </Stack>
  );
}
