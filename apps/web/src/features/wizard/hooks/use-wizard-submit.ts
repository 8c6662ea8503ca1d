// Submits the application (step 4 or co-borrower step 3): success goes to WaitingSubmission; the server's field
// errors go to the review of the form that has them, with the form alert; anything else is a fatal error.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { useWizard } from '../components/wizard-context.ts';
import { setSubmitErrors } from '../submit-errors.ts';
import { screenPath } from '../wizard-steps.ts';

export function useWizardSubmit() {
  const { applicationId, screen } = useWizard();
  const navigate = useNavigate();
  const mutation = useSubmitApplication();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** `before` runs first, under the same guard (the consent asked again): false stops the submit, quietly. */
  const submit = async (before?: () => Promise<boolean>) => {
    // A double click submits once (and the server answers a second submit with the same application).
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      if (before && !(await before())) {
        inFlight.current = false;
        setSubmitting(false);
        return;
      }
      await mutation.mutateAsync(applicationId);
      setSubmitErrors(applicationId, {});
      await navigate(paths.waitingSubmission.build({ applicationId }));
    } catch (error) {
      inFlight.current = false;
      setSubmitting(false);
      if (error instanceof ApiError && error.sessionExpired) return;
      const application = error instanceof ApiError ? (error.formErrors.application ?? {}) : {};
      const coApplicant = error instanceof ApiError ? (error.formErrors.coApplicant ?? {}) : {};
      const appFailed = Object.keys(application).length > 0;
      if (!appFailed && Object.keys(coApplicant).length === 0) {
        setFailure(errorText(error, true));
        return;
      }
      setSubmitErrors(applicationId, { application, coApplicant });
      const target = appFailed ? 'step4' : 'co3';
      if (target !== screen) await navigate(screenPath(target, applicationId));
    }
  };

  return {
    submit: (before?: () => Promise<boolean>) => void submit(before),
    submitting,
    failure,
  };
}
