// NotApproved (spec §2): a sad icon, the title and text, the advice; Home, and Review Application when a
// co-applicant exists, else Re-submit with Co-Borrower (re-submit event, then the co-applicant steps). When the
// server allows it, the way to a second look by the lender's partner. The partner's decline is the same screen,
// naming the partner, without a second look.
import { List, Text, Title } from '@mantine/core';
import { isQuebecVendor, PARTNER_PARTY } from '@vp/domain';
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
import { SecondLookOffer } from './second-look-offer.tsx';

interface DetailsProps {
  application: ResultApplication;
  quebec: boolean;
  /** The second-look partner declined it too (KamselDeclined). */
  partner?: boolean;
}

function NotApprovedDetails({ application, quebec, partner = false }: DetailsProps) {
  const { t } = useTranslation('decision');
  const resubmit = useResubmit(application.id);
  return (
    <>
      <div className="decision-title">
        <SadIcon />
        <Text size="lg">
          {partner ? t('secondLook.declined.text', { partner: PARTNER_PARTY.name }) : t('notApproved.text')}
        </Text>
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
      {!partner && application.secondLookOffered && <SecondLookOffer application={application} />}
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

function useQuebec(): boolean {
  const vendor = useSession()?.vendor ?? null;
  return vendor ? isQuebecVendor(vendor) : false;
}

export function NotApproved() {
  const { t } = useTranslation('decision');
  const quebec = useQuebec();
  return (
    <ResultPage screen="NotApproved" title={t('notApproved.title')}>
      {(application) => <NotApprovedDetails application={application} quebec={quebec} />}
    </ResultPage>
  );
}

/** The second-look partner's decline (KamselDeclined): the same advice and re-submits, no second look. */
export function SecondLookDeclined() {
  const { t } = useTranslation('decision');
  const quebec = useQuebec();
  return (
    <ResultPage screen="SecondLookDeclined" title={t('secondLook.declined.title')}>
      {(application) => <NotApprovedDetails application={application} quebec={quebec} partner />}
    </ResultPage>
  );
}
