// Step 1 (spec §2, §5): the customer's credit consent, the amount, the type, the description, a co-applicant.
import { Alert } from '@mantine/core';
import { applicationStepForm, type SaveMode, withoutConsent } from '@vp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NEW_APPLICATION_ID, paths } from '../../../../app/paths.ts';
import { CUSTOMER_PARAM, type CustomerAction, CustomerConsentPanel } from '../../../customer/index.ts';
import { type StepValues, useSaveApplication } from '../../api/save-application.ts';
import { sameValues, toFormValues } from '../../form-values.ts';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { useSaveApplicationStep } from '../../hooks/use-wizard-save.ts';
import { useSubmitErrors } from '../../submit-errors.ts';
import { ConsentField, RadioField } from '../fields/choice-fields.tsx';
import { MoneyField } from '../fields/masked-fields.tsx';
import { TextAreaField } from '../fields/text-fields.tsx';
import { StepForm } from '../step-form.tsx';
import { useWizard } from '../wizard-context.ts';
import { WizardPage } from '../wizard-page.tsx';

/** The query a re-submit adds to step 1's address (`?resubmitted=1`). */
export const RESUBMITTED_PARAM = 'resubmitted';

export function ApplicationStep1() {
  const { record } = useWizard();
  // The consent is the customer's (given on their device, or a link out): the form goes on without the box.
  const byCustomer = record?.consent.by === 'customer';
  return <Step1Form key={byCustomer ? 'customer' : 'dealer'} byCustomer={byCustomer} />;
}

function Step1Form({ byCustomer }: { byCustomer: boolean }) {
  const { t } = useTranslation('application');
  const { screen, quebec, applicationId, record, formContext, options } = useWizard();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const saveStep = useSaveApplicationStep();
  const saveDraft = useSaveApplication();
  const submitErrors = useSubmitErrors(applicationId).application;
  const form = useMemo(() => {
    const full = applicationStepForm('1', formContext);
    return byCustomer ? withoutConsent(full) : full;
  }, [formContext, byCustomer]);
  const fields = Object.keys(form.fields.shape);
  const [defaultValues] = useState(() => toFormValues(record?.application, fields, { hasCoApplicant: 'No' }));

  const save = async (values: StepValues, mode: SaveMode) => {
    // Back from an untouched new application: nothing to keep.
    if (mode === 'back' && applicationId === NEW_APPLICATION_ID && sameValues(values, defaultValues)) {
      await navigate(paths.dashboard.build());
      return;
    }
    await saveStep(values, mode);
  };
  const step = useStepForm({ form, defaultValues, save, initialErrors: submitErrors });
  /** A new application is saved as a draft first (the link and the tablet need its id), then the action opens. */
  const ensureSaved = async (action: CustomerAction) => {
    const { creditReleaseObtained: _dealerTick, ...values } = step.methods.getValues();
    const saved = await saveDraft.mutateAsync({
      id: NEW_APPLICATION_ID,
      step: '1',
      mode: 'back',
      version: undefined,
      values,
    });
    await navigate(paths.applicationStep1.build({ applicationId: saved.id }, { [CUSTOMER_PARAM]: action }), {
      replace: true,
    });
  };
  const savedId = applicationId === NEW_APPLICATION_ID ? null : applicationId;
  const resubmitted =
    (record !== null && record.status !== 'Incomplete') || search.get(RESUBMITTED_PARAM) !== null;

  return (
    <WizardPage screen={screen} quebec={quebec} title={t('titles.step1')}>
      {resubmitted && (
        <Alert color="blue" variant="outline" title={t('resubmitted.title')}>
          {t('resubmitted.text')}
        </Alert>
      )}
      <StepForm step={step}>
        {!byCustomer && (
          <ConsentField
            name="creditReleaseObtained"
            legend={t('consent.legend')}
            text={t('consent.text')}
            note={t('consent.note')}
            label={t('consent.label')}
          />
        )}
        <CustomerConsentPanel
          applicationId={savedId}
          person="applicant"
          consent={record?.consent ?? null}
          email={record?.application.email ?? null}
          mobilePhone={record?.application.mobilePhone ?? null}
          ensureSaved={ensureSaved}
        />
        <MoneyField name="amount" label={t('fields.amount')} description={t('fields.amountHint')} required />
        <RadioField
          name="applicationType"
          legend={t('fields.applicationType')}
          options={options.applicationTypes}
          required
        />
        <TextAreaField
          name="description"
          label={t('fields.description')}
          description={t('fields.descriptionHint')}
          maxLength={500}
          required
        />
        <RadioField name="hasCoApplicant" legend={t('fields.hasCoApplicant')} options={options.yesNo} />
      </StepForm>
    </WizardPage>
  );
}
