// NotApproved (spec §2): a sad icon, the title and text, the advice; Home, and Review Application when a
// co-applicant exists, else Re-submit with Co-Borrower (re-submit event, then the co-applicant steps).
import { List, Text, Title } from '@mantine/core';
import { isQuebecVendor } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import type { ResultApplication } from '../api/get-result-application.ts';
import { coApplicantStartPath } from '../decision-routing.ts';
import { useResubmit } from '../hooks/use-resubmit.ts';
import { ApplicationNumber } from './application-number.tsx';
import { ResubmitButton } from './resubmit-button.tsx';
import { HomeButton, ResultActions, ReviewApplicationButton } from './result-actions.tsx';
import { ResultPage } from './result-page.tsx';
import { SadIcon } from './sad-icon.tsx';

function NotApprovedDetails({ application, quebec }: { application: ResultApplication; quebec: boolean }) {
  const { t } = useTranslation('decision');
  const resubmit = useResubmit(application.id);
  return (
    <>
      <div className="decision-title">
        <SadIcon />
        <Text size="lg">{t('notApproved.text')}</Text>
      </div>
      <ApplicationNumber application={application} />
      <section aria-labelledby="not-approved-advice">
        <Title order={2} size="h3" id="not-approved-advice" mb="xs">
          {t('advice.title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('notApproved.advice.verify')}</List.Item>
          <List.Item>{t('notApproved.advice.resubmit')}</List.Item>
          <List.Item>{t('notApproved.advice.coApplicant')}</List.Item>
        </List>
      </section>
      <ResultActions failure={resubmit.failure}>
        <HomeButton />
        {application.hasCoApplicant ? (
          <ReviewApplicationButton applicationId={application.id} />
        ) : (
          <ResubmitButton
            resubmit={resubmit}
            event="resubmitWithCoApplicant"
            then={coApplicantStartPath(application.id, quebec)}
            label={t('actions.resubmitWithCoBorrower')}
          />
        )}
      </ResultActions>
    </>
  );
}

export function NotApproved() {
  const { t } = useTranslation('decision');
  const vendor = useSession()?.vendor ?? null;
  const quebec = vendor ? isQuebecVendor(vendor) : false;
  return (
    <ResultPage screen="NotApproved" title={t('notApproved.title')}>
      {(application) => <NotApprovedDetails application={application} quebec={quebec} />}
    </ResultPage>
  );
}
