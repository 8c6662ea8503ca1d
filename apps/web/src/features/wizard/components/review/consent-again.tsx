// The credit consent on the review that submits, when a re-submit withdrew it (decision 033): why it is asked again,
// in the customer's words, then the same consent as step 1's, and the co-applicant's as co-borrower step 1's.
import { Alert, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { useConsentAgain } from '../../hooks/use-consent-again.ts';
import { CO_CONSENT_FIELD, CONSENT_FIELD } from '../../hooks/use-consent-again.ts';
import { ConsentField } from '../fields/choice-fields.tsx';

interface Props {
  consent: ReturnType<typeof useConsentAgain>;
  /** A co-applicant is part of the application: the new check is made for both. */
  withCoApplicant: boolean;
}

export function ConsentAgain({ consent, withCoApplicant }: Props) {
  const { t } = useTranslation('application');
  return (
    <FormProvider {...consent.methods}>
      <form ref={consent.formRef} noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="sm">
          {/* Information, not an alarm: read in order with the consent, not announced over the review. */}
          <Alert color="blue" variant="outline" role="note" title={t('consentAgain.title')}>
            {t(withCoApplicant ? 'consentAgain.withCoApplicant' : 'consentAgain.alone')}
          </Alert>
          {consent.ask.application && (
            <ConsentField
              name={CONSENT_FIELD}
              legend={t('consent.legend')}
              text={t('consent.text')}
              note={t('consent.note')}
              label={t('consent.label')}
            />
          )}
          {consent.ask.coApplicant && (
            <ConsentField
              name={CO_CONSENT_FIELD}
              legend={t('consent.coLegend')}
              text={t('consent.coText')}
              note={t('consent.coNote')}
              label={t('consent.coLabel')}
            />
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
