// A result screen opened by id (spec §4): loads the application and either shows the screen, or sends the
// user where its status belongs; a missing application is fatal. Underwriters read it in their own screen.
import { useMutationState } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TimelineLink } from '../../../components/timeline-link.tsx';
import { useSession } from '../../../lib/session.ts';
import { type ResultApplication, useResultApplication } from '../api/get-result-application.ts';
import { APPLICATION_EVENT_KEY } from '../api/run-application-event.ts';
import { pathOfTarget, type ResultScreen, screenForStatus } from '../decision-routing.ts';
import { useApplicationId } from '../hooks/use-application-id.ts';
import { DecisionFatal, DecisionLoading, DecisionPage } from './decision-page.tsx';

interface Props {
  screen: ResultScreen;
  title: string;
  children: (application: ResultApplication) => ReactNode;
}

export function ResultPage({ screen, title, children }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const underwriter = session?.user.role === 'underwriter';
  const id = useApplicationId();
  const result = useResultApplication(underwriter ? null : id);
  // This screen's own event (a re-submit) moves on by itself; its new status, told at once by the live stream, must
  // not send the user elsewhere, before or after (the screen stays until the next one replaces it).
  const [shownAt] = useState(() => Date.now());
  const ownEvent =
    useMutationState({
      filters: {
        mutationKey: APPLICATION_EVENT_KEY,
        predicate: (m) =>
          m.state.status !== 'error' &&
          m.state.submittedAt >= shownAt &&
          (m.state.variables as { id?: string } | undefined)?.id === id,
      },
    }).length > 0;

  // Until the status says which screen this is, the title is the neutral 'Credit decision'.
  const neutral = t('decision:title');
  if (!id) return <DecisionFatal title={neutral} error={t('errors:fatalError.getApplication')} />;
  if (underwriter) return <Navigate to={paths.underwriterApplication.build({ applicationId: id })} replace />;
  if (result.error) return <DecisionFatal title={neutral} error={result.error} />;
  if (!result.data) return <DecisionLoading title={neutral} />;

  const target = screenForStatus(result.data.status);
  if (target !== screen && !ownEvent) return <Navigate to={pathOfTarget(target, id)} replace />;
  return (
    <DecisionPage title={title}>
      {children(result.data)}
      <TimelineLink applicationId={id} />
    </DecisionPage>
  );
}
