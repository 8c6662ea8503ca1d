// Step 3.2 (spec §2, §5): the applicant's current address. Under 6 months there, Next leads to step 3.3.
import { applicationStepForm } from '@vp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormValues } from '../../form-values.ts';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { useSaveApplicationStep } from '../../hooks/use-wizard-save.ts';
import { useSubmitErrors } from '../../submit-errors.ts';
import { ResidenceFields } from '../fields/residence-fields.tsx';
import { StepForm } from '../step-form.tsx';
import { useWizard } from '../wizard-context.ts';
import { WizardPage } from '../wizard-page.tsx';

export function ApplicationStep3_2() {
  const { t } = useTranslation('application');
  const { screen, quebec, country, applicationId, record, formContext } = useWizard();
  const save = useSaveApplicationStep();
  const submitErrors = useSubmitErrors(applicationId).application;
  const form = useMemo(() => applicationStepForm('3-2', formContext), [formContext]);
  const [defaultValues] = useState(() => ({
    ...toFormValues(record?.application, Object.keys(form.fields.shape)),
    country,
  }));
  const step = useStepForm({ form, defaultValues, save, initialErrors: submitErrors });

  return (
    <WizardPage screen={screen} quebec={quebec} title={t('titles.step3_2')}>
      <StepForm step={step}>
        <ResidenceFields
          titleOwnerLabel={t('fields.titleOwner')}
          yearsHint={t('fields.yearsHint')}
          noteName="note"
        />
      </StepForm>
    </WizardPage>
  );
}
