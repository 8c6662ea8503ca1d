// One wizard step's form: the shared zod schema, Next (full check, then save) and Back (draft check, then
// save), the form alert, the server's field errors, the focus on the first error and, after the first
// attempt, a re-check as the user types (throttled 100 ms, spec §5).
import { useThrottledCallback } from '@mantine/hooks';
import { type FieldErrors, type SaveMode, type StepForm, validateStep } from '@vp/domain';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorText } from '../../../lib/errors.ts';
import type { StepValues } from '../api/save-application.ts';
import { checkableValues, stepResolver } from './step-resolver.ts';

export const REVALIDATE_THROTTLE_MS = 100;
export const FORM_ERRORS_ALERT = 'errors:fatalError.errorAppForm';

interface Options {
  form: StepForm;
  defaultValues: StepValues;
  /** Saves the values, then moves on; throws the API's error when the save fails. */
  save: (values: StepValues, mode: SaveMode) => Promise<void>;
  prepare?: (values: StepValues) => StepValues;
  /** Errors of a failed submit for this step's fields, shown from the start. */
  initialErrors?: FieldErrors;
}

/** Scrolls to the first invalid field of the form, in page order, and puts the focus on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

export function useStepForm({ form, defaultValues, save, prepare = (v) => v, initialErrors }: Options) {
  const methods = useForm<StepValues>({
    resolver: stepResolver(form.schema, prepare),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { setError, clearErrors, trigger, watch, getValues, handleSubmit } = methods;
  const formRef = useRef<HTMLFormElement>(null);
  /** An i18n key or a message the server already translated. */
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<SaveMode | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const attempted = useRef(false);
  /** One save at a time: a double click saves once. */
  const saving = useRef(false);

  const showErrors = useCallback(
    (errors: FieldErrors, message: string) => {
      for (const [field, text] of Object.entries(errors))
        setError(field, { type: 'validate', message: text });
      setAlert(message);
      setFocusRequest((n) => n + 1);
    },
    [setError],
  );

  // Only the errors the step opened with; later ones come from the user's own attempts.
  const [openingErrors] = useState(() =>
    Object.fromEntries(Object.entries(initialErrors ?? {}).filter(([field]) => field in form.fields.shape)),
  );
  useEffect(() => {
    if (Object.keys(openingErrors).length > 0) showErrors(openingErrors, FORM_ERRORS_ALERT);
  }, [openingErrors, showErrors]);

  useEffect(() => {
    if (focusRequest === 0) return;
    // The fields re-render with their errors on their own subscription: look once the browser has painted them.
    const frame = requestAnimationFrame(() => focusFirstError(formRef.current));
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const revalidate = useThrottledCallback(() => {
    void trigger().then((valid) => {
      if (valid) setAlert((current) => (current === FORM_ERRORS_ALERT ? null : current));
    });
  }, REVALIDATE_THROTTLE_MS);

  useEffect(() => {
    const subscription = watch(() => {
      if (attempted.current) revalidate();
    });
    return () => subscription.unsubscribe();
  }, [watch, revalidate]);

  const run = async (values: StepValues, mode: SaveMode) => {
    if (saving.current) return;
    saving.current = true;
    setBusy(mode);
    setAlert(null);
    try {
      // On success the step stays busy until the next screen replaces it.
      await save(prepare(values), mode);
    } catch (error) {
      saving.current = false;
      setBusy(null);
      if (error instanceof ApiError && error.sessionExpired) return;
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        showErrors(error.fieldErrors, error.message);
      } else {
        // A 409 (changed elsewhere, no longer Incomplete) is the server's own sentence; the input stays.
        setAlert(error instanceof ApiError && error.status === 409 ? error.message : errorText(error));
      }
    }
  };

  const next = handleSubmit(
    (values) => {
      attempted.current = true;
      return run(values, 'next');
    },
    () => {
      attempted.current = true;
      setAlert(FORM_ERRORS_ALERT);
      setFocusRequest((n) => n + 1);
    },
  );

  const back = async () => {
    const values = prepare(getValues());
    clearErrors();
    const draft = validateStep(form, checkableValues(values), 'back');
    if (!draft.ok) {
      showErrors(draft.errors, FORM_ERRORS_ALERT);
      return;
    }
    await run(values, 'back');
  };

  return {
    methods,
    formRef,
    alert,
    busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void next(event),
    onBack: () => void back(),
  };
}
