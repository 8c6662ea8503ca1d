// Step 3.1 (spec §2, §5): the applicant's identity, contact and employer; for a Quebec vendor, the capacity
// to repay (income, housing and other monthly costs) and how the customer heard of the vendor.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { applicationStepForm } from '@vp/domain';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StepValues } from '../../api/save-application.ts';
import { toFormValues } from '../../form-values.ts';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { useSaveApplicationStep } from '../../hooks/use-wizard-save.ts';
import { useSubmitErrors } from '../../submit-errors.ts';
import { MoneyField } from '../fields/masked-fields.tsx';
import { ContactFields, IdentityFields, SectionTitle } from '../fields/person-fields.tsx';
import { SelectField, TextField } from '../fields/text-fields.tsx';
import { StepForm } from '../step-form.tsx';
import { useWizard } from '../wizard-context.ts';
import { WizardPage } from '../wizard-page.tsx';

/** referralOther only means something when the referral is 'other'. */
function prepare(values: StepValues): StepValues {
  return 'referral' in values && values.referral !== 'other' ? { ...values, referralOther: '' } : values;
}

function QuebecFields() {
  const { t } = useTranslation('application');
  const { options } = useWizard();
  const { control } = useFormContext<StepValues>();
  const referral = useWatch({ control, name: 'referral' });
  const optional = (key: string) => t('fields.optional', { label: t(`fields.${key}`) });
  return (
    <Stack gap="md">
      <SectionTitle>{t('sections.quebec')}</SectionTitle>
      <Text>{t('quebecIntro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" className="align-end">
        <MoneyField name="grossIncome" label={optional('grossIncome')} />
        <MoneyField name="totalHousingCosts" label={optional('totalHousingCosts')} />
        <MoneyField name="totalOtherMonthlyCosts" label={optional('totalOtherMonthlyCosts')} />
      </SimpleGrid>
      <SelectField
        name="referral"
        label={optional('referral')}
        options={options.referrals}
        blankLabel={t('fields.referralNone')}
      />
      {referral === 'other' && <TextField name="referralOther" label={optional('referralOther')} />}
    </Stack>
  );
}

export function ApplicationStep3_1() {
  const { t } = useTranslation('application');
  const { screen, quebec, country, applicationId, record, formContext } = useWizard();
  const save = useSaveApplicationStep();
  const submitErrors = useSubmitErrors(applicationId).application;
  const form = useMemo(() => applicationStepForm('3-1', formContext), [formContext]);
  const [defaultValues] = useState(() => toFormValues(record?.application, Object.keys(form.fields.shape)));
  const step = useStepForm({ form, defaultValues, save, prepare, initialErrors: submitErrors });

  return (
    <WizardPage screen={screen} quebec={quebec} title={t('titles.step3_1')}>
      <StepForm step={step}>
        <SectionTitle>{t('sections.personal')}</SectionTitle>
        <IdentityFields country={country} />
        <SectionTitle>{t('sections.contact')}</SectionTitle>
        <ContactFields emailRequired />
        {quebec && <QuebecFields />}
      </StepForm>
    </WizardPage>
  );
}
