// The reviews: step 4 (the application) and co-borrower step 3 (the co-applicant). Read-only cards with edit
// links, the errors of a failed submit on their fields, Back, and Submit (or Next to the co-applicant).
import { Alert, Stack, Text } from '@mantine/core';
import { isLocale } from '@vp/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { translateMessage } from '../../../../lib/i18n.ts';
import { isLocalId, useKept, useOnline } from '../../../offline/index.ts';
import { useConsentAgain } from '../../hooks/use-consent-again.ts';
import { useWizardSubmit } from '../../hooks/use-wizard-submit.ts';
import { type SubmitForm, useSubmitErrors } from '../../submit-errors.ts';
import { nextScreen, previousScreen, screenPath } from '../../wizard-steps.ts';
import { StepActions } from '../step-actions.tsx';
import { useWizard } from '../wizard-context.ts';
import { WizardPage } from '../wizard-page.tsx';
import { ConsentAgain } from './consent-again.tsx';
import { ReviewCard } from './review-card.tsx';
import { applicationSections, coApplicantSections } from './review-sections.ts';

function ReviewStep({ form }: { form: SubmitForm }) {
  const { t, i18n } = useTranslation('application');
  const { screen, quebec, country, applicationId, record, options, facts } = useWizard();
  const navigate = useNavigate();
  const { submit, submitting, failure } = useWizardSubmit();
  const errors = useSubmitErrors(applicationId)[form];
  const alertRef = useRef<HTMLDivElement>(null);
  const hasErrors = Object.keys(errors).length > 0;
  const next = nextScreen(screen, facts);
  const consent = useConsentAgain(next === 'submit');
  // Submit needs the network, and the steps kept on the tablet sent first (issue 39).
  const online = useOnline();
  const kept = useKept(applicationId);
  const waitsForNetwork = next === 'submit' && (!online || kept.count > 0 || isLocalId(applicationId));
  const [submitTried, setSubmitTried] = useState(false);

  // A submit refused on this very page: bring its alert into view.
  useEffect(() => {
    if (hasErrors || failure) alertRef.current?.scrollIntoView({ block: 'center' });
  }, [hasErrors, failure]);

  if (!record) return null;
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const translated = Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, translateMessage(m)]));
  const display = { t, locale, options, quebec, country, errors: translated };
  const sections =
    form === 'application' ? applicationSections(record, display) : coApplicantSections(record, display);
  const back = previousScreen(screen, facts);

  return (
    <WizardPage screen={screen} quebec={quebec} title={t(`titles.${screen}`)}>
      <div ref={alertRef}>
        {(hasErrors || failure || consent.refused) && (
          <Alert color="red" variant="outline" role="alert">
            {failure ?? t('errors:fatalError.errorAppForm')}
          </Alert>
        )}
      </div>
      <Text>{t(form === 'application' ? 'review.intro' : 'review.coIntro')}</Text>
      <Stack gap="md">
        {sections.map((section) => (
          <ReviewCard
            key={section.key}
            title={section.title}
            editTo={screenPath(section.edit, applicationId)}
            items={section.items}
          />
        ))}
      </Stack>
      {waitsForNetwork && (
        <Alert color="yellow" variant="outline" role={submitTried ? 'alert' : undefined}>
          {t(online ? 'offline:submit.waitForSend' : 'offline:submit.needsNetwork')}
        </Alert>
      )}
      {consent.needed && (
        <ConsentAgain consent={consent} withCoApplicant={record.application.hasCoApplicant === 'Yes'} />
      )}
      <StepActions
        busy={submitting ? 'next' : null}
        onBack={() =>
          void navigate(back === 'dashboard' ? paths.dashboard.build() : screenPath(back, applicationId))
        }
        onNext={() => {
          if (next !== 'submit') return void navigate(screenPath(next, applicationId));
          if (waitsForNetwork) return setSubmitTried(true);
          submit(consent.confirm);
        }}
        nextLabel={next === 'submit' ? t('actions.submit') : t('actions.toCoApplicant')}
      />
    </WizardPage>
  );
}

export function ApplicationStep4() {
  return <ReviewStep form="application" />;
}

export function CoBorrowerStep3() {
  return <ReviewStep form="coApplicant" />;
}
