// One application in the underwriter's hands: the application, the decision record and the bureau files, and
// the form that approves or declines it while it is Pending.
import type { QueueItem } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { formatMoney, formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useUnderwriterApplication } from '../api/get-underwriter-application.ts';
import { applicantName } from '../applicant-name.ts';
import { CreditorBadge } from './creditor-badge.tsx';
import { DecideForm } from './decide-form.tsx';
import { DecisionSummary } from './decision-summary.tsx';
import { EmptyValue } from './empty-value.tsx';
import { FactList } from './fact-list.tsx';
import { LenderReview, ReviewDecision, ReviewSection } from './lender-review.tsx';

function ApplicationFacts({ item }: { item: QueueItem }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const type = item.applicationType;
  return (
    <ReviewSection id="application-title" title={t('detail.application')}>
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
    </ReviewSection>
  );
}

function Detail({ item }: { item: QueueItem }) {
  const { t } = useTranslation('underwriter');
  return (
    <>
      <ApplicationFacts item={item} />
      <DecisionSummary decision={item.decision} earlier={item.earlierDecisions} />
      <ReviewDecision id="decide-title" title={t('decide.title')} status={item.status} review="credit">
        <DecideForm item={item} />
      </ReviewDecision>
    </>
  );
}

export function UnderwriterApplication() {
  const applicationId = useParams().applicationId ?? '';
  const application = useUnderwriterApplication(applicationId);
  return (
    <LenderReview
      back={{ to: paths.underwriterQueue.build(), label: 'detail.back' }}
      title={{ named: 'detail.title', loading: 'detail.titleLoading' }}
      query={application}
      badge={(item) => <CreditorBadge creditor={item.creditor} />}
    >
      {(item) => <Detail item={item} />}
    </LenderReview>
  );
}
