// The credit consent asked again on the review that submits, when a re-submit withdrew it (decision 033): the
// customer's, and the co-applicant's when there is one (each ticks their own box). Ticked, each is saved through its
// step 1's own save (the shared schema, the version read) before the submit goes.
import { useQueryClient } from '@tanstack/react-query';
import { type ApplicationRecord, applicationStepForm, coApplicantStepForm, validateStep } from '@vp/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type StepValues, useSaveApplication, useSaveCoApplicant } from '../api/save-application.ts';
import { useWizard } from '../components/wizard-context.ts';
import { toFormValues } from '../form-values.ts';
import { focusFirstError } from './use-step-form.ts';

export const CONSENT_FIELD = 'creditReleaseObtained';
/** The co-applicant's box, beside the customer's in the same form. */
export const CO_CONSENT_FIELD = 'coCreditReleaseObtained';

/**
 * Whose consent the review asks again: the customer's, the co-applicant's, both or none. A consent that is the
 * customer's own (a link out, or given on their device: issue 26) is never the dealer's to tick here; the submit
 * then says whether it still waits.
 */
function consentsToAsk(record: ApplicationRecord | null) {
  const application =
    record !== null && record.application.creditReleaseObtained !== 'Yes' && record.consent.by !== 'customer';
  const coApplicant =
    record !== null &&
    record.application.hasCoApplicant === 'Yes' &&
    record.coApplicant !== null &&
    record.coApplicant.creditReleaseObtained !== 'Yes' &&
    record.coApplicantConsent?.by !== 'customer';
  return { application, coApplicant };
}

/** `asked`: this review is the one that submits (step 4 without a co-applicant, co-borrower step 3 with one). */
export function useConsentAgain(asked: boolean) {
  const { applicationId, record, formContext } = useWizard();
  const queryClient = useQueryClient();
  const save = useSaveApplication();
  const saveCo = useSaveCoApplicant();
  const step1 = useMemo(() => applicationStepForm('1', formContext), [formContext]);
  const coStep1 = useMemo(() => coApplicantStepForm('1', formContext), [formContext]);
  // Asked from the moment the review opens without it, and kept on screen while the submit runs (the save in between
  // stores the consent, which would otherwise take the box away under the user's pointer).
  const [ask] = useState(() => (asked ? consentsToAsk(record) : { application: false, coApplicant: false }));
  const needed = ask.application || ask.coApplicant;
  const methods = useForm<StepValues>({ defaultValues: { [CONSENT_FIELD]: '', [CO_CONSENT_FIELD]: '' } });
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  /** The box was found unticked at the last Submit: the review shows the form alert until it is ticked. */
  const [refused, setRefused] = useState(false);

  // Ticking the box answers the refusal at once (spec §5: after the first attempt, the check re-runs on change).
  useEffect(() => {
    const subscription = methods.watch((values, { name }) => {
      if (!name || values[name] !== 'Yes') return;
      methods.clearErrors(name);
      if (Object.keys(methods.formState.errors).length === 0) setRefused(false);
    });
    return () => subscription.unsubscribe();
  }, [methods]);

  /** The values of a step 1 as stored, with the box's answer: the server checks the step in full, as on Next. */
  const withConsent = (stored: Parameters<typeof toFormValues>[0], keys: string[], field: string) => ({
    ...toFormValues(stored, keys),
    [CONSENT_FIELD]: methods.getValues(field),
  });

  /** Saves each consent asked; false, with the fields' errors, while a box is not ticked. */
  const confirm = async (): Promise<boolean> => {
    if (!needed || !record) return true;
    const values = withConsent(record.application, Object.keys(step1.fields.shape), CONSENT_FIELD);
    const coValues = withConsent(record.coApplicant, Object.keys(coStep1.fields.shape), CO_CONSENT_FIELD);
    const refusals: [string, string | undefined][] = [
      [CONSENT_FIELD, ask.application ? consentError(validateStep(step1, values, 'next')) : undefined],
      [CO_CONSENT_FIELD, ask.coApplicant ? consentError(validateStep(coStep1, coValues, 'next')) : undefined],
    ];
    const missing = refusals.filter((entry): entry is [string, string] => entry[1] !== undefined);
    setRefused(missing.length > 0);
    for (const [field, message] of missing) methods.setError(field, { type: 'validate', message });
    if (missing.length > 0) {
      requestAnimationFrame(() => focusFirstError(formElement));
      return false;
    }
    methods.clearErrors();
    const versionNow = () =>
      queryClient.getQueryData<ApplicationRecord>(queryKeys.applications.detail(applicationId))?.application
        .version;
    if (ask.application)
      await save.mutateAsync({ id: applicationId, step: '1', mode: 'next', version: versionNow(), values });
    if (ask.coApplicant)
      await saveCo.mutateAsync({
        id: applicationId,
        step: '1',
        mode: 'next',
        version: versionNow(),
        values: coValues,
      });
    return true;
  };

  return { needed, ask, refused, methods, confirm, formRef: setFormElement };
}

/** The consent box's own refusal of a step's check (the other fields are as stored, and checked by the submit). */
function consentError(result: ReturnType<typeof validateStep>) {
  return result.ok ? undefined : result.errors[CONSENT_FIELD];
}
