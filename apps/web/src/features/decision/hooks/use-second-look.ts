// Sends the application for a second look (with the consent step's ticks when it had one), then opens the screen
// that waits for the partner; a refusal (a consent on file that does not name the partner, a status that moved) is
// kept to be shown in the server's words.
import type { PartnerConsentBody } from '@vp/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ApiError } from '../../../lib/errors.ts';
import { useSubmitSecondLook } from '../api/submit-second-look.ts';

export function useSecondLook(applicationId: string) {
  const navigate = useNavigate();
  const submit = useSubmitSecondLook();
  const [failure, setFailure] = useState<unknown>(null);

  const run = async (consent?: PartnerConsentBody) => {
    setFailure(null);
    try {
      await submit.mutateAsync({ id: applicationId, consent });
      await navigate(paths.secondLookWaiting.build({ applicationId }));
    } catch (error) {
      if (error instanceof ApiError && error.sessionExpired) return;
      setFailure(error);
    }
  };

  return {
    run: (consent?: PartnerConsentBody) => void run(consent),
    running: submit.isPending,
    failure,
  };
}
