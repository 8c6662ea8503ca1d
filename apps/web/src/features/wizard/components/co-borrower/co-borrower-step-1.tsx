// Co-borrower step 1 (spec §2, §5): the co-applicant's own credit consent, family tie and relationship,
// identity, contact (e-mail optional) and employer.
import { SimpleGrid } from '@mantine/core';
import { coApplicantStepForm, withoutConsent } from '@vp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { CUSTOMER_PARAM, type CustomerAction, CustomerConsentPanel } from '../../../customer/index.ts';
import { useSaveCoApplicant } from '../../api/save-application.ts';
import { toFormValues } from '../../form-values.ts';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { useSaveCoApplicantStep } from '../../hooks/use-wizard-save.ts';
import { useSubmitErrors } from '../../submit-errors.ts';
import { ConsentField, RadioField } from '../fields/choice-fields.tsx';
import { ContactFields, IdentityFields, SectionTitle } from '../fields/person-fields.tsx';
import { SelectField } from '../fields/text-fields.tsx';
import { StepForm } from '../step-form.tsx';
import { useWizard } from '../wizard-context.ts';
import { WizardPage } from '../wizard-page.tsx';

export function CoBorrowerStep1() {
  const { record } = useWizard();
  // The co-applicant's consent is their own once a link is out for them, or given on their device (issue 26).
  const byCustomer = record?.coApplicantConsent?.by === 'customer';
  return <CoStep1Form key={byCustomer ? 'customer' : 'dealer'} byCustomer={byCustomer} />;
}

function CoStep1Form({ byCustomer }: { byCustomer: boolean }) {
  const { t } = useTranslation('application');
  const { screen, quebec, country, applicationId, record, formContext, options } = useWizard();
  const navigate = useNavigate();
  const save = useSaveCoApplicantStep();
  const saveDraft = useSaveCoApplicant();
  const submitErrors = useSubmitErrors(applicationId).coApplicant;
  const form = useMemo(() => {
    const full = coApplicantStepForm('1', formContext);
    return byCustomer ? withoutConsent(full) : full;
  }, [formContext, byCustomer]);
  const [defaultValues] = useState(() =>
    toFormValues(record?.coApplicant, Object.keys(form.fields.shape), { isImmediateFamily: 'Yes' }),
  );
  const step = useStepForm({ form, defaultValues, save, initialErrors: submitErrors });
  /** The co-applicant is saved as a draft first (their link needs them on file), then the action opens. */
  const ensureSaved = async (action: CustomerAction) => {
    const { creditReleaseObtained: _dealerTick, ...values } = step.methods.getValues();
    await saveDraft.mutateAsync({
      id: applicationId,
      step: '1',
      mode: 'back',
      version: record?.application.version ?? 0,
      values,
    });
    await navigate(paths.coBorrowerStep1.build({ applicationId }, { [CUSTOMER_PARAM]: action }), {
      replace: true,
    });
  };

  return (
    <WizardPage screen={screen} quebec={quebec} title={t('titles.co1')}>
      <StepForm step={step}>
        {!byCustomer && (
          <ConsentField
            name="creditReleaseObtained"
            legend={t('consent.legend')}
            text={t('consent.coText')}
            note={t('consent.coNote')}
            label={t('consent.coLabel')}
          />
        )}
        <CustomerConsentPanel
          applicationId={record?.coApplicant ? applicationId : null}
          person="coApplicant"
          consent={record?.coApplicantConsent ?? null}
          email={record?.coApplicant?.email ?? null}
          mobilePhone={record?.coApplicant?.mobilePhone ?? null}
          ensureSaved={ensureSaved}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <RadioField
            name="isImmediateFamily"
            legend={t('fields.isImmediateFamily')}
            options={options.yesNo}
            required
          />
          <SelectField
            name="coborrowerRelationship"
            label={t('fields.coborrowerRelationship')}
            options={options.relationships}
            required
          />
        </SimpleGrid>
        <SectionTitle>{t('sections.personal')}</SectionTitle>
        <IdentityFields country={country} />
        <SectionTitle>{t('sections.contact')}</SectionTitle>
        <ContactFields emailRequired={false} />
      </StepForm>
    </WizardPage>
  );
}
