// The buttons at the foot of a result screen, and the alert of an action the server refused.
import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { errorText } from '../../../lib/errors.ts';
import '../decision.css';

interface ResultActionsProps {
  failure?: unknown;
  /** Names the buttons as one group (a question and its answers). */
  labelledBy?: string;
  describedBy?: string;
  children: ReactNode;
}

export function ResultActions({ failure, labelledBy, describedBy, children }: ResultActionsProps) {
  return (
    <>
      {failure ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(failure)}
        </Alert>
      ) : null}
      <Group
        gap="sm"
        className="decision-actions"
        role={labelledBy ? 'group' : undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {children}
      </Group>
    </>
  );
}

export function HomeButton({
  label,
  variant = 'outline',
}: {
  label?: string;
  variant?: 'outline' | 'filled';
}) {
  const { t } = useTranslation('decision');
  return (
    <Button component={Link} to={paths.dashboard.build()} variant={variant}>
      {label ?? t('actions.home')}
    </Button>
  );
}

/** Spec §2: Review Application opens the application's review step (step 4). */
export function ReviewApplicationButton({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('decision');
  return (
    <Button component={Link} to={paths.applicationStep4.build({ applicationId })}>
      {t('actions.reviewApplication')}
    </Button>
  );
}
