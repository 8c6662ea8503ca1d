// Co-borrower step 2 (spec §2, §5): the co-applicant's address, like step 3.2, with a note; it may be copied
// from the applicant's address.
import { Button } from '@mantine/core';
import { coApplicantStepForm } from '@vp/domain';
import { useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StepValues } from '../../api/save-application.ts';
import { toFormValues } from '../../form-values.ts';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { useSaveCoApplicantStep } from '../../hooks/use-wizard-save.ts';
import { useSubmitErrors } from '../../submit-errors.ts';
import { ResidenceFields } from '../fields/residence-fields.tsx';
import { StepForm } from '../step-form.tsx';
import { useWizard } from '../wizard-context.ts';
import { WizardPage } from '../wizard-page.tsx';

const SHARED_ADDRESS = [
  'address1',
  'address2',
  'city',
  'province',
  'postal',
  'titleOwner',
  'yearsAtCurHouse',
];

function CopyApplicantAddress() {
  const { t } = useTranslation('application');
  const { record } = useWizard();
  const { setValue } = useFormContext<StepValues>();
  const applicant = toFormValues(record?.application, SHARED_ADDRESS);
  if (!applicant.address1) return null;
  return (
    <Button
      variant="outline"
      onClick={() => {
        for (const field of SHARED_ADDRESS) setValue(field, applicant[field] ?? '', { shouldDirty: true });
      }}
    >
      {t('actions.copyAddress')}
    </Button>
  );
}

export function CoBorrowerStep2() {
  const { t } = useTranslation('application');
  const { screen, quebec, country, applicationId, record, formContext } = useWizard();
  const save = useSaveCoApplicantStep();
  const submitErrors = useSubmitErrors(applicationId).coApplicant;
  const form = useMemo(() => coApplicantStepForm('2', formContext), [formContext]);
  const [defaultValues] = useState(() => ({
    ...toFormValues(record?.coApplicant, Object.keys(form.fields.shape)),
    country,
  }));
  const step = useStepForm({ form, defaultValues, save, initialErrors: submitErrors });

  return (
    <WizardPage screen={screen} quebec={quebec} title={t('titles.co2')}>
      <StepForm step={step}>
        <div>
          <CopyApplicantAddress />
        </div>
        <ResidenceFields
          titleOwnerLabel={t('fields.coTitleOwner')}
          yearsHint={t('fields.coYearsHint')}
          noteName="coborrowerNote"
        />
      </StepForm>
    </WizardPage>
  );
}
