// Waiting for the second-look partner (SubmittedToKamsel, then KamselPending): says whether the application was sent
// or is received and being decided, polls the status as WaitingSubmission does and moves on to the partner's answer.
// After 2 minutes it stops and offers to check again; the answer also shows in the dashboard's Second look list.
import { Button, List, Loader, Stack, Text } from '@mantine/core';
import { normalizeStatus, PARTNER_PARTY } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { pathOfTarget, screenAfterSecondLook } from '../decision-routing.ts';
import { useApplicationId } from '../hooks/use-application-id.ts';
import { useStatusPolling } from '../hooks/use-decision-polling.ts';
import { DecisionFatal, DecisionPage } from './decision-page.tsx';
import { HomeButton, ResultActions } from './result-actions.tsx';

/** The two steps the dealer sees: sent to the partner, then received by it and being decided. */
function Steps({ received }: { received: boolean }) {
  const { t } = useTranslation('decision');
  const partner = PARTNER_PARTY.name;
  return (
    <List type="ordered" spacing="xs">
      <List.Item>{t('secondLook.waiting.stepSent', { partner })}</List.Item>
      <List.Item>
        {received
          ? t('secondLook.waiting.stepReceived', { partner })
          : t('secondLook.waiting.stepNotReceived', { partner })}
      </List.Item>
    </List>
  );
}

function Polling({ applicationId, onCheckAgain }: { applicationId: string; onCheckAgain: () => void }) {
  const { t } = useTranslation('decision');
  const { target, status, timedOut } = useStatusPolling(applicationId, screenAfterSecondLook);
  if (target) return <Navigate to={pathOfTarget(target, applicationId)} replace />;
  const received = status !== undefined && normalizeStatus(status) === 'KamselPending';
  const partner = PARTNER_PARTY.name;
  return (
    <Stack gap="md">
      <Text size="lg">{t('secondLook.waiting.text', { partner })}</Text>
      <Steps received={received} />
      {!timedOut && <Loader role="progressbar" aria-label={t('secondLook.waiting.progress')} size="lg" />}
      <div role="status" aria-live="polite">
        {status !== undefined && (
          <Text fw={600}>
            {timedOut
              ? t('secondLook.waiting.stillWaiting', { partner })
              : received
                ? t('secondLook.waiting.received', { partner })
                : t('secondLook.waiting.sent', { partner })}
          </Text>
        )}
      </div>
      <ResultActions>
        <HomeButton />
        {timedOut && <Button onClick={onCheckAgain}>{t('secondLook.waiting.checkAgain')}</Button>}
      </ResultActions>
    </Stack>
  );
}

export function SecondLookWaiting() {
  const { t } = useTranslation('decision');
  const session = useSession();
  const applicationId = useApplicationId();
  // Check again starts a new wait of 2 minutes.
  const [round, setRound] = useState(0);
  const title = t('secondLook.waiting.title');
  if (!applicationId) return <DecisionFatal title={title} error={t('errors:fatalError.getApplication')} />;
  if (session?.user.role === 'underwriter') {
    return <Navigate to={paths.underwriterApplication.build({ applicationId })} replace />;
  }
  return (
    <DecisionPage title={title}>
      <Polling
        key={`${applicationId}/${round}`}
        applicationId={applicationId}
        onCheckAgain={() => setRound(round + 1)}
      />
    </DecisionPage>
  );
}
