// The customer's credit consent asked again on the review that submits, when a re-submit withdrew it (decision 033):
// ticked, it is saved through step 1's own save (the shared schema, the version read) before the submit goes.
import { useQueryClient } from '@tanstack/react-query';
import { type ApplicationRecord, applicationStepForm, validateStep } from '@vp/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type StepValues, useSaveApplication } from '../api/save-application.ts';
import { useWizard } from '../components/wizard-context.ts';
import { toFormValues } from '../form-values.ts';
import { focusFirstError } from './use-step-form.ts';

export const CONSENT_FIELD = 'creditReleaseObtained';

/** `asked`: this review is the one that submits (step 4 without a co-applicant, co-borrower step 3 with one). */
export function useConsentAgain(asked: boolean) {
  const { applicationId, record, formContext } = useWizard();
  const queryClient = useQueryClient();
  const save = useSaveApplication();
  const step1 = useMemo(() => applicationStepForm('1', formContext), [formContext]);
  // Asked from the moment the review opens without it, and kept on screen while the submit runs (the save in between
  // stores the consent, which would otherwise take the box away under the user's pointer).
  const [needed] = useState(
    () => asked && record !== null && record.application.creditReleaseObtained !== 'Yes',
  );
  const methods = useForm<StepValues>({ defaultValues: { [CONSENT_FIELD]: '' } });
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  /** The box was found unticked at the last Submit: the review shows the form alert until it is ticked. */
  const [refused, setRefused] = useState(false);

  // Ticking the box answers the refusal at once (spec §5: after the first attempt, the check re-runs on change).
  useEffect(() => {
    const subscription = methods.watch((values) => {
      if (values[CONSENT_FIELD] !== 'Yes') return;
      methods.clearErrors(CONSENT_FIELD);
      setRefused(false);
    });
    return () => subscription.unsubscribe();
  }, [methods]);

  /** Saves the consent when it is asked; false, with the field's error, while the box is not ticked. */
  const confirm = async (): Promise<boolean> => {
    if (!needed || !record) return true;
    const values = {
      ...toFormValues(record.application, Object.keys(step1.fields.shape)),
      [CONSENT_FIELD]: methods.getValues(CONSENT_FIELD),
    };
    const consentError = (() => {
      const result = validateStep(step1, values, 'next');
      return result.ok ? undefined : result.errors[CONSENT_FIELD];
    })();
    setRefused(Boolean(consentError));
    if (consentError) {
      methods.setError(CONSENT_FIELD, { type: 'validate', message: consentError });
      requestAnimationFrame(() => focusFirstError(formElement));
      return false;
    }
    methods.clearErrors(CONSENT_FIELD);
    const version = queryClient.getQueryData<ApplicationRecord>(queryKeys.applications.detail(applicationId))
      ?.application.version;
    // The whole of step 1 as stored, with the consent: the server checks the step in full, as on step 1's Next.
    await save.mutateAsync({ id: applicationId, step: '1', mode: 'next', version, values });
    return true;
  };

  return { needed, refused, methods, confirm, formRef: setFormElement };
}
