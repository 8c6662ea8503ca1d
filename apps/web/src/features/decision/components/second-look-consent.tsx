// The consent step before a second look, when the consent on file named the lender alone (decision 039): the text
// that names the lender and its partner, one box per person, each ticked by that person; both are required.
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PartnerConsentBody } from '@vp/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentBox } from '../../../components/form/consent-box.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { ResultActions } from './result-actions.tsx';

const MUST_ACCEPT = 'validation:mustAcceptTerms';

interface Props {
  withCoApplicant: boolean;
  sending: boolean;
  failure: unknown;
  onSend: (consent: PartnerConsentBody) => void;
  onCancel: () => void;
}

export function SecondLookConsent({ withCoApplicant, sending, failure, onSend, onCancel }: Props) {
  const { t } = useTranslation(['decision', 'application']);
  const [ticked, setTicked] = useState({ applicant: false, coApplicant: false });
  const [tried, setTried] = useState(false);
  const applicantBox = useRef<HTMLInputElement>(null);
  const coApplicantBox = useRef<HTMLInputElement>(null);
  const missing = {
    applicant: !ticked.applicant,
    coApplicant: withCoApplicant && !ticked.coApplicant,
  };
  // Spec §5: refused once, each box's message follows its tick at once.
  const errorOf = (who: 'applicant' | 'coApplicant') =>
    tried && missing[who] ? translateMessage(MUST_ACCEPT) : undefined;

  const send = () => {
    setTried(true);
    if (missing.applicant || missing.coApplicant) {
      (missing.applicant ? applicantBox : coApplicantBox).current?.focus();
      return;
    }
    onSend(withCoApplicant ? { applicant: 'Yes', coApplicant: 'Yes' } : { applicant: 'Yes' });
  };

  return (
    <form
      noValidate
      aria-labelledby="second-look-consent-title"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap="sm">
        <Text fw={600} id="second-look-consent-title">
          {t('secondLook.consent.title')}
        </Text>
        <Text>{t(withCoApplicant ? 'secondLook.consent.withCoApplicant' : 'secondLook.consent.alone')}</Text>
        <ConsentBox
          legend={t('application:consent.legend')}
          text={t('application:consent.text')}
          note={t('application:consent.note')}
          label={t('application:consent.label')}
          name="applicant"
          inputRef={applicantBox}
          checked={ticked.applicant}
          onChange={(checked) => setTicked({ ...ticked, applicant: checked })}
          error={errorOf('applicant')}
        />
        {withCoApplicant && (
          <ConsentBox
            legend={t('application:consent.coLegend')}
            text={t('application:consent.coText')}
            note={t('application:consent.coNote')}
            label={t('application:consent.coLabel')}
            name="coApplicant"
            inputRef={coApplicantBox}
            checked={ticked.coApplicant}
            onChange={(checked) => setTicked({ ...ticked, coApplicant: checked })}
            error={errorOf('coApplicant')}
          />
        )}
        {tried && (missing.applicant || missing.coApplicant) && (
          <Alert color="red" variant="outline" role="alert">
            {t('secondLook.consent.missing')}
          </Alert>
        )}
        <ResultActions failure={failure}>
          <Button type="submit" loading={sending}>
            {t('secondLook.consent.send')}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            {t('secondLook.consent.cancel')}
          </Button>
        </ResultActions>
      </Stack>
    </form>
  );
}
