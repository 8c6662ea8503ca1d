// Runs a re-submit event and then opens the wizard where the user goes on (step 1, or the co-applicant steps).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/errors.ts';
import { type ResubmitEvent, useApplicationEvent } from '../api/run-application-event.ts';

export function useResubmit(applicationId: string) {
  const navigate = useNavigate();
  const event = useApplicationEvent();
  const [failure, setFailure] = useState<unknown>(null);

  const run = async (eventId: ResubmitEvent, then: string) => {
    setFailure(null);
    try {
      // The move is part of the event: the result screen does not route itself by the status it just made.
      await event.mutateAsync({ id: applicationId, eventId, after: () => navigate(then) });
    } catch (error) {
      if (error instanceof ApiError && error.sessionExpired) return;
      setFailure(error);
    }
  };

  return {
    run: (eventId: ResubmitEvent, then: string) => void run(eventId, then),
    running: event.isPending ? (event.variables?.eventId ?? null) : null,
    failure,
  };
}
