// Co-borrower step 1 (spec §2, §5): the co-applicant's own credit consent, family tie and relationship,
// identity, contact (e-mail optional) and employer.
import { SimpleGrid } from '@mantine/core';
import { coApplicantStepForm } from '@vp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('application');
  const { screen, quebec, country, applicationId, record, formContext, options } = useWizard();
  const save = useSaveCoApplicantStep();
  const submitErrors = useSubmitErrors(applicationId).coApplicant;
  const form = useMemo(() => coApplicantStepForm('1', formContext), [formContext]);
  const [defaultValues] = useState(() =>
    toFormValues(record?.coApplicant, Object.keys(form.fields.shape), { isImmediateFamily: 'Yes' }),
  );
  const step = useStepForm({ form, defaultValues, save, initialErrors: submitErrors });

  return (
    <WizardPage screen={screen} quebec={quebec} title={t('titles.co1')}>
      <StepForm step={step}>
        <ConsentField
          name="creditReleaseObtained"
          legend={t('consent.legend')}
          text={t('consent.coText')}
          note={t('consent.coNote')}
          label={t('consent.coLabel')}
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
