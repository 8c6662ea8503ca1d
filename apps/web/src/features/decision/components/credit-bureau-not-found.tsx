// CreditBureauNotFound (spec §2): the bureau has no file for the applicant. Advice: verify the name and date
// of birth, add the SIN, re-submit; Back to Home, and Re-Submit with Updated Info (back to step 1).
import { List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import type { ResultApplication } from '../api/get-result-application.ts';
import { RESUBMITTED_SEARCH } from '../decision-routing.ts';
import { useResubmit } from '../hooks/use-resubmit.ts';
import { ApplicationNumber } from './application-number.tsx';
import { ResubmitButton } from './resubmit-button.tsx';
import { HomeButton, ResultActions } from './result-actions.tsx';
import { ResultPage } from './result-page.tsx';

function BureauNotFoundDetails({ application }: { application: ResultApplication }) {
  const { t } = useTranslation('decision');
  const resubmit = useResubmit(application.id);
  const step1 = paths.applicationStep1.build({ applicationId: application.id }, RESUBMITTED_SEARCH);
  return (
    <>
      <Text size="lg">{t('bureauNotFound.text')}</Text>
      <ApplicationNumber application={application} />
      <section aria-labelledby="bureau-not-found-advice">
        <Title order={2} size="h3" id="bureau-not-found-advice" mb="xs">
          {t('advice.title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('bureauNotFound.advice.verify')}</List.Item>
          <List.Item>{t('bureauNotFound.advice.sin')}</List.Item>
          <List.Item>{t('bureauNotFound.advice.resubmit')}</List.Item>
        </List>
      </section>
      <ResultActions failure={resubmit.failure}>
        <HomeButton label={t('actions.backToHome')} />
        <ResubmitButton
          resubmit={resubmit}
          event="resubmit"
          then={step1}
          label={t('actions.resubmitWithUpdatedInfo')}
        />
      </ResultActions>
    </>
  );
}

export function CreditBureauNotFound() {
  const { t } = useTranslation('decision');
  return (
    <ResultPage screen="CreditBureauNotFound" title={t('bureauNotFound.title')}>
      {(application) => <BureauNotFoundDetails application={application} />}
    </ResultPage>
  );
}
