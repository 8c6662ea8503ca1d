// Step 3.3 (spec §2, §5): the previous address, asked when the applicant has lived at the current one for
// under 6 months; its fields are required when the answer is Yes.
import { Stack, Text } from '@mantine/core';
import { applicationStepForm } from '@vp/domain';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StepValues } from '../../api/save-application.ts';
import { toFormValues } from '../../form-values.ts';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { useSaveApplicationStep } from '../../hooks/use-wizard-save.ts';
import { useSubmitErrors } from '../../submit-errors.ts';
import { AddressFields } from '../fields/address-fields.tsx';
import { RadioField } from '../fields/choice-fields.tsx';
import { StepForm } from '../step-form.tsx';
import { useWizard } from '../wizard-context.ts';
import { WizardPage } from '../wizard-page.tsx';

const PREVIOUS_FIELDS = ['prevAddress1', 'prevAddress2', 'prevCity', 'prevProvince', 'prevPostal'];

/** Without a previous address to give, its fields are emptied rather than kept hidden. */
function prepare(values: StepValues): StepValues {
  if (values.curAddressLess === 'Yes') return values;
  return { ...values, ...Object.fromEntries(PREVIOUS_FIELDS.map((field) => [field, ''])) };
}

function PreviousAddress() {
  const { t } = useTranslation('application');
  const { country, options } = useWizard();
  const { control } = useFormContext<StepValues>();
  const answer = useWatch({ control, name: 'curAddressLess' });
  if (answer !== 'Yes') return null;
  return (
    <Stack gap="md">
      <Text>{t('fields.previousIntro')}</Text>
      <AddressFields country={country} provinces={options.provinces} prefix="prev" />
    </Stack>
  );
}

export function ApplicationStep3_3() {
  const { t } = useTranslation('application');
  const { screen, quebec, applicationId, record, formContext, options } = useWizard();
  const save = useSaveApplicationStep();
  const submitErrors = useSubmitErrors(applicationId).application;
  const form = useMemo(() => applicationStepForm('3-3', formContext), [formContext]);
  const [defaultValues] = useState(() => toFormValues(record?.application, Object.keys(form.fields.shape)));
  const step = useStepForm({ form, defaultValues, save, prepare, initialErrors: submitErrors });

  return (
    <WizardPage screen={screen} quebec={quebec} title={t('titles.step3_3')}>
      <StepForm step={step}>
        <RadioField
          name="curAddressLess"
          legend={t('fields.curAddressLess')}
          options={options.yesNo}
          required
        />
        <PreviousAddress />
      </StepForm>
    </WizardPage>
  );
}
