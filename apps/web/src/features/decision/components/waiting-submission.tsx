// WaitingSubmission (spec §2 'Submitting page'): says the decision is being requested, polls the status and
// moves on to the result screen (or to PendingApproval after 2 minutes).
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { pathOfTarget } from '../decision-routing.ts';
import { useApplicationId } from '../hooks/use-application-id.ts';
import { useDecisionPolling } from '../hooks/use-decision-polling.ts';
import { DecisionFatal, DecisionPage } from './decision-page.tsx';

/** After this long the page adds that the bureau is slow, so that nobody thinks it froze. */
export const STILL_WAITING_AFTER_MS = 30_000;

type Phase = 'starting' | 'requesting' | 'stillWaiting';

/** The live region is on the page empty first, then filled: screen readers announce a change, not a load. */
function useAnnouncementPhase(): Phase {
  const [phase, setPhase] = useState<Phase>('starting');
  useEffect(() => {
    const requesting = setTimeout(() => setPhase('requesting'), 250);
    const still = setTimeout(() => setPhase('stillWaiting'), STILL_WAITING_AFTER_MS);
    return () => {
      clearTimeout(requesting);
      clearTimeout(still);
    };
  }, []);
  return phase;
}

function Polling({ applicationId, title }: { applicationId: string; title: string }) {
  const { t } = useTranslation('decision');
  const target = useDecisionPolling(applicationId);
  const phase = useAnnouncementPhase();
  if (target) return <Navigate to={pathOfTarget(target, applicationId)} replace />;
  return (
    <DecisionPage title={title}>
      <Stack gap="md" align="flex-start">
        <Loader role="progressbar" aria-label={t('waiting.progress')} size="lg" />
        <div role="status" aria-live="polite">
          {phase !== 'starting' && <Text>{t('waiting.announce')}</Text>}
          {phase === 'stillWaiting' && <Text mt="sm">{t('waiting.stillWaiting')}</Text>}
        </div>
      </Stack>
    </DecisionPage>
  );
}

export function WaitingSubmission() {
  const { t } = useTranslation('decision');
  const session = useSession();
  const applicationId = useApplicationId();
  const title = t('waiting.title');
  if (!applicationId) return <DecisionFatal title={title} error={t('errors:fatalError.getApplication')} />;
  if (session?.user.role === 'underwriter') {
    return <Navigate to={paths.underwriterApplication.build({ applicationId })} replace />;
  }
  // A new id (another application in this tab) starts a new wait of its own.
  return <Polling key={applicationId} applicationId={applicationId} title={title} />;
}
