// PendingApproval (spec §2): an underwriter decides. With a co-applicant: Home and Review Application; without:
// whether to add one (Yes: re-submit event, then the co-applicant scan step; No: home). An application still
// with the bureau after the 2-minute wait only offers to check again.
import { Button, Text } from '@mantine/core';
import { isQuebecVendor, normalizeStatus } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../lib/session.ts';
import type { ResultApplication } from '../api/get-result-application.ts';
import { coApplicantStartPath } from '../decision-routing.ts';
import { useResubmit } from '../hooks/use-resubmit.ts';
import { ApplicationNumber } from './application-number.tsx';
import { HomeButton, ResultActions, ReviewApplicationButton } from './result-actions.tsx';
import { ResultPage } from './result-page.tsx';

function AddCoApplicantQuestion({
  application,
  quebec,
}: {
  application: ResultApplication;
  quebec: boolean;
}) {
  const { t } = useTranslation('decision');
  const resubmit = useResubmit(application.id);
  return (
    <>
      <Text fw={600} id="add-co-applicant-question">
        {t('pending.addCoApplicantQuestion')}
      </Text>
      <Text size="sm" id="add-co-applicant-hint" mt={-8}>
        {t('pending.addCoApplicantHint')}
      </Text>
      <ResultActions
        failure={resubmit.failure}
        labelledBy="add-co-applicant-question"
        describedBy="add-co-applicant-hint"
      >
        <Button
          loading={resubmit.running === 'resubmitWithCoApplicant'}
          onClick={() =>
            resubmit.run('resubmitWithCoApplicant', coApplicantStartPath(application.id, quebec))
          }
        >
          {t('actions.yes')}
        </Button>
        <HomeButton label={t('actions.no')} />
      </ResultActions>
    </>
  );
}

function PendingDetails({ application, quebec }: { application: ResultApplication; quebec: boolean }) {
  const { t } = useTranslation('decision');
  if (normalizeStatus(application.status) === 'SubmittedToCredit') {
    return (
      <>
        <Text size="lg">{t('pending.stillWithBureau')}</Text>
        <ResultActions>
          <HomeButton />
          <Button component={Link} to={paths.waitingSubmission.build({ applicationId: application.id })}>
            {t('actions.checkAgain')}
          </Button>
        </ResultActions>
      </>
    );
  }
  return (
    <>
      <Text size="lg">{t('pending.text')}</Text>
      <ApplicationNumber application={application} />
      {application.hasCoApplicant ? (
        <ResultActions>
          <HomeButton />
          <ReviewApplicationButton applicationId={application.id} />
        </ResultActions>
      ) : (
        <AddCoApplicantQuestion application={application} quebec={quebec} />
      )}
    </>
  );
}

export function PendingApproval() {
  const { t } = useTranslation('decision');
  const vendor = useSession()?.vendor ?? null;
  const quebec = vendor ? isQuebecVendor(vendor) : false;
  return (
    <ResultPage screen="PendingApproval" title={t('pending.title')}>
      {(application) => <PendingDetails application={application} quebec={quebec} />}
    </ResultPage>
  );
}
