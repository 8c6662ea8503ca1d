// Runs a confirmed action once (also under StrictMode, whose second effect run must not repeat it), says how
// it went, and opens the list the answer names, or the list the user came from when it failed. A refused second
// look stays on the event screen, which says why and where the customer's consent is given.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ApiError, showError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRunEvent } from '../api/run-event.ts';

/** The second look refused (its consent does not name the partner, or the status moved): the screen explains it. */
function explainedHere(event: string, error: unknown): boolean {
  return event === 'submitToKamsel' && error instanceof ApiError && error.status === 409;
}

export function useEventRun(applicationId: string, event: string, back: string, confirmedBefore: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const runEvent = useRunEvent();
  const [confirmed, setConfirmed] = useState(confirmedBefore);
  const [refusal, setRefusal] = useState<unknown>(null);
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { mutateAsync } = runEvent;
  useEffect(() => {
    if (!confirmed || started.current) return;
    started.current = true;
    mutateAsync({ id: applicationId, eventId: event }).then(
      (answer) => {
        notifySuccess(t('errors:success.actionCompleted'));
        if (mounted.current) {
          void navigate(paths.applicationList.build({ status: answer.redirect }), { replace: true });
        }
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.sessionExpired) return;
        if (explainedHere(event, error)) {
          if (mounted.current) setRefusal(error);
          return;
        }
        showError(error);
        if (mounted.current) void navigate(back, { replace: true });
      },
    );
  }, [confirmed, applicationId, event, back, mutateAsync, navigate, t]);

  return {
    confirmed,
    /** The refusal the event screen shows itself (null otherwise: a refusal is a notification on the list). */
    refusal,
    confirm: () => setConfirmed(true),
    cancel: () => void navigate(back, { replace: true }),
  };
}
