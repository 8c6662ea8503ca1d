// A screen of the closing (Assets, Program, Sign, Certification, Upload): its title, the progress marked from the
// deal, the notice a guard sent the user here with, and the guard itself (spec §4): the screen's content shows only
// once the deal has what it needs, else the user goes to the step it lacks with the spec's message (decision 031).
import { Alert, Loader, Stack } from '@mantine/core';
import type { Closing } from '@vp/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths.ts';
import { type ClosingStep, closingRedirect } from '../../lib/application/closing-steps.ts';
import { useClosing } from '../../lib/application/use-closing.ts';
import { errorText } from '../../lib/errors.ts';
import { PageTitle } from '../page-title.tsx';
import { FinancingProgress } from '../stepper/financing-progress.tsx';
import { TimelineLink } from '../timeline-link.tsx';

/** What a screen that sends the user to another says there: an i18n key. */
export interface ClosingNotice {
  notice?: string;
}

export function closingStepPath(step: ClosingStep, applicationId: string): string {
  switch (step) {
    case 'assets':
      return paths.assets.build({ applicationId });
    case 'program':
      return paths.financingProgram.build({ applicationId });
    case 'sign':
      return paths.sign.build({ applicationId });
    case 'certification':
      return paths.certification.build({ applicationId });
    case 'upload':
      return paths.uploadFilesStep1.build({ applicationId });
  }
}

interface Props {
  applicationId: string;
  step: ClosingStep;
  title: string;
  children: (closing: Closing) => ReactNode;
}

export function ClosingScreen({ applicationId, step, title, children }: Props) {
  const { t } = useTranslation('financing');
  const notice = (useLocation().state as ClosingNotice | null)?.notice;
  const closing = useClosing(applicationId);
  const facts = closing.fresh ? closing.data : undefined;
  const redirect = facts && closingRedirect(step, facts);
  const message = redirect?.message;
  // The same state object while the navigation is under way (the next route's loader): <Navigate> navigates again
  // on a new one, and each navigation re-renders this screen.
  const state = useMemo(() => ({ notice: message }) satisfies ClosingNotice, [message]);
  if (redirect) {
    return <Navigate to={closingStepPath(redirect.step, applicationId)} replace state={state} />;
  }
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      {facts && <FinancingProgress current={step} closing={facts} />}
      {notice && (
        <Alert color="yellow" variant="outline" role="alert">
          {t(notice)}
        </Alert>
      )}
      {closing.isError && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(closing.error)}
        </Alert>
      )}
      {!facts && !closing.isError && <Loader role="status" aria-label={t('common:loading')} />}
      {facts && children(facts)}
      {facts && <TimelineLink applicationId={applicationId} />}
    </Stack>
  );
}
